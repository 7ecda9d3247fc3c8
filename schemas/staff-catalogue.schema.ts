import { z } from 'zod';
import { refineAddress } from './address.schema';
import { boundedId, idValue } from './id-param.schema';
import { ImageSchema } from './image.schema';
import { pageQuery } from './page-query.schema';
import { blankToNull, optionalText, plainText } from './plain-text.schema';
import { PublicationFieldsSchema, PublicationStateSchema, versionSchema } from './publication.schema';
import { serialPatternProblem } from './serial-pattern';

/**
 * The console's catalogue (issue 24 item 3): each brand's product info, the product models with
 * their serial rule and parts, and the store locations. Every save names the version it started
 * from (a stale one is refused with 409 and the record as it is now).
 */

const searchText = optionalText(60, '搜尋文字').optional();
const flag = (label: string) => z.boolean({ error: `${label}須為是或否。` });
const versioned = { version: z.number(), updated_at: z.string() };

// ---- product info, one per brand ----

export const StaffProductInfoQuery = pageQuery({ defaultPerPage: 50, maxPerPage: 200 }).extend({ q: searchText });
export type StaffProductInfoQuery = z.output<typeof StaffProductInfoQuery>;

/** A brand's product info as the console edits it (its id is the brand's). */
export const StaffProductInfoSchema = z.object({
  id: z.number().int(),
  brand_name: z.string(),
  is_enable_warranty: z.boolean(),
  is_verify_model: z.boolean(),
  is_verify_code: z.boolean(),
  is_show_notes: z.boolean(),
  notes: z.string(),
  models_count: z.number().int(),
  ...versioned,
});
export type StaffProductInfo = z.infer<typeof StaffProductInfoSchema>;

export const MAX_PRODUCT_NOTES = 2000;
export const ProductInfoUpdateSchema = z.object({
  version: versionSchema,
  is_enable_warranty: flag('開放保固登錄'),
  is_verify_model: flag('驗證型號'),
  is_verify_code: flag('驗證序號'),
  is_show_notes: flag('顯示備註'),
  notes: plainText({ message: '備註格式不正確。' }, { multiline: true })
    .trim()
    .max(MAX_PRODUCT_NOTES, `備註最多 ${MAX_PRODUCT_NOTES} 個字。`)
    .default(''),
});
export type ProductInfoUpdate = z.output<typeof ProductInfoUpdateSchema>;

// ---- product models ----

export const StaffProductModelQuery = pageQuery({ defaultPerPage: 50, maxPerPage: 200 }).extend({
  brand_id: idValue('品牌編號').optional(),
  q: searchText,
});
export type StaffProductModelQuery = z.output<typeof StaffProductModelQuery>;

