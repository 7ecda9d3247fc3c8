/**
 * The page count of a PDF, read as the site's own writer lays its files out (pdf-writer.ts, and
 * tests/api/documents.test.ts counts them the same way): one `/Type /Page` object a page. A file
 * that keeps its objects in compressed streams hides them; its page tree's `/Count` says it then.
 * Null when neither can be read: the upload is refused rather than stored with a wrong count.
 */
export function countPdfPages(bytes: Uint8Array): number | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  if (pages > 0) return pages;
  // the root of the page tree has the largest count of all its nodes
  const counts = [
    ...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g),
  ].map((m) => Number(m[1] ?? m[2]));
  const most = counts.length ? Math.max(...counts) : 0;
  return most > 0 ? most : null;
}
