/** The shared form parts' words (zh-TW). */
export const FORM_TEXT = {
  required: '必填',
  choose: '請選擇',
  mobileHint: '例：0912345678',
  charCount: (length: number, max: number) => `${length}／${max}`,
  address: {
    city: '縣市',
    town: '鄉鎮市區',
    zip: '郵遞區號',
    allRegions: '全部地區',
    zipHint: '選擇鄉鎮市區後自動填入',
  },
  submitting: '送出中…',
  errorSummaryTitle: '請修正以下欄位',
  stepsLabel: '填寫進度',
  stepCount: (n: number, total: number) => `步驟 ${n}／${total}`,
  stepDone: '已完成',
  stepsComplete: '全部步驟已完成',
  stepCurrent: '目前步驟',
  review: { change: '修改', empty: '未填寫' },
  upload: {
    uploading: (name: string) => `上傳中 ${name}`,
    cancel: '取消上傳',
    remove: '移除',
    limits: (maxFiles: number | undefined, maxBytes: number | undefined) =>
      [maxFiles ? `最多 ${maxFiles} 個檔案` : '', maxBytes ? `每個檔案不超過 ${formatBytes(maxBytes)}` : '']
        .filter(Boolean)
        .join('，'),
    tooBig: (name: string, maxBytes: number) => `「${name}」超過 ${formatBytes(maxBytes)}，請選擇較小的檔案。`,
    wrongType: (name: string) => `「${name}」的檔案格式不支援。`,
    tooMany: (maxFiles: number) => `最多只能上傳 ${maxFiles} 個檔案。`,
    failed: (name: string) => `「${name}」上傳失敗，請再試一次。`,
  },
} as const;

/** 5 MB, 800 KB: the size people read on their phone's file picker. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
