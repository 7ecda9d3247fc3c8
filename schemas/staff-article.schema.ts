import { z } from 'zod';
import { ArticleClassSchema } from './article-category.schema';
import { boundedId, SLUG_PATTERN } from './id-param.schema';
import { pageQuery } from './page-query.schema';
import { blankToNull, optionalText, plainText } from './plain-text.schema';
import { PublicationFieldsSchema, PublicationStateSchema, versionSchema } from './publication.schema';

/**
 * The console's articles (issue 24 item 3): every class of SPEC §3 in one table, written by staff
 * holding `editor`, published through the life cycle of publication.schema.ts.
 */

export const STAFF_ARTICLE_SORTS = ['updated_at', 'published_at', 'subject'] as const;
export type StaffArticleSort = (typeof STAFF_ARTICLE_SORTS)[number];
export const STAFF_ARTICLES_PER_PAGE = 20;
export const SUBJECT_MAX = 200;
export const SUMMARY_MAX = 1000;
/** far above any article, well below the 1 MB a JSON body may be */
export const BODY_MAX = 500_000;
export const MAX_CATEGORIES = 20;

export const STAFF_ARTICLE_MESSAGES = {
  subject: '請輸入標題。',
  subjectTooLong: `標題最多 ${SUBJECT_MAX} 個字。`,
  summaryTooLong: `摘要最多 ${SUMMARY_MAX} 個字。`,
  bodyTooLong: '內文太長，請分成多篇文章。',
  slug: '網址代稱只能使用小寫英文、數字與連字號，並以英文或數字開頭。',
  slugTaken: '此網址代稱已被同類別的其他文章使用。',
  imageAlt: '圖片需要替代文字。',
  imageMedia: '找不到上傳的圖片，請重新上傳。',
  author: '找不到此作者。',
  brand: '找不到此品牌。',
  category: '找不到此分類，或分類不屬於此文章類別。',
  categoriesRepeated: '分類重複。',
  categoriesTooMany: `分類最多 ${MAX_CATEGORIES} 個。`,
  isTop: '請指定是否置頂。',
} as const;

/** Empty query fields of a filter form mean "any": `?class=&status=` lists everything. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/staff/articles`: the filter is the list's address (STAFF.md "Lists"). */
export const StaffArticleQuerySchema = pageQuery({ defaultPerPage: STAFF_ARTICLES_PER_PAGE, maxPerPage: 100 }).extend({
  class: z.preprocess(blankToUndefined, ArticleClassSchema.optional()),
  status: z.preprocess(blankToUndefined, PublicationStateSchema.optional()),
  /** part of the subject, any case */
  q: optionalText(100, '關鍵字').optional(),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(STAFF_ARTICLE_SORTS, { error: '排序欄位不正確。' }).default('updated_at'),
  ),
  dir: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { error: '排序方向不正確。' }).default('desc')),
});
export type StaffArticleQuery = z.output<typeof StaffArticleQuerySchema>;

const AuthorRefSchema = z.object({ id: z.number(), name: z.string() });

/** One row of the console's list. `published_at` is null for a draft. */
export const StaffArticleListItemSchema = z.object({
  id: z.number(),
  class: ArticleClassSchema,
  subject: z.string(),
  status: PublicationStateSchema,
  published_at: z.string().nullable(),
  publish_at: z.string().nullable(),
  updated_at: z.string(),
  version: z.number(),
  author: AuthorRefSchema.nullable(),
});
export type StaffArticleListItem = z.infer<typeof StaffArticleListItemSchema>;

/** The picture of an article as stored (its link, intrinsic size). */
export const StaffArticleImageSchema = z.object({ link: z.string(), width: z.number(), height: z.number() });

/** One article as the editor edits it; `body` is the sanitised HTML the public page shows. */
export const StaffArticleSchema = PublicationFieldsSchema.extend({
  id: z.number(),
  class: ArticleClassSchema,
  slug: z.string(),
  subject: z.string(),
  summary: z.string(),
  body: z.string(),
  image: StaffArticleImageSchema.nullable(),
  author_id: z.number().nullable(),
  brand_id: z.number().nullable(),
  category_ids: z.array(z.number()),
  is_top: z.boolean(),
});
export type StaffArticle = z.infer<typeof StaffArticleSchema>;

const optionalRef = (message: string) => z.preprocess(blankToNull, boundedId(message).nullable()).optional();

/**
 * `POST /api/staff/articles` (a new draft) and, with `version`, `PUT /api/staff/articles/{id}`.
 * `slug` is made from the class and id when left empty. `image_media_id` is a content picture of
 * `POST /api/staff/media` (left out: the picture stays as it is; null: no picture). Pictures in
 * `body` are content pictures too (`/media/{id}/{name}`), each with its `alt`.
 */
export const StaffArticleInputSchema = z.object({
  class: ArticleClassSchema,
  subject: plainText({ error: STAFF_ARTICLE_MESSAGES.subject })
    .trim()
    .min(1, STAFF_ARTICLE_MESSAGES.subject)
    .max(SUBJECT_MAX, STAFF_ARTICLE_MESSAGES.subjectTooLong),
  slug: z.preprocess(
    blankToNull,
    plainText({ error: STAFF_ARTICLE_MESSAGES.slug })
      .trim()
      .regex(SLUG_PATTERN, STAFF_ARTICLE_MESSAGES.slug)
      .nullable()
      .optional(),
  ),
  summary: plainText({ error: '摘要格式不正確。' }, { multiline: true })
    .trim()
    .max(SUMMARY_MAX, STAFF_ARTICLE_MESSAGES.summaryTooLong)
    .default(''),
  body: plainText({ error: '內文格式不正確。' }, { multiline: true }).max(BODY_MAX, STAFF_ARTICLE_MESSAGES.bodyTooLong),
  image_media_id: optionalRef(STAFF_ARTICLE_MESSAGES.imageMedia),
  author_id: optionalRef(STAFF_ARTICLE_MESSAGES.author),
  brand_id: optionalRef(STAFF_ARTICLE_MESSAGES.brand),
  category_ids: z
    .array(boundedId(STAFF_ARTICLE_MESSAGES.category), { error: STAFF_ARTICLE_MESSAGES.category })
    .max(MAX_CATEGORIES, STAFF_ARTICLE_MESSAGES.categoriesTooMany)
    .refine((ids) => new Set(ids).size === ids.length, { error: STAFF_ARTICLE_MESSAGES.categoriesRepeated }),
  is_top: z.boolean({ error: STAFF_ARTICLE_MESSAGES.isTop }),
});
export type StaffArticleInput = z.output<typeof StaffArticleInputSchema>;
/** What a form holds before the schema's defaults and trimming. */
export type StaffArticleFormValues = z.input<typeof StaffArticleInputSchema>;

export const StaffArticleUpdateSchema = StaffArticleInputSchema.extend({ version: versionSchema });
export type StaffArticleUpdate = z.output<typeof StaffArticleUpdateSchema>;

/** The 409 of a stale save: the article as another editor left it, to compare with. */
export const StaffArticleConflictSchema = z.object({
  message: z.string(),
  errors: z.object({ version: z.array(z.string()) }),
  current: StaffArticleSchema,
});
export type StaffArticleConflict = z.infer<typeof StaffArticleConflictSchema>;
