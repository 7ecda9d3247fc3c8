/**
 * Search results carry where the terms occur as [start, end) offsets in UTF-16 code units
 * (schemas/search.schema.ts). These turn a text and its ranges into plain and marked pieces.
 */

export interface TextSegment {
  text: string;
  marked: boolean;
}

export type HighlightRange = readonly [number, number];

/** Clamped to the text, empty and reversed ranges dropped, overlapping or touching ones merged. */
export function normaliseRanges(ranges: readonly HighlightRange[], length: number): [number, number][] {
  const clean = ranges
    .map(
      ([start, end]) => [Math.max(0, Math.min(start, length)), Math.max(0, Math.min(end, length))] as [number, number],
    )
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of clean) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

export function highlightSegments(text: string, ranges: readonly HighlightRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of normaliseRanges(ranges, text.length)) {
    if (start > at) segments.push({ text: text.slice(at, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), marked: false });
  return segments;
}
