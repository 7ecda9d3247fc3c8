import { z } from 'zod';
import { ArticleCardSchema } from './article.schema';
import { ArticleCategorySchema } from './article-category.schema';
import { DocumentCardSchema } from './article-document.schema';
import { ImageSchema } from './image.schema';
import { LocationSchema } from './location.schema';

/** Pages built from editable sections (SPEC §2 page-block sub-routes). */
export const BLOCK_PAGES = ['sustainability', 'talent-development', 'zonezone'] as const;
export type BlockPage = (typeof BLOCK_PAGES)[number];

export const PageBlockItemSchema = z.object({
  title: z.string(),
  text: z.string(),
  image: ImageSchema.nullable(),
});

/**
 * One section of a page: `key` is the SPEC's section name (`banner`, `section1`..`section9`, `side`,
 * `lists`, `breadcrumb`); texts are plain (paragraphs split on blank lines), never HTML.
 */
export const PageBlockSchema = z.object({
  key: z.string(),
  subject: z.string(),
  subtitle: z.string().nullable(),
  content: z.string(),
  image: ImageSchema.nullable(),
  link: z.string().nullable(),
  link_text: z.string().nullable(),
  items: z.array(PageBlockItemSchema),
});
export type PageBlock = z.infer<typeof PageBlockSchema>;

/** `/api/homepage/eco_life`: the sustainability page, its topics and latest articles and reports. */
export const EcoLifePageSchema = z.object({
  blocks: z.array(PageBlockSchema),
  categories: z.array(ArticleCategorySchema),
  articles: z.array(ArticleCardSchema),
  reports: z.array(DocumentCardSchema),
});
export const EcoLifePageResponse = z.object({ data: EcoLifePageSchema });

/** `/api/homepage/zonezone`: the concept-store page and its stores. */
export const ZonezonePageSchema = z.object({ blocks: z.array(PageBlockSchema), locations: z.array(LocationSchema) });
export const ZonezonePageResponse = z.object({ data: ZonezonePageSchema });

/** `/api/homepage/talent_development` */
export const TalentPageSchema = z.object({ blocks: z.array(PageBlockSchema) });
export const TalentPageResponse = z.object({ data: TalentPageSchema });
