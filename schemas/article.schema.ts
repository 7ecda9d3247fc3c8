import { z } from 'zod';
import { PageLinksSchema, PageMetaSchema, pagedEnvelope } from './api-envelope.schema';
import { ArticleClassSchema, CategoryRefSchema } from './article-category.schema';
import { AuthorRefSchema } from './author.schema';
import { BrandRefSchema } from './brand.schema';
import { ImageSchema } from './image.schema';

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
