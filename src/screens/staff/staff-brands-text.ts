import type { BrandServiceType } from '../../../schemas/brand.schema';

/** Which service list each service type puts a brand in. */
export const SERVICE_TYPE_LABELS: Record<BrandServiceType, string> = {
  general: '一般維修',
  fast: '速修',
  faq: '常見問題篩選',
  deep: '深層清潔',
};

/** The console's brands screens (list, edit) in one place. */
export const BRANDS_TEXT = {
  lead: '維護進口品牌的名稱、標誌與服務類型。品牌介紹頁請在「文章」以「品牌介紹」類別撰寫。',
  create: '新增品牌',
  caption: '品牌列表',
  emptyTitle: '還沒有品牌',
  emptyHint: '按「新增品牌」加入第一個品牌。',
  filters: { q: '品牌名稱' },
  columns: {
    name: '品牌',
    nameEn: '英文名稱',
    country: '國家',
    serviceTypes: '服務類型',
    sort: '排序',
    updated: '最後更新',
  },
  none: '—',
  editLead: '服務類型決定品牌出現在哪些服務表單與常見問題的品牌選單中。',
  fields: {
    name: '品牌名稱',
    nameEn: '英文名稱',
    country: '國家',
    logo: '品牌標誌',
    logoHint: '建議使用透明背景的 PNG，上傳後顯示於品牌選單與品牌頁。',
    currentLogo: '目前的標誌',
    removeLogo: '移除目前的標誌',
    serviceTypes: '服務類型',
    serviceTypesHint: '可複選。',
    sort: '排序',
    sortHint: '數字越小越前面。',
  },
  save: '儲存',
  saving: '儲存中…',
  saved: '已儲存。',
  failedSave: '儲存失敗，請檢查網路連線後再試一次；您輸入的內容仍保留在頁面上。',
  backToList: '回到品牌列表',
  conflictTitle: '這個品牌已被其他人更新',
  conflictLead: '您儲存時，另一位編輯已先儲存了新的版本。請比對兩個版本後選擇：',
  conflictField: '欄位',
  conflictMine: '您的版本',
  conflictTheirs: '目前儲存的版本',
  conflictTakeTheirs: '改用目前儲存的版本（捨棄我的變更）',
  conflictKeepMine: '保留我的版本（再按一次儲存會覆蓋）',
} as const;
