/** A file's size as a reader reads it: `6 KB`, `1.4 MB` (1 KB = 1,024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** `PDF・8 頁・6 KB` */
export function documentFacts(doc: { size: number; pages: number }): string {
  return `PDF・${doc.pages} 頁・${formatFileSize(doc.size)}`;
}
