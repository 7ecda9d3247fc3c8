/** The words of a staff decision (machines/staff-decision.machine.ts) every record's screen shares. */
export const DECISION_TEXT = {
  steps: ['選擇處理方式', '填寫內容', '確認並送出'],
  reason: '未通過原因',
  reasonHint: '會員會在通知信與會員專區看到這段文字。',
  carrier: '物流業者',
  carrierHint: '例如：黑貓宅急便、中華郵政。',
  trackingNumber: '物流單號',
  trackingHint: '4–40 碼英數字或連字號。',
  answer: '回覆內容',
  answerHint: '會以網站的名義寄到留言者的 Email，主旨為「Re: 」加上確認信的主旨，並附上對方的留言。',
  reviewTitle: '即將送出',
  decision: '處理方式',
  next: '繼續處理',
  again: '重新審核',
  now: (state: string) => `目前狀態：${state}`,
} as const;
