export const BRANDS_TEXT = {
  lead: '好生活代理的世界居家生活品牌。',
  categoryLead: (name: string) => `「${name}」分類的代理品牌。`,
  categoriesLabel: '品牌分類',
  listTitle: '品牌一覽',
  back: '回到代理品牌',
  faq: (name: string) => `${name}的常見問題`,
} as const;
