/** The refund flow's words (zh-TW); the pages' headings are the machine's (each state's meta). */
export const REFUND_TEXT = {
  lead: '請閱讀退款須知並填寫退款原因。',
  /** the progress bar's step names (SPEC §4: refund has 3 steps, the done page the third) */
  steps: ['退款須知', '退款原因', '申請完成'],
  terms: [
    '活動開始前 24 小時內不受理退款。',
    '退款將退回原付款方式，約需 7 至 14 個工作天。',
    '退款後將開立折讓證明單，報名序號與 QR Code 隨即失效。',
  ],
  accept: '我已閱讀並同意退款須知',
  reasons: '退款原因（可複選）',
  otherReason: '其他原因',
  sentLegend: '您的退款申請',
  order: (no: string, name: string) => `訂單 ${no}：${name}`,
  notRefundable: '此訂單目前無法退款。',
  send: '確認退款',
  doneLead: (amount: string) => `已為您辦理退款 ${amount}。`,
  creditNote: '檢視折讓單',
  toActivity: '回到我的活動',
} as const;
