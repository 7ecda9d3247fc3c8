/** zh-TW words shared by the article lists (news, blog, HENCE, sustainability). */
export const ARTICLE_LIST_TEXT = {
  all: '全部',
  categories: '文章分類',
  subCategories: '子分類',
  featured: '精選文章',
  latest: '最新文章',
  related: '延伸閱讀',
} as const;
