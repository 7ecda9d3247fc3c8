import { type HighlightRange, highlightSegments } from '../lib/highlight';

/** A search result's text with the matched terms in <mark> (ranges from the search API). */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, i) =>
        segment.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
          <mark key={i}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
