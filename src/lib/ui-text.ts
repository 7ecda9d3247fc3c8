/**
 * Shared zh-TW strings of the whole app (SPEC §8 generic strings, the error screen, the update
 * banner). Page copy lives with its page; these are the words every area reuses.
 */
export const UI_TEXT = {
  noData: '暫無資料',
  noMatch: '無相符資料',
  loadFailed: '載入失敗',
  loading: '載入中…',
  retry: '重新載入',
  skipToContent: '跳至主要內容',
  breadcrumbsLabel: '導覽路徑',
} as const;

export const ERROR_TEXT = {
  backHome: '回到首頁',
  notFoundHeading: '找不到頁面',
  notFoundLead: '您要找的頁面不存在或已移除。',
  errorHeading: '發生錯誤',
  errorLead: '很抱歉，網頁暫時無法顯示，請稍後再試。',
  staleChunk: '網站已更新，請重新整理頁面。',
  statusLabel: '錯誤代碼',
} as const;

export const STALE_BUILD_TEXT = {
  message: '網站已更新，重新整理以取得最新版本',
  reload: '重新整理',
  later: '稍後',
} as const;
