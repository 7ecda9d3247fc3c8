export const BLOG_TEXT = {
  lead: '分享選品心得、使用技巧與居家生活提案。',
  categoriesLabel: '部落格分類',
  subCategoriesLabel: '子分類',
  listTitle: '所有文章',
  back: '回到部落格',
} as const;
