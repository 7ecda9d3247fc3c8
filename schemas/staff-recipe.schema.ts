import { z } from 'zod';
import { boundedId, idValue } from './id-param.schema';
import { ImageSchema } from './image.schema';
import { pageQuery } from './page-query.schema';
import { blankToNull, optionalText, plainText } from './plain-text.schema';
import { PublicationFieldsSchema, PublicationStateSchema, versionSchema } from './publication.schema';
import { BODY_MAX, SUBJECT_MAX, SUMMARY_MAX } from './staff-article.schema';

/**
 * The console's recipes (issue 24, the hence hub's solar-term recipes), written by staff holding
 * `editor` and published through the life cycle of publication.schema.ts, as articles are.
 */

export const STAFF_RECIPE_SORTS = ['updated_at', 'published_at', 'subject'] as const;
export const STAFF_RECIPES_PER_PAGE = 20;
export const MAX_INGREDIENTS = 50;
export const INGREDIENT_NAME_MAX = 40;
export const INGREDIENT_AMOUNT_MAX = 40;
export const MAX_COOK_MINUTES = 24 * 60;
export const MAX_SERVINGS = 100;

export const STAFF_RECIPE_MESSAGES = {
  subject: '請輸入食譜名稱。',
  subjectTooLong: `食譜名稱最多 ${SUBJECT_MAX} 個字。`,
  summaryTooLong: `摘要最多 ${SUMMARY_MAX} 個字。`,
  bodyTooLong: '作法太長，請精簡內容。',
  imageAlt: '圖片需要替代文字。',
  imageMedia: '找不到上傳的圖片，請重新上傳。',
  author: '找不到此作者。',
  solarTerm: '請選擇節氣。',
  solarTermMissing: '找不到此節氣。',
  itemCategory: '找不到此食譜分類。',
  ingredients: '食材須為清單。',
  ingredientsEmpty: '請至少輸入一項食材。',
  ingredientsTooMany: `食材最多 ${MAX_INGREDIENTS} 項。`,
  ingredientsRepeated: '食材名稱重複。',
  ingredientName: '請輸入食材名稱。',
  ingredientNameTooLong: `食材名稱最多 ${INGREDIENT_NAME_MAX} 個字。`,
  ingredientAmount: '請輸入食材份量。',
  ingredientAmountTooLong: `份量最多 ${INGREDIENT_AMOUNT_MAX} 個字。`,
  cookMinutes: `烹調時間須為 1 到 ${MAX_COOK_MINUTES} 分鐘的整數。`,
  servings: `份數須為 1 到 ${MAX_SERVINGS} 的整數。`,
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/staff/recipes`: the filter is the list's address (STAFF.md "Lists"). */
export const StaffRecipeQuerySchema = pageQuery({ defaultPerPage: STAFF_RECIPES_PER_PAGE, maxPerPage: 100 }).extend({
  solar_term_id: z.preprocess(blankToUndefined, idValue('節氣編號').optional()),
  status: z.preprocess(blankToUndefined, PublicationStateSchema.optional()),
  /** part of the name, any case */
  q: optionalText(100, '關鍵字').optional(),
  sort: z.preprocess(blankToUndefined, z.enum(STAFF_RECIPE_SORTS, { error: '排序欄位不正確。' }).default('updated_at')),
  dir: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { error: '排序方向不正確。' }).default('desc')),
});
export type StaffRecipeQuery = z.output<typeof StaffRecipeQuerySchema>;

const RefSchema = z.object({ id: z.number(), name: z.string() });

/** One row of the console's list. `published_at` is null for a draft. */
export const StaffRecipeListItemSchema = z.object({
  id: z.number(),
  subject: z.string(),
  solar_term: RefSchema.nullable(),
  status: PublicationStateSchema,
  published_at: z.string().nullable(),
  publish_at: z.string().nullable(),
  updated_at: z.string(),
  version: z.number(),
});
export type StaffRecipeListItem = z.infer<typeof StaffRecipeListItemSchema>;

export const IngredientSchema = z.object({ name: z.string(), amount: z.string() });

/** One recipe as the editor edits it; `body` is the sanitised HTML the public page shows. */
export const StaffRecipeSchema = PublicationFieldsSchema.extend({
  id: z.number(),
  subject: z.string(),
  summary: z.string(),
  body: z.string(),
  image: ImageSchema.pick({ link: true, width: true, height: true }).nullable(),
  solar_term_id: z.number().nullable(),
  item_category_id: z.number().nullable(),
  author_id: z.number().nullable(),
  cook_minutes: z.number(),
  servings: z.number(),
  ingredients: z.array(IngredientSchema),
});
export type StaffRecipe = z.infer<typeof StaffRecipeSchema>;

const optionalRef = (message: string) => z.preprocess(blankToNull, boundedId(message).nullable()).optional();

/** A number typed in a form arrives as text; an empty one is missing. */
const wholeNumber = (message: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

const IngredientInputSchema = z.object({
  name: plainText({ error: STAFF_RECIPE_MESSAGES.ingredientName })
    .trim()
    .min(1, STAFF_RECIPE_MESSAGES.ingredientName)
    .max(INGREDIENT_NAME_MAX, STAFF_RECIPE_MESSAGES.ingredientNameTooLong),
  amount: plainText({ error: STAFF_RECIPE_MESSAGES.ingredientAmount })
    .trim()
    .min(1, STAFF_RECIPE_MESSAGES.ingredientAmount)
    .max(INGREDIENT_AMOUNT_MAX, STAFF_RECIPE_MESSAGES.ingredientAmountTooLong),
});

/**
 * `POST /api/staff/recipes` (a new draft) and, with `version`, `PUT /api/staff/recipes/{id}`.
 * `image_media_id` is a content picture of `POST /api/staff/media` (left out: the picture stays as
 * it is; null: no picture). Pictures in `body` are content pictures too, each with its `alt`.
 */
export const StaffRecipeInputSchema = z.object({
  subject: plainText({ error: STAFF_RECIPE_MESSAGES.subject })
    .trim()
    .min(1, STAFF_RECIPE_MESSAGES.subject)
    .max(SUBJECT_MAX, STAFF_RECIPE_MESSAGES.subjectTooLong),
  summary: plainText({ error: '摘要格式不正確。' }, { multiline: true })
    .trim()
    .max(SUMMARY_MAX, STAFF_RECIPE_MESSAGES.summaryTooLong)
    .default(''),
  body: plainText({ error: '作法格式不正確。' }, { multiline: true }).max(BODY_MAX, STAFF_RECIPE_MESSAGES.bodyTooLong),
  image_media_id: optionalRef(STAFF_RECIPE_MESSAGES.imageMedia),
  solar_term_id: z.preprocess(blankToNull, boundedId(STAFF_RECIPE_MESSAGES.solarTerm, { coerce: true })),
  item_category_id: optionalRef(STAFF_RECIPE_MESSAGES.itemCategory),
  author_id: optionalRef(STAFF_RECIPE_MESSAGES.author),
  cook_minutes: wholeNumber(STAFF_RECIPE_MESSAGES.cookMinutes, MAX_COOK_MINUTES),
  servings: wholeNumber(STAFF_RECIPE_MESSAGES.servings, MAX_SERVINGS),
  ingredients: z
    .array(IngredientInputSchema, { error: STAFF_RECIPE_MESSAGES.ingredients })
    .min(1, STAFF_RECIPE_MESSAGES.ingredientsEmpty)
    .max(MAX_INGREDIENTS, STAFF_RECIPE_MESSAGES.ingredientsTooMany)
    .refine((list) => new Set(list.map((i) => i.name)).size === list.length, {
      error: STAFF_RECIPE_MESSAGES.ingredientsRepeated,
    }),
});
export type StaffRecipeInput = z.output<typeof StaffRecipeInputSchema>;
/** What a form holds before the schema's defaults, trimming and numbers. */
export type StaffRecipeFormValues = z.input<typeof StaffRecipeInputSchema>;

export const StaffRecipeUpdateSchema = StaffRecipeInputSchema.extend({ version: versionSchema });
export type StaffRecipeUpdate = z.output<typeof StaffRecipeUpdateSchema>;

/** The 409 of a stale save: the recipe as another editor left it, to compare with. */
export const StaffRecipeConflictSchema = z.object({
  message: z.string(),
  errors: z.object({ version: z.array(z.string()) }),
  current: StaffRecipeSchema,
});
