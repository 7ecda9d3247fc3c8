import { z } from 'zod';
import { boundedId } from './id-param.schema';
import { BLOCK_PAGES } from './page-block.schema';
import { blankToNull, plainText } from './plain-text.schema';
import { versionSchema } from './publication.schema';
import { blockFields } from './staff-home.schema';
import { pictureMediaId, StaffPictureSchema } from './staff-picture.schema';

/**
 * The console's page sections (issue 24): the sustainability, talent-development and zonezone
 * pages are built from sections (SPEC §2 page blocks), each with its texts, a picture and a list
 * of items. Staff edit, add, order and remove them; the public page shows the change on the next
 * request (the public cache hears the write).
 */

export const BlockPageSchema = z.enum(BLOCK_PAGES, { error: '請選擇頁面。' });
export const MAX_PAGE_BLOCK_ITEMS = 30;
export const ITEM_TEXT_MAX = { title: 100, text: 1000 } as const;
/** The SPEC's section names are `banner`, `section1`..`section9`, `side`, `lists`, `breadcrumb`. */
export const BLOCK_KEY_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;

export const PAGE_BLOCK_MESSAGES = {
  key: '區塊代號只能使用小寫英文、數字、底線與連字號，並以英文開頭（最多 40 個字）。',
  keyTaken: '此頁面已有相同代號的區塊。',
  itemImage: '找不到此項目的圖片，請重新上傳。',
  order: '順序須包含此頁面的每一個區塊。',
} as const;

export const StaffPageBlockQuery = z.object({ page: z.preprocess(blankToNull, BlockPageSchema.nullable()).optional() });
export type StaffPageBlockQuery = z.output<typeof StaffPageBlockQuery>;

export const StaffPageBlockItemSchema = z.object({
  title: z.string(),
  text: z.string(),
  image: z.object({ link: z.string(), width: z.number(), height: z.number() }).nullable(),
});

export const StaffPageBlockSchema = z.object({
  id: z.number().int(),
  page: BlockPageSchema,
  key: z.string(),
  subject: z.string(),
  subtitle: z.string().nullable(),
  content: z.string(),
  image: StaffPictureSchema.nullable(),
  link: z.string().nullable(),
  link_text: z.string().nullable(),
  items: z.array(StaffPageBlockItemSchema),
  sort: z.number().int(),
  version: z.number(),
  updated_at: z.string(),
});
export type StaffPageBlock = z.infer<typeof StaffPageBlockSchema>;

/**
 * One item of a section, in order. Its picture: `image_media_id` a new content picture; else
 * `image_link`, a picture the section's items already show (kept as it is); neither, none.
 */
export const PageBlockItemInputSchema = z.object({
  title: plainText({ error: '請輸入項目標題。' })
    .trim()
    .min(1, '請輸入項目標題。')
    .max(ITEM_TEXT_MAX.title, `項目標題最多 ${ITEM_TEXT_MAX.title} 個字。`),
  text: plainText({ error: '項目內容格式不正確。' }, { multiline: true })
    .trim()
    .max(ITEM_TEXT_MAX.text, `項目內容最多 ${ITEM_TEXT_MAX.text} 個字。`)
    .default(''),
  image_media_id: pictureMediaId.optional(),
  image_link: z
    .preprocess(blankToNull, plainText({ error: PAGE_BLOCK_MESSAGES.itemImage }).max(500).nullable())
    .optional(),
});
export type PageBlockItemInput = z.output<typeof PageBlockItemInputSchema>;

const pageBlockFields = {
  ...blockFields,
  items: z
    .array(PageBlockItemInputSchema, { error: '項目須為清單。' })
    .max(MAX_PAGE_BLOCK_ITEMS, `項目最多 ${MAX_PAGE_BLOCK_ITEMS} 項。`)
    .default([]),
};

/** `POST /api/staff/page-blocks`: a new section, last on its page. */
export const PageBlockInputSchema = z.object({
  page: BlockPageSchema,
  key: plainText({ error: PAGE_BLOCK_MESSAGES.key }).trim().regex(BLOCK_KEY_PATTERN, PAGE_BLOCK_MESSAGES.key),
  ...pageBlockFields,
});
export type PageBlockInput = z.output<typeof PageBlockInputSchema>;

/** `PUT /api/staff/page-blocks/{id}`: its texts, picture and items (its page and key stay). */
export const PageBlockUpdateSchema = z.object({ ...pageBlockFields, version: versionSchema });
export type PageBlockUpdate = z.output<typeof PageBlockUpdateSchema>;
export type PageBlockFormValues = z.input<typeof PageBlockUpdateSchema>;

/** `DELETE /api/staff/page-blocks/{id}`: the version the editor saw (a changed section is not removed blind). */
export const PageBlockDeleteSchema = z.object({ version: versionSchema });

/** `POST /api/staff/page-blocks/order`: one page's sections, every one of them, in their new order. */
export const PageBlockOrderSchema = z.object({
  page: BlockPageSchema,
  ids: z
    .array(boundedId('區塊編號不正確。'), { error: PAGE_BLOCK_MESSAGES.order })
    .min(1, PAGE_BLOCK_MESSAGES.order)
    .max(200, PAGE_BLOCK_MESSAGES.order)
    .refine((ids) => new Set(ids).size === ids.length, '區塊重複。'),
});
export type PageBlockOrder = z.output<typeof PageBlockOrderSchema>;
