import { z } from 'zod';
import { ImageSchema } from './image.schema';

/** SPEC §3: the classes of articles, each with its own categories. */
export const ARTICLE_CLASSES = [
  'articleProject',
  'articleBlog',
  'articleBrand',
  'articleNews',
  'articleEcolife',
  'articleFaq',
  'articleReport',
  'articleMagazine',
] as const;
export const ArticleClassSchema = z.enum(ARTICLE_CLASSES, {
  error: (issue) => (issue.input === undefined ? '請指定文章類別。' : '文章類別不正確。'),
});
export type ArticleClass = z.infer<typeof ArticleClassSchema>;

/** A category as it is shown on an article card: enough for a tag and its link. */
export const CategoryRefSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  link: z.string().nullable(),
});
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

const categoryFields = {
  id: z.number().int(),
  class: ArticleClassSchema,
  parent_id: z.number().int().nullable(),
  slug: z.string(),
  subject: z.string(),
  description: z.string().nullable(),
  image: ImageSchema.nullable(),
  sort: z.number().int(),
  /** the site page of the category (`/blog/{slug}`, `/sustainability/{mainId}/{subId}`...) */
  link: z.string().nullable(),
  articles_count: z.number().int(),
};

export const ArticleSubCategorySchema = z.object(categoryFields);
/**
 * Top-level categories carry their sub-categories (blog category → sub-category; sustainability
 * main topic → sub-topic), the only nesting the site has.
 */
export const ArticleCategorySchema = z.object({ ...categoryFields, children: z.array(ArticleSubCategorySchema) });
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>;

export const ArticleCategoriesQuery = z.object({ class: ArticleClassSchema });
export const ArticleCategoriesResponse = z.object({ data: z.array(ArticleCategorySchema) });
