/** The warranty registration's words (zh-TW). */
export const WARRANTY_TEXT = {
  lead: '登錄保固後，維修時不需再提供購買證明。',
  /** not in the SPEC: the form's four data steps (the page after them is not one) */
  steps: ['選擇產品', '購買資料', '上傳照片', '確認送出'],
  labels: {
    brand_id: '品牌',
    model_id: '型號',
    serial: '產品序號',
    channel_id: '購買通路',
    order_number: '訂單編號',
    input_method: '發票輸入方式',
    invoice_number: '發票號碼',
    invoice_date: '發票日期',
    invoice_random: '隨機碼',
    invoice_amount: '發票金額',
    medias: '產品與發票照片',
  },
  invoiceLegend: '發票',
  invoiceLead: '可掃描電子發票左上方的 QR Code 或上傳發票照片，自動帶入發票號碼、日期與金額；也可手動輸入。',
  noRandomCode: '發票 QR Code 沒有隨機碼（公司發票），此欄留空即可。',
  readFrom: (how: string) => `已由${how}帶入，請確認。`,
  photosHint: '請上傳產品（含序號標籤）與發票的照片',
  productLegend: '產品',
  purchaseLegend: '購買資料',
  directProduct: '登錄的產品',
  doneLead: '保固登錄完成，可於「我的服務」查看登錄紀錄與照片。',
} as const;
