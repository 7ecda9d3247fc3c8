import { z } from 'zod';
import { ArticleCardSchema } from './article.schema';
import { EventCardSchema } from './event.schema';
import { ImageSchema } from './image.schema';
import { RecipeCardSchema, SolarTermSchema } from './recipe.schema';

export const HomeBannerSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  image: ImageSchema,
  link: z.string().nullable(),
});
export type HomeBanner = z.infer<typeof HomeBannerSchema>;

export const HOME_BLOCK_KEYS = [
  'first_block',
  'event_block',
  'ecolife_block',
  'services_block',
  'footer_block',
] as const;
export type HomeBlockKey = (typeof HOME_BLOCK_KEYS)[number];

/** One text block of the home page; `content` is plain text (paragraphs split on blank lines). */
export const HomeInfoBlockSchema = z.object({
  subject: z.string(),
  subtitle: z.string().nullable(),
  content: z.string(),
  image: ImageSchema.nullable(),
  link: z.string().nullable(),
  link_text: z.string().nullable(),
});
export type HomeInfoBlock = z.infer<typeof HomeInfoBlockSchema>;

export const PageSeoDataSchema = z.object({ title: z.string(), description: z.string(), image: z.string().nullable() });

/** SPEC §3 home page data. */
export const HomepageSchema = z.object({
  pc_banner: z.array(HomeBannerSchema),
  mobile_banner: z.array(HomeBannerSchema),
  infos: z.object({
    first_block: HomeInfoBlockSchema.nullable(),
    event_block: HomeInfoBlockSchema.nullable(),
    ecolife_block: HomeInfoBlockSchema.nullable(),
    services_block: HomeInfoBlockSchema.nullable(),
    footer_block: HomeInfoBlockSchema.nullable(),
  }),
  articles: z.array(ArticleCardSchema),
  events: z.array(EventCardSchema),
  seo: PageSeoDataSchema,
});
export type Homepage = z.infer<typeof HomepageSchema>;
export const HomepageResponse = z.object({ data: HomepageSchema });

/** SPEC §3 hence banners: id, image.link, categories[].subject, subject (and the article they open). */
export const HenceBannerSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  image: ImageSchema,
  categories: z.array(z.object({ id: z.number().int(), subject: z.string() })),
  article_id: z.number().int(),
  link: z.string().nullable(),
});

/** `/api/homepage/article`: SPEC §3 hence page data. */
export const HencePageSchema = z.object({
  banners: z.array(HenceBannerSchema),
  must_reads: z.array(ArticleCardSchema),
  articles: z.array(ArticleCardSchema),
  lifestyle: z.array(ArticleCardSchema),
  /** recipes of the current solar term (the latest ones when it has none) */
  recipe: z.array(RecipeCardSchema),
  solar_term_calendar: z.array(SolarTermSchema),
});
export type HencePage = z.infer<typeof HencePageSchema>;
export const HencePageResponse = z.object({ data: HencePageSchema });
