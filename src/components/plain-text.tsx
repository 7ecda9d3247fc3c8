/** Plain text of home and page blocks: paragraphs are separated by blank lines, never HTML. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional and never reorder
        <p key={i} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
