import { z } from 'zod';
import { HOME_BLOCK_KEYS } from './home.schema';
import { boundedId } from './id-param.schema';
import { blankToNull, plainText } from './plain-text.schema';
import { PublicationFieldsSchema, PublicationStateSchema, versionSchema } from './publication.schema';
import {
  contentLink,
  pictureAlt,
  pictureMediaId,
  STAFF_PICTURE_MESSAGES,
  StaffPictureSchema,
} from './staff-picture.schema';

/**
 * The console's home page (issue 24): the carousels' banners (SPEC §3 pc_banner, mobile_banner),
 * published like content, and the five fixed text blocks (SPEC §3 infos). Every save names the
 * version it started from (a stale one is refused with 409 and the record as it is now).
 */

export const BANNER_DEVICES = ['pc', 'mobile'] as const;
export type BannerDevice = (typeof BANNER_DEVICES)[number];
export const BannerDeviceSchema = z.enum(BANNER_DEVICES, { error: '請選擇電腦版或手機版。' });
export const MAX_BANNERS_PER_DEVICE = 20;

export const HOME_TEXT_MAX = { subject: 100, subtitle: 100, content: 2000, linkText: 30 } as const;

const subject = (label: string, max: number) =>
  plainText({ error: `請輸入${label}。` })
    .trim()
    .min(1, `請輸入${label}。`)
    .max(max, `${label}最多 ${max} 個字。`);
const optional = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    plainText({ error: `${label}格式不正確。` })
      .trim()
      .max(max, `${label}最多 ${max} 個字。`)
      .nullable(),
  );

// ---- banners ----

export const StaffHomeBannerQuery = z.object({
  device: z.preprocess(blankToNull, BannerDeviceSchema.nullable()).optional(),
  status: z.preprocess(blankToNull, PublicationStateSchema.nullable()).optional(),
});
export type StaffHomeBannerQuery = z.output<typeof StaffHomeBannerQuery>;

export const StaffHomeBannerSchema = z.object({
  id: z.number().int(),
  device: BannerDeviceSchema,
  subject: z.string(),
  image: StaffPictureSchema,
  link: z.string().nullable(),
  sort: z.number().int(),
  ...PublicationFieldsSchema.shape,
});
export type StaffHomeBanner = z.infer<typeof StaffHomeBannerSchema>;

const bannerFields = {
  subject: subject('標題', HOME_TEXT_MAX.subject),
  link: contentLink.default(null),
  image_alt: pictureAlt.refine((alt) => alt !== null, STAFF_PICTURE_MESSAGES.alt),
};

/** `POST /api/staff/home-banners`: a new banner, a draft until published, last in its carousel. */
export const HomeBannerInputSchema = z.object({
  device: BannerDeviceSchema,
  ...bannerFields,
  image_media_id: pictureMediaId.refine((id) => id !== null, STAFF_PICTURE_MESSAGES.mediaRequired),
});
export type HomeBannerInput = z.output<typeof HomeBannerInputSchema>;
export type HomeBannerFormValues = z.input<typeof HomeBannerInputSchema>;

/** `PUT /api/staff/home-banners/{id}`: its texts; a new picture when `image_media_id` is given. */
export const HomeBannerUpdateSchema = z.object({
  ...bannerFields,
  image_media_id: pictureMediaId.optional(),
  version: versionSchema,
});
export type HomeBannerUpdate = z.output<typeof HomeBannerUpdateSchema>;

/** `PUT /api/staff/home-banners/order`: one carousel's banners, every one of them, in their new order. */
export const HomeBannerOrderSchema = z.object({
  device: BannerDeviceSchema,
  ids: z
    .array(boundedId('橫幅編號不正確。'), { error: '請提供橫幅的順序。' })
    .min(1, '請提供橫幅的順序。')
    .max(200, '橫幅太多。')
    .refine((ids) => new Set(ids).size === ids.length, '橫幅重複。'),
});
export type HomeBannerOrder = z.output<typeof HomeBannerOrderSchema>;

// ---- the five blocks ----

export const HomeBlockKeySchema = z.enum(HOME_BLOCK_KEYS, { error: '找不到此首頁區塊。' });
export const HomeBlockKeyParam = z.object({ key: HomeBlockKeySchema });

export const StaffHomeBlockSchema = z.object({
  key: HomeBlockKeySchema,
  subject: z.string(),
  subtitle: z.string().nullable(),
  content: z.string(),
  image: StaffPictureSchema.nullable(),
  link: z.string().nullable(),
  link_text: z.string().nullable(),
  version: z.number(),
  updated_at: z.string(),
});
export type StaffHomeBlock = z.infer<typeof StaffHomeBlockSchema>;

/**
 * A block's or a section's texts and picture. `image_media_id`: left out, the picture stays;
 * null, no picture; an id, that content picture. A picture needs its `image_alt`.
 */
export const blockFields = {
  subject: subject('標題', HOME_TEXT_MAX.subject),
  subtitle: optional('副標題', HOME_TEXT_MAX.subtitle).default(null),
  content: plainText({ error: '內容格式不正確。' }, { multiline: true })
    .trim()
    .max(HOME_TEXT_MAX.content, `內容最多 ${HOME_TEXT_MAX.content} 個字。`)
    .default(''),
  image_media_id: pictureMediaId.optional(),
  image_alt: pictureAlt.default(null),
  link: contentLink.default(null),
  link_text: optional('連結文字', HOME_TEXT_MAX.linkText).default(null),
};

/** `PUT /api/staff/home-blocks/{key}` */
export const HomeBlockUpdateSchema = z.object({ ...blockFields, version: versionSchema });
export type HomeBlockUpdate = z.output<typeof HomeBlockUpdateSchema>;
export type HomeBlockFormValues = z.input<typeof HomeBlockUpdateSchema>;
