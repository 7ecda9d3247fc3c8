/** The document task's words (issue 24: a magazine issue's or a report's PDF replaced). */
export const DOCUMENT_TEXT = {
  steps: ['選擇新檔案', '確認替換檔案', '完成'],
  article: (subject: string) => `文章「${subject}」的 PDF 檔。`,
  current: '目前的檔案',
  none: '尚未上傳檔案',
  file: '新的 PDF 檔',
  fileHint: '選好後會先上傳並讀出頁數，確認無誤才會替換。',
  upload: '上傳並比對',
  uploading: (name: string) => `上傳中 ${name}`,
  uploadFailedTitle: '檔案尚未上傳完成',
  compareTitle: '替換前後的檔案',
  compareField: '項目',
  before: '目前',
  after: '替換後',
  fileName: '檔名',
  size: '大小',
  pages: '頁數',
  pageCount: (n: number) => `${n} 頁`,
  confirm: '確認替換',
  back: '上一步',
  done: (name: string, size: string, pages: number) =>
    `已替換為「${name}」（${size}，${pages} 頁），網站上的下載立即是新的檔案。`,
  download: '下載目前的檔案',
  backToArticle: '回到文章',
  /** the edit screen's section */
  section: '文件',
  sectionLead: '雜誌期刊與永續報告書的內容是一份 PDF 檔，讀者在網站上開啟或下載。',
  replace: '替換檔案',
  saveFirst: '請先儲存文章的修改，再替換檔案。',
  facts: (name: string, size: string, pages: number) => `${name}（${size}，${pages} 頁）`,
} as const;

/** Bytes as a person reads them: `512 B`, `48.2 KB`, `3.4 MB`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
