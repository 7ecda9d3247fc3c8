/** The words every guided flow's review shares (its send, retry and back). */
export const FLOW_TEXT = {
  back: '上一步',
  next: '下一步',
  checking: '確認中…',
  checkFailedTitle: '尚未完成確認',
  send: '確認送出',
  sending: '送出中…',
  retry: '重新送出',
  captchaLegend: '送出前請完成驗證',
  failedTitle: '資料尚未送出',
} as const;
