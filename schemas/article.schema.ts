import { z } from 'zod';
import { PageLinksSchema, PageMetaSchema, pagedEnvelope } from './api-envelope.schema';
import { ArticleClassSchema, CategoryRefSchema } from './article-category.schema';
import { AuthorRefSchema } from './author.schema';
import { BrandRefSchema } from './brand.schema';
import { idValue } from './id-param.schema';
import { ImageSchema } from './image.schema';
import { pageQuery } from './page-query.schema';

/** An article in a list (news, blogs, FAQs, brands, hence, sustainability...). */
export const ArticleCardSchema = z.object({
  id: z.number().int(),
  class: ArticleClassSchema,
  slug: z.string(),
  subject: z.string(),
  summary: z.string(),
  image: ImageSchema.nullable(),
  categories: z.array(CategoryRefSchema),
  author: AuthorRefSchema.nullable(),
  /** brand articles and FAQs belong to a brand */
  brand: BrandRefSchema.nullable(),
  is_top: z.boolean(),
  /** ISO 8601, UTC; shown in Asia/Taipei */
  published_at: z.string(),
  /** the article's page on the site; null for reports (documents without a page) */
  link: z.string().nullable(),
});
export type ArticleCard = z.infer<typeof ArticleCardSchema>;

/** One article with its body: HTML that the server has sanitised (safe to render as is). */
export const ArticleSchema = ArticleCardSchema.extend({
  body: z.string(),
  updated_at: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleResponse = z.object({ data: ArticleSchema });
export const ArticleCardsResponse = z.object({ data: z.array(ArticleCardSchema) });
export const ArticlePageResponse = pagedEnvelope(ArticleCardSchema);

/** SPEC §7: news and blog lists answer `{ data: { top, list: { data, meta, links } } }`. */
export const ArticleTopListResponse = z.object({
  data: z.object({
    top: z.array(ArticleCardSchema),
    list: z.object({ data: z.array(ArticleCardSchema), meta: PageMetaSchema, links: PageLinksSchema }),
  }),
});
export type ArticleTopList = z.infer<typeof ArticleTopListResponse>['data'];

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
