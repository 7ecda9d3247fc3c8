import type { BrandServiceType } from '../../../schemas/brand.schema';

export interface ServiceInfo {
  lead: string;
  /** the brands this service covers (`/option/brands?type=`) */
  brandType: BrandServiceType | 'all' | null;
  brandsTitle?: string;
  steps: readonly { title: string; text: string }[];
  notes: readonly string[];
  /** stores offering the service, by the location category's name (`/location_categories`) */
  storeCategory?: string;
  /** FAQs of this FAQ category slug (`/article_categories?class=articleFaq`) */
  faqCategory?: string;
  action: { to: string; label: string };
  /** the page's query goes on to the action (a product's own link names its product) */
  keepQuery?: boolean;
  secondary?: { to: string; label: string };
}

export const SERVICE_INFO_TEXT = {
  stepsTitle: '服務流程',
  notesTitle: '注意事項',
  brandsTitle: '適用品牌',
  storesTitle: '服務據點',
  faqTitle: '常見問題',
  faqMore: '更多常見問題',
  loginHint: '申請前需要登入會員。',
} as const;

/** zh-TW copy of the service pages (SPEC §1: fast repair ≈ 40 minutes at best; deep cleaning for specified brands and handheld vacuum models). */
export const SERVICE_INFO: Record<string, ServiceInfo> = {
  'services-cleaning': {
    lead: '指定品牌與指定手持吸塵器型號的深層清潔保養服務。',
    brandType: 'deep',
    brandsTitle: '適用品牌（限指定手持吸塵器型號）',
    steps: [
      { title: '線上申請', text: '登入會員後填寫產品型號與序號，選擇寄送或門市送件。' },
      { title: '拆解清潔', text: '技師拆解滾刷、氣旋與濾網，以專用設備清除積塵與異味。' },
      { title: '檢測出貨', text: '完成吸力與電池檢測後寄回，附上清潔報告。' },
    ],
    notes: [
      '僅適用指定品牌的指定手持吸塵器型號。',
      '清潔期間約 7 至 10 個工作天。',
      '若檢測發現故障，將先與您聯繫報價。',
    ],
    storeCategory: '深層清潔',
    faqCategory: 'deep-clean',
    action: { to: '/services/cleaning/form', label: '申請深層清潔' },
  },
  'services-repair': {
    lead: '產品故障時，線上申請送修並隨時查詢進度。',
    brandType: 'general',
    steps: [
      { title: '線上申請', text: '填寫產品與故障狀況，保固內請附上購買憑證。' },
      { title: '寄送或送件', text: '以宅配寄送，或送至任一維修服務中心。' },
      { title: '檢測報價', text: '保固外維修先檢測報價，經您同意後才進行維修。' },
      { title: '修復寄回', text: '修復完成後寄回，進度可在會員中心查詢。' },
    ],
    notes: ['請先備份或移除個人物品與配件。', '保固期限以購買憑證日期為準。'],
    storeCategory: undefined,
    faqCategory: 'warranty',
    action: { to: '/services/repair/form', label: '申請維修' },
  },
  'services-fast-repair': {
    lead: '預約門市速修，最快約 40 分鐘即可完成。',
    brandType: 'fast',
    steps: [
      { title: '線上預約', text: '選擇門市、日期與時段，填寫產品型號。' },
      { title: '到店檢測', text: '技師當場檢測並說明維修方式與費用。' },
      { title: '現場完修', text: '常見問題最快約 40 分鐘完成，當天即可帶回。' },
    ],
    notes: ['速修僅限可現場更換零件的故障。', '請於預約時段前 10 分鐘抵達門市。'],
    storeCategory: '速修服務',
    faqCategory: 'warranty',
    action: { to: '/services/fast-repair/form', label: '預約速修' },
  },
  'services-inhome': {
    lead: '大型家電由專業人員到府檢修與安裝。',
    brandType: null,
    steps: [
      { title: '線上申請', text: '填寫產品、地址與方便的時段。' },
      { title: '專人聯繫', text: '客服將於 2 個工作天內與您確認到府時間。' },
      { title: '到府服務', text: '技師到府檢修、安裝或教學，完成後簽收。' },
    ],
    notes: ['到府服務範圍以本島為主，離島地區請先來電洽詢。', '保固外到府服務酌收車馬費。'],
    action: { to: '/services/inhome/form', label: '申請到府服務' },
  },
  'services-warranty': {
    lead: '登錄產品序號與購買憑證，享有完整保固服務。',
    brandType: 'all',
    steps: [
      { title: '準備資料', text: '產品序號、購買通路與發票（可掃描電子發票 QR Code）。' },
      { title: '線上登錄', text: '登入會員後填寫保固登錄表並上傳購買憑證。' },
      { title: '完成登錄', text: '審核通過後，可在會員中心查看保固期限。' },
    ],
    notes: ['請於購買後 30 日內完成登錄。', '一組序號僅能登錄一次。'],
    storeCategory: '保固登錄',
    faqCategory: 'warranty',
    action: { to: '/services/warranty/form', label: '登錄保固' },
    secondary: { to: '/services/warranty/direct', label: '保固登錄說明' },
  },
  'services-warranty-direct': {
    lead: '保固登錄的方式、所需資料與注意事項。',
    brandType: null,
    steps: [
      { title: '序號位置', text: '產品序號多在機身底部或電池座內側的標籤上。' },
      { title: '購買憑證', text: '電子發票可掃描 QR Code 自動帶入；紙本發票請拍照上傳。' },
      { title: '購買通路', text: '請選擇實際購買的門市或網路通路，贈品請選擇活動名稱。' },
    ],
    notes: ['發票抬頭與品項需與登錄產品相符。', '二手或拍賣購得的產品不適用原廠保固。'],
    faqCategory: 'warranty',
    action: { to: '/services/warranty/form', label: '前往保固登錄' },
    keepQuery: true,
    secondary: { to: '/services/warranty', label: '保固登錄' },
  },
};
