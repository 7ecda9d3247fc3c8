import type { z } from 'zod';
import { ArticleClassSchema } from './article-category.schema';
import { idValue } from './id-param.schema';
import { pageQuery } from './page-query.schema';

/** The query strings of the article lists (SPEC §7), checked by the server. */
const categoryId = idValue('分類編號').optional();

/** SPEC §9 page sizes: news 5, blogs and FAQs 12, brand articles 100. */
export const ArticleNewsQuery = pageQuery({ defaultPerPage: 5, maxPerPage: 100 }).extend({ category_id: categoryId });
export const ArticleBlogsQuery = pageQuery({ defaultPerPage: 12, maxPerPage: 100 }).extend({
  category_id: categoryId,
  sub_category_id: idValue('子分類編號').optional(),
});
export const ArticleFaqsQuery = pageQuery({ defaultPerPage: 12, maxPerPage: 100 }).extend({
  category_id: categoryId,
  brand_id: idValue('品牌編號').optional(),
});
export const ArticleBrandsQuery = pageQuery({ defaultPerPage: 100, maxPerPage: 200 }).extend({
  category_id: categoryId,
});
/** `/api/articles`: any class (HENCE articles by default), by category and author. */
export const ArticlesQuery = pageQuery({ defaultPerPage: 12, maxPerPage: 100 }).extend({
  class: ArticleClassSchema.default('articleProject'),
  category_id: categoryId,
  author_id: idValue('作者編號').optional(),
});
export const ArticleDocumentsQuery = pageQuery({ defaultPerPage: 12, maxPerPage: 100 });

export type ArticleNewsQuery = z.infer<typeof ArticleNewsQuery>;
export type ArticleBlogsQuery = z.infer<typeof ArticleBlogsQuery>;
export type ArticleFaqsQuery = z.infer<typeof ArticleFaqsQuery>;
export type ArticleBrandsQuery = z.infer<typeof ArticleBrandsQuery>;
export type ArticlesQuery = z.infer<typeof ArticlesQuery>;
