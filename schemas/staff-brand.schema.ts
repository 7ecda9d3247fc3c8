import { z } from 'zod';
import { BRAND_SERVICE_TYPES, BrandServiceTypeSchema } from './brand.schema';
import { boundedId } from './id-param.schema';
import { pageQuery } from './page-query.schema';
import { blankToNull, optionalText, plainText } from './plain-text.schema';
import { versionSchema } from './publication.schema';

/**
 * The console's brands (issue 24): the brands the company imports, as the service and FAQ selects
 * list them. A brand's public story is its articleBrand article (the articles console edits it).
 * Every save names the version it started from (a stale one is 409 with the brand as it is now).
 */

export const STAFF_BRANDS_PER_PAGE = 50;

export const STAFF_BRAND_MESSAGES = {
  name: '請輸入品牌名稱。',
  nameTooLong: '品牌名稱最多 60 個字。',
  nameEn: '請輸入英文名稱。',
  nameEnTooLong: '英文名稱最多 60 個字。',
  country: '請輸入國家。',
  countryTooLong: '國家最多 30 個字。',
  logoMedia: '找不到上傳的標誌圖片，請重新上傳。',
  serviceTypes: '請選擇正確的服務類型。',
  serviceTypesRepeated: '服務類型重複。',
  sort: '排序須為 0 到 9999 的整數。',
} as const;

export const StaffBrandQuerySchema = pageQuery({ defaultPerPage: STAFF_BRANDS_PER_PAGE, maxPerPage: 200 }).extend({
  /** part of the name or English name, any case */
  q: optionalText(60, '關鍵字').optional(),
});
export type StaffBrandQuery = z.output<typeof StaffBrandQuerySchema>;

export const StaffBrandLogoSchema = z.object({ link: z.string(), width: z.number(), height: z.number() });

/** One brand as the console edits it (and lists it). */
export const StaffBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  country: z.string(),
  logo: StaffBrandLogoSchema.nullable(),
  service_types: z.array(BrandServiceTypeSchema),
  sort: z.number().int(),
  version: z.number(),
  updated_at: z.string(),
});
export type StaffBrand = z.infer<typeof StaffBrandSchema>;

const line = (required: string, tooLong: string, max: number) =>
  plainText({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * `POST /api/staff/brands` and, with `version`, `PUT /api/staff/brands/{id}`. `logo_media_id` is a
 * content picture of `POST /api/staff/media` (left out: the logo stays as it is; null: no logo).
 */
export const StaffBrandInputSchema = z.object({
  name: line(STAFF_BRAND_MESSAGES.name, STAFF_BRAND_MESSAGES.nameTooLong, 60),
  name_en: line(STAFF_BRAND_MESSAGES.nameEn, STAFF_BRAND_MESSAGES.nameEnTooLong, 60),
  country: line(STAFF_BRAND_MESSAGES.country, STAFF_BRAND_MESSAGES.countryTooLong, 30),
  logo_media_id: z.preprocess(blankToNull, boundedId(STAFF_BRAND_MESSAGES.logoMedia).nullable()).optional(),
  service_types: z
    .array(z.enum(BRAND_SERVICE_TYPES, { error: STAFF_BRAND_MESSAGES.serviceTypes }), {
      error: STAFF_BRAND_MESSAGES.serviceTypes,
    })
    .refine((types) => new Set(types).size === types.length, { error: STAFF_BRAND_MESSAGES.serviceTypesRepeated })
    .default([]),
  sort: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v)) : v),
    z
      .number({ error: STAFF_BRAND_MESSAGES.sort })
      .int(STAFF_BRAND_MESSAGES.sort)
      .min(0, STAFF_BRAND_MESSAGES.sort)
      .max(9999, STAFF_BRAND_MESSAGES.sort)
      .default(0),
  ),
});
export type StaffBrandInput = z.output<typeof StaffBrandInputSchema>;
export type StaffBrandFormValues = z.input<typeof StaffBrandInputSchema>;

export const StaffBrandUpdateSchema = StaffBrandInputSchema.extend({ version: versionSchema });
export type StaffBrandUpdate = z.output<typeof StaffBrandUpdateSchema>;

export const StaffBrandConflictSchema = z.object({
  message: z.string(),
  errors: z.object({ version: z.array(z.string()) }),
  current: StaffBrandSchema,
});
