/** The mail outbox screen's words (/staff/mails). */
export const MAILS_TEXT = {
  caption: '郵件佇列',
  lead: '網站寄給會員的每一封郵件都在此。寄送失敗的郵件已重試多次，確認原因（例如收件地址）後可重新寄送。',
  filters: {
    status: '狀態',
    all: '全部',
    q: '收件人或代碼',
    qHint: '可輸入部分 Email 或郵件代碼',
  },
  columns: {
    createdAt: '建立時間',
    to: '收件人',
    subject: '主旨',
    status: '狀態',
    attempts: '嘗試次數',
    lastError: '最後錯誤',
    actions: '操作',
  },
  /** a template mail is made when it is sent: until then it is known by its key and template */
  notYetMade: (template: string) => `（寄出時產生：${template}）`,
  retry: '重新寄送',
  retrying: '排入中…',
  retryLabel: (what: string) => `重新寄送 ${what}`,
  retried: '已重新排入寄送。',
  retryFailed: '重新寄送失敗，請稍後再試。',
  emptyTitle: '沒有郵件',
  emptyHint: '網站寄出的郵件會出現在這裡。',
} as const;
