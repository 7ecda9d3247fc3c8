/** The in-home service flow's words (zh-TW). */
export const INHOME_TEXT = {
  lead: '大型家電的安裝、保養與檢修，由技術人員到府服務。',
  /** SPEC §4: in-home has 2 steps (the page after them says it was received) */
  steps: ['填寫需求', '確認送出'],
  productLegend: '服務商品',
  placeLegend: '到府地點與聯絡人',
  timeLegend: '希望到府時間',
  labels: {
    brand_id: '品牌',
    model_id: '型號',
    problem: '需要的服務',
    name: '聯絡人姓名',
    sex: '稱謂',
    phone: '手機號碼',
    address: '地址',
    place: '地區',
    preferred_date: '希望到府日期',
    preferred_period: '希望到府時段',
  },
  dateHint: '可預約明天以後的日期，實際時間將由客服與您確認。',
  doneLead: '客服人員將於 2 個工作天內與您聯繫，確認到府時間。',
} as const;
