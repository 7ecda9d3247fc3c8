import { formatMoney } from '../../../schemas/money';
import type { RepairType } from '../../../schemas/repair.schema';

/** The repair flows' words (zh-TW): one flow, three forms. */
export const REPAIR_TEXT = {
  leads: {
    general: '請依步驟選擇產品、描述問題並填寫寄送資料，我們收到商品後會盡快檢測。',
    fast: '預約門市速修時段，最快約 40 分鐘完成，請於預約時間攜帶商品至門市。',
    deep: '深層清潔適用指定品牌的手持吸塵器機型，完成付款後即安排收件。',
  } satisfies Record<RepairType, string>,
  /**
   * SPEC §4: four steps for each kind (the page after them is not one); step 1 of a fast repair
   * books its reserve time, of a deep cleaning picks its plan, on a second page of its own
   */
  steps: {
    general: ['產品與問題', '寄件與收件', '發票資料', '確認送出'],
    fast: ['產品與預約時段', '寄件與收件', '發票資料', '確認送出'],
    deep: ['產品與清潔方案', '寄件與收件', '發票資料', '確認送出'],
  } satisfies Record<RepairType, readonly string[]>,
  labels: {
    brand_id: '品牌',
    model_id: '型號',
    item_id: '故障部位',
    serial: '產品序號',
    problem: '問題描述',
    book_store_id: '預約門市',
    book_tmp_date: '預約日期',
    book_tmp_time: '預約時段',
    book_memo: '預約備註',
    deep_ticket_id: '清潔方案',
    pay_type: '付款方式',
    name: '姓名',
    sex: '稱謂',
    phone: '手機號碼',
    address: '地址',
    memo: '備註',
    invoice_num: '發票號碼',
    invoice_date: '購買日期',
    carrier_type: '發票類型',
    carrier_num: '手機條碼',
    invoice_ubn: '統一編號',
    invoice_title: '發票抬頭',
  },
  itemNone: '不確定',
  productLegend: '產品',
  senderLegend: '寄件人',
  receiverLegend: '收件人（維修完成後寄回）',
  sameAsSender: '與寄件人相同',
  purchaseLegend: '購買憑證',
  issuedLegend: '如需付費，發票開立方式',
  bookingLegend: '預約門市與時段',
  sendMemoHint: '未填寫時為「無」',
  carrierHint: '例：/ABC1234',
  storeFirst: '請先選擇門市',
  dateFirst: '請先選擇日期',
  noStores: '目前沒有可預約速修的門市。',
  loadingDays: '正在查詢可預約的日期…',
  noDays: '此門市近期的時段皆已額滿，請選擇其他門市。',
  slotLeft: (n: number) => (n > 0 ? `剩 ${n} 名` : '已額滿'),
  price: (n: number) => formatMoney(n),
  doneLeads: {
    general: '請將商品妥善包裝後寄至維修中心，我們收到後會立即安排檢測。',
    fast: '請於預約時間攜帶商品至門市，速修最快約 40 分鐘完成。',
    deep: '付款完成後我們將安排收件。',
  } satisfies Record<RepairType, string>,
  bookedAt: (when: string) => `預約時間：${when}`,
  bookedStore: (name: string, address: string) => `預約門市：${name}（${address}）`,
  bringTo: (name: string, address: string, phone: string) =>
    `請於預約時間攜帶商品至 ${name}（${address}，電話 ${phone}），速修最快約 40 分鐘完成。`,
  addToCalendar: '加入行事曆提醒',
  calendarTitle: '好生活速修預約',
  pay: '前往付款',
  payLead: (amount: string) => `應付金額 ${amount}，付款完成後即完成申請。`,
} as const;
