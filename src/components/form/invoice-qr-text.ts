/** The invoice QR reader's words (zh-TW). */
export const INVOICE_QR_TEXT = {
  scan: '掃描發票 QR Code',
  stop: '停止掃描',
  photo: '上傳發票照片',
  hint: '掃描或拍下電子發票證明聯左側的 QR Code，自動填入發票資料；也可以直接輸入。',
  starting: '開啟相機中…',
  scanning: '請將發票左側的 QR Code 對準相機。',
  readingPhoto: '讀取發票照片中…',
  read: (invoiceNumber: string) => `已讀取發票 ${invoiceNumber}，請確認下方的發票資料。`,
  videoLabel: '相機畫面',
  camera: {
    insecure: '相機只能在安全連線（https）的網頁使用，請改用「上傳發票照片」或直接輸入發票資料。',
    unsupported: '這個瀏覽器無法使用相機，請改用「上傳發票照片」或直接輸入發票資料。',
    notFound: '找不到相機，請改用「上傳發票照片」或直接輸入發票資料。',
    denied: '未取得相機權限。請在瀏覽器設定中允許本網站使用相機，或改用「上傳發票照片」。',
    busy: '相機正被其他程式使用中，請關閉後再試，或改用「上傳發票照片」。',
    failed: '無法開啟相機，請改用「上傳發票照片」或直接輸入發票資料。',
  },
  decoderFailed: '無法載入 QR Code 讀取程式，請檢查網路連線後再試，或直接輸入發票資料。',
  photoUnreadable: '無法讀取這張照片，請改拍一張 JPEG 或 PNG 照片再試，或直接輸入發票資料。',
} as const;

export type CameraProblem = keyof typeof INVOICE_QR_TEXT.camera;