export const StaffProductModelSchema = z.object({
  id: z.number().int(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  subject: z.string(),
  is_verify_code: z.boolean(),
  code_pattern: z.string().nullable(),
  code_hint: z.string().nullable(),
  is_deep_clean: z.boolean(),
  care_interval_months: z.number().int().nullable(),
  warranty_months: z.number().int(),
  image: ImageSchema.nullable(),
  items: z.array(z.object({ id: z.number().int(), subject: z.string() })),
  sort: z.number().int(),
  ...versioned,
});
export type StaffProductModel = z.infer<typeof StaffProductModelSchema>;

export const MAX_MODEL_ITEMS = 30;
/** a care interval's bounds in months (the column's check says the same) */
export const MIN_CARE_MONTHS = 1;
export const MAX_CARE_MONTHS = 60;
/** a warranty's length in months (the column's check says the same) and the usual year */
export const MIN_WARRANTY_MONTHS = 1;
export const MAX_WARRANTY_MONTHS = 120;
export const DEFAULT_WARRANTY_MONTHS = 12;
const sortSchema = z
  .number({ error: '排序須為數字。' })
  .int('排序須為整數。')
  .min(0, '排序不可小於 0。')
  .max(9999, '排序最大為 9999。')
  .default(0);

/** The serial rule: empty is none (then any serial is taken where one is asked). */
export const codePatternSchema = z.preprocess(
  blankToNull,
  plainText({ message: '序號規則格式不正確。' })
    .trim()
    .superRefine((pattern, ctx) => {
      const problem = serialPatternProblem(pattern);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
);

export const productModelFields = z.object({
  brand_id: boundedId('請選擇品牌。'),
  subject: plainText({ message: '請輸入型號名稱。' })
    .trim()
    .min(1, '請輸入型號名稱。')
    .max(100, '型號名稱最多 100 個字。'),
  is_verify_code: flag('驗證序號').default(false),
  code_pattern: codePatternSchema.default(null),
  code_hint: optionalText(60, '序號說明').default(null),
  is_deep_clean: flag('深層清潔適用').default(false),
  /** months between the care the model needs (保養提醒); null: none advised */
  care_interval_months: z
    .number({ error: '保養週期須為數字。' })
    .int('保養週期須為整數。')
    .min(MIN_CARE_MONTHS, `保養週期須為 ${MIN_CARE_MONTHS}–${MAX_CARE_MONTHS} 個月。`)
    .max(MAX_CARE_MONTHS, `保養週期須為 ${MIN_CARE_MONTHS}–${MAX_CARE_MONTHS} 個月。`)
    .nullable()
    .default(null),
  /** how long the warranty runs from the invoice's date (staff's approval sets the end from it) */
  warranty_months: z
    .number({ error: '保固期間須為數字。' })
    .int('保固期間須為整數。')
    .min(MIN_WARRANTY_MONTHS, `保固期間須為 ${MIN_WARRANTY_MONTHS}–${MAX_WARRANTY_MONTHS} 個月。`)
    .max(MAX_WARRANTY_MONTHS, `保固期間須為 ${MIN_WARRANTY_MONTHS}–${MAX_WARRANTY_MONTHS} 個月。`)
    .default(DEFAULT_WARRANTY_MONTHS),
  /** the repairable parts, in order: an existing part keeps its id (repairs name it) */
  items: z
    .array(
      z.object({
        id: boundedId('零件編號不正確。').optional(),
        subject: plainText({ message: '請輸入零件名稱。' })
          .trim()
          .min(1, '請輸入零件名稱。')
          .max(60, '零件名稱最多 60 個字。'),
      }),
      { error: '零件須為清單。' },
    )
    .max(MAX_MODEL_ITEMS, `零件最多 ${MAX_MODEL_ITEMS} 項。`)
    .default([]),
  sort: sortSchema,
});

export function refineItems(value: z.output<typeof productModelFields>, ctx: z.RefinementCtx) {
  const names = value.items.map((i) => i.subject);
  if (new Set(names).size !== names.length)
    ctx.addIssue({ code: 'custom', path: ['items'], message: '零件名稱重複。' });
  const ids = value.items.flatMap((i) => (i.id ? [i.id] : []));
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['items'], message: '零件重複。' });
}

export const ProductModelInputSchema = productModelFields.superRefine(refineItems);
export type ProductModelInput = z.output<typeof ProductModelInputSchema>;
export const ProductModelUpdateSchema = productModelFields.extend({ version: versionSchema }).superRefine(refineItems);
export type ProductModelUpdate = z.output<typeof ProductModelUpdateSchema>;

// ---- store locations ----

export const StaffLocationQuery = pageQuery({ defaultPerPage: 50, maxPerPage: 200 }).extend({
  city: idValue('縣市編號').optional(),
  q: searchText,
  status: PublicationStateSchema.optional(),
});
export type StaffLocationQuery = z.output<typeof StaffLocationQuery>;

export const StaffLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  class: z.object({ id: z.number().int(), name: z.string() }),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  city: z.object({ id: z.number().int(), name: z.string() }),
  town: z.object({ id: z.number().int(), name: z.string(), zipcode: z.string() }),
  zip_code: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  image: ImageSchema.nullable(),
  sort: z.number().int(),
  ...PublicationFieldsSchema.shape,
});
export type StaffLocation = z.infer<typeof StaffLocationSchema>;

