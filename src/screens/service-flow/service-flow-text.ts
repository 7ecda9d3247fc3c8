/** Words every service flow shares (zh-TW). */
export const SERVICE_FLOW_TEXT = {
  next: '下一步',
  back: '上一步',
  send: '確認送出',
  sending: '送出中…',
  retry: '重新送出',
  captchaLegend: '送出前請完成驗證',
  failedTitle: '資料尚未送出',
  reviewLead: '請確認以下內容，如需修改請按「修改」。',
  ticket: '案件編號',
  toRecords: '查看我的服務紀錄',
  home: '回首頁',
  memberFilled: '已帶入您的會員資料，可直接修改。',
  brand: '品牌',
  model: '型號',
  chooseBrandFirst: '請先選擇品牌',
  typedModelHint: '請輸入產品上標示的型號',
  serial: '產品序號',
  invoiceNumberHint: '例：AB12345678',
  serialHint: (hint: string | null, required: boolean) =>
    required ? `此型號需驗證序號${hint ? `，格式：${hint}` : ''}` : '印在機身或包裝上的序號（選填）',
} as const;
