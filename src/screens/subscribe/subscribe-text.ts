/** The subscribe panel's words (zh-TW). */
export const SUBSCRIBE_TEXT = {
  heading: '訂閱電子報',
  lead: '留下 Email 並選擇想收到的主題，有新消息時我們會寄信通知您。',
  email: 'Email',
  required: '（必填）',
  choiceLegend: '訂閱項目',
  eventNews: '活動消息',
  eventNewsHint: '講座、市集與體驗活動的報名消息',
  topicsLoading: '訂閱主題載入中…',
  topicsFailed: '訂閱主題載入失敗，目前只能訂閱活動消息。',
  submit: '訂閱',
  submitting: '訂閱中…',
  done: (email: string) => `訂閱成功！確認信已寄至 ${email}。`,
  invalid: '輸入的資料有誤，請檢查後再送出。',
  failed: '訂閱失敗，請稍後再試。',
} as const;
