import type { GiftDeliveryInput, GiftPurchaseInput } from '../../../schemas/gift-apply.schema';

/** the fields a member fills in (the event's minimum rides along with the purchase, unseen) */
type Field = Exclude<Extract<keyof GiftPurchaseInput | keyof GiftDeliveryInput, string>, 'min_amount'> | 'medias';

/** The gift claim flow's words (zh-TW). */
export const GIFT_APPLY_TEXT = {
  lead: '請依步驟填寫贈品申請資料並上傳購買憑證。',
  /** the progress bar's step names (SPEC §4: gift apply has 4 steps) */
  steps: ['購買資料', '上傳照片', '贈品與寄送', '確認送出'],
  labels: {
    channel_id: '購買通路',
    sale_person: '銷售人員',
    invoice_number: '發票號碼',
    invoice_date: '發票日期',
    invoice_amount: '發票金額',
    invoice_products: '購買商品',
    random_code: '隨機碼',
    tax_id: '買方統一編號',
    scan_invoice_number: '掃描發票號碼',
    scan_invoice_date: '掃描發票日期',
    scan_random_code: '掃描隨機碼',
    scan_invoice_amount: '掃描發票金額',
    medias: '發票與商品照片',
    items: '贈品',
    receive_name: '收件人姓名',
    receive_phone: '收件人手機',
    receive_city: '縣市',
    receive_town: '鄉鎮市區',
    receive_zip_code: '郵遞區號',
    receive_address: '收件地址',
    gift_text: '備註',
  } satisfies Record<Field, string>,
  hints: {
    invoice_number: '例：AB12345678',
    invoice_amount: '新臺幣元，整數',
    random_code: '發票上的 4 碼數字；公司發票沒有隨機碼，請改填買方統一編號',
    noRandomCode: '掃描的發票 QR Code 沒有隨機碼（公司發票），請填買方統一編號。',
    tax_id: '公司報帳用，個人購買免填',
    medias: '請上傳發票（或收據）與商品的照片各至少一張',
    sale_person: '選填',
  },
  /** the review's random code of a company's invoice, which has none */
  noRandomCode: '無（公司發票）',
  purchaseLegend: '購買資料',
  invoiceLegend: '發票資料',
  deliveryLegend: '寄送資料',
  giftLegend: '選擇贈品',
  left: (n: number) => (n > 0 ? `剩餘 ${n} 份` : '已送完'),
  /** a check of step 1 that failed (offline, server down): nothing was refused, send it again */
  checkFailedTitle: '尚未確認發票資料',
  reviewLead: '請確認以下內容，如需修改請按「修改」。',
  claimNumber: '申請編號',
  doneLead: '我們將於 7 個工作天內完成審核，結果可在會員專區查看。',
  records: '查看我的申請紀錄',
} as const;
