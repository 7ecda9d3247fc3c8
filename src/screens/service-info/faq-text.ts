export const FAQ_TEXT = {
  lead: '使用、保養與維修的常見問答。',
  brandFilter: '依品牌篩選',
  allBrands: '全部品牌',
  listTitle: '常見問題',
  brandTitle: (name: string) => `${name}的常見問題`,
  back: '回到常見問題',
  contact: '找不到答案嗎？歡迎聯絡我們。',
  contactLink: '聯絡我們',
} as const;