/** 市話 (02-2720-1188, 03-356-2211, extension #123) or a mobile (0912-345-678). */
export const STORE_PHONE = /^(?:0\d{1,3}-?\d{3,4}-?\d{3,4}(?:#\d{1,6})?|09\d{2}-?\d{3}-?\d{3})$/;
/** Taiwan with its outlying islands (Kinmen, Matsu, Penghu, Lanyu), in WGS 84 degrees. */
export const TAIWAN_BOUNDS = { lat: [21.5, 26.5], lng: [118, 122.5] } as const;
export const MAX_HOURS_LINES = 10;
export const LOCATION_IMAGE_MESSAGE = '找不到上傳的圖片，請重新上傳。';

const coordinate = (label: string, [min, max]: readonly [number, number]) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .number({ error: `${label}須為數字。` })
      .min(min, `${label}須在臺灣範圍內（${min}–${max}）。`)
      .max(max, `${label}須在臺灣範圍內（${min}–${max}）。`)
      .nullable(),
  );

export const locationFields = z.object({
  name: plainText({ message: '請輸入據點名稱。' }).trim().min(1, '請輸入據點名稱。').max(60, '據點名稱最多 60 個字。'),
  class_id: boundedId('請選擇據點類型。'),
  category_ids: z
    .array(boundedId('服務項目不正確。'), { error: '服務項目須為清單。' })
    .max(20, '服務項目最多 20 項。')
    .refine((ids) => new Set(ids).size === ids.length, '服務項目重複。')
    .default([]),
  city: plainText({ message: '請選擇縣市。' }).trim(),
  town: plainText({ message: '請選擇鄉鎮市區。' }).trim(),
  zip_code: plainText({ message: '請輸入郵遞區號。' }).trim(),
  /** the street part: zip, city and town come from the fields above */
  address: plainText({ message: '請輸入地址。' }).trim().min(1, '請輸入地址。').max(120, '地址最多 120 個字。'),
  phone: plainText({ message: '請輸入電話。' }).trim().regex(STORE_PHONE, '電話格式不正確（例如 02-2720-1188）。'),
  hours: z
    .array(
      plainText({ message: '營業時間格式不正確。' })
        .trim()
        .min(1, '營業時間不可空白。')
        .max(60, '營業時間每行最多 60 個字。'),
      { error: '營業時間須為清單。' },
    )
    .max(MAX_HOURS_LINES, `營業時間最多 ${MAX_HOURS_LINES} 行。`)
    .default([]),
  /**
   * the store's picture: a content picture of `POST /api/staff/media` (left out: the picture stays
   * as it is; null: no picture), as an article's `image_media_id`
   */
  image_media_id: z.preprocess(blankToNull, boundedId(LOCATION_IMAGE_MESSAGE).nullable()).optional(),
  latitude: coordinate('緯度', TAIWAN_BOUNDS.lat).default(null),
  longitude: coordinate('經度', TAIWAN_BOUNDS.lng).default(null),
  sort: sortSchema,
});

export function refineCoordinates(value: z.output<typeof locationFields>, ctx: z.RefinementCtx) {
  if ((value.latitude === null) !== (value.longitude === null))
    ctx.addIssue({
      code: 'custom',
      path: [value.latitude === null ? 'latitude' : 'longitude'],
      message: '經緯度須一起填寫，或一起留空。',
    });
}

export const LocationInputSchema = locationFields.superRefine(refineAddress()).superRefine(refineCoordinates);
export type LocationInput = z.output<typeof LocationInputSchema>;
export const LocationUpdateSchema = locationFields
  .extend({ version: versionSchema })
  .superRefine(refineAddress())
  .superRefine(refineCoordinates);
export type LocationUpdate = z.output<typeof LocationUpdateSchema>;
