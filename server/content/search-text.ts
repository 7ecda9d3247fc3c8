/**
 * Pure text helpers of site search: splitting a keyword into terms, the LIKE pattern of a term,
 * the excerpt around the first match and the ranges the client marks.
 */

export const MAX_TERMS = 5;
const EXCERPT_LENGTH = 90;
const EXCERPT_LEAD = 20;

/** Terms of a keyword: split on any blank (also the full-width one), duplicates dropped. */
export function searchTerms(keyword: string): string[] {
  const seen = new Set<string>();
  for (const term of keyword.split(/[\s\u3000]+/)) {
    if (term && !seen.has(term.toLowerCase())) seen.add(term.toLowerCase());
  }
  return [...seen].slice(0, MAX_TERMS);
}

/** `%term%` with LIKE's own wildcards escaped, so `50%` or `a_b` match literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** [start, end) of every occurrence of any term, merged where they overlap. */
export function highlightRanges(text: string, terms: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const term of terms) {
    const re = new RegExp(escapeRegex(term), 'gi');
    for (let m = re.exec(text); m; m = re.exec(text)) {
      ranges.push([m.index, m.index + m[0].length]);
      if (m[0].length === 0) re.lastIndex += 1;
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** About 90 characters of `text` around the first match, with … where it was cut. */
export function excerptAround(text: string, terms: readonly string[]): string {
  const first = highlightRanges(text, terms)[0];
  const start = first ? Math.max(0, first[0] - EXCERPT_LEAD) : 0;
  const end = Math.min(text.length, start + EXCERPT_LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
