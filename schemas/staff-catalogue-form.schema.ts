import { z } from 'zod';
import { refineAddress } from './address.schema';
import { boundedId } from './id-param.schema';
import { UploadedMediaSchema } from './media.schema';
import { blankToNull, plainText } from './plain-text.schema';
import { MAX_SERIAL_PATTERN } from './serial-pattern';
import {
  DEFAULT_WARRANTY_MONTHS,
  locationFields,
  productModelFields,
  refineCoordinates,
  refineItems,
  type StaffLocation,
  type StaffProductModel,
} from './staff-catalogue.schema';

/**
 * The console's catalogue forms over the API's own fields (staff-catalogue.schema.ts): what a
 * form holds differs only where a control gives text (a select's id, hours one per line, a
 * coordinate typed in). Each form's output is the API's input.
 */

/**
 * The serial rule as the form checks it: text of at most the rule's length. Whether it is a safe
 * pattern is the server's one judgement (serial-pattern.ts): its 422 stands by the field.
 */
const codePatternText = z.preprocess(
  blankToNull,
  plainText({ message: '序號規則格式不正確。' })
    .trim()
    .max(MAX_SERIAL_PATTERN, `序號規則最多 ${MAX_SERIAL_PATTERN} 個字元。`)
    .nullable(),
);

/** A number typed in a text box: empty is the default, anything else must read as a number. */
const numberText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : Number(v.trim())), schema);

export const ProductModelFormSchema = productModelFields
  .extend({
    brand_id: boundedId('請選擇品牌。', { coerce: true }),
    code_pattern: codePatternText.default(null),
    care_interval_months: numberText(productModelFields.shape.care_interval_months),
    warranty_months: numberText(productModelFields.shape.warranty_months),
    sort: numberText(productModelFields.shape.sort),
  })
  .superRefine(refineItems);
export type ProductModelFormValues = z.input<typeof ProductModelFormSchema>;

export const productModelFormValues = (m: StaffProductModel | null): ProductModelFormValues =>
  m
    ? {
        brand_id: String(m.brand.id),
        subject: m.subject,
        is_verify_code: m.is_verify_code,
        code_pattern: m.code_pattern ?? '',
        code_hint: m.code_hint ?? '',
        is_deep_clean: m.is_deep_clean,
        care_interval_months: m.care_interval_months === null ? '' : String(m.care_interval_months),
        warranty_months: String(m.warranty_months),
        items: m.items.map((i) => ({ id: i.id, subject: i.subject })),
        sort: String(m.sort),
      }
    : {
        brand_id: '',
        subject: '',
        is_verify_code: false,
        code_pattern: '',
        code_hint: '',
        is_deep_clean: false,
        care_interval_months: '',
        warranty_months: String(DEFAULT_WARRANTY_MONTHS),
        items: [],
        sort: '0',
      };

/** Hours as typed, one line each; blank lines are nobody's hours. */
export const hoursLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const hoursText = z
  .string()
  .superRefine((text, ctx) => {
    const checked = locationFields.shape.hours.safeParse(hoursLines(text));
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
  })
  .transform(hoursLines);

const coordinateText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v), schema);

export const LocationFormSchema = locationFields
  .extend({
    class_id: boundedId('請選擇據點類型。', { coerce: true }),
    category_ids: z.array(z.string()).transform((ids) => ids.map(Number)),
    hours: hoursText,
    latitude: coordinateText(locationFields.shape.latitude),
    longitude: coordinateText(locationFields.shape.longitude),
    sort: numberText(locationFields.shape.sort),
    /** a new picture, uploaded as it is picked (POST /api/staff/media) */
    picture: z.array(UploadedMediaSchema).max(1).default([]),
    /** no picture at all from now on */
    remove_picture: z.boolean().default(false),
  })
  .omit({ image_media_id: true })
  .superRefine(refineAddress())
  .superRefine((value, ctx) => refineCoordinates(value as never, ctx as never));
export type LocationFormValues = z.input<typeof LocationFormSchema>;

/** The API's input from the form's: a new picture replaces the old, or it is dropped, or kept. */
export function locationInputOf({ picture, remove_picture, ...fields }: z.output<typeof LocationFormSchema>) {
  const [upload] = picture;
  const image_media_id = upload ? upload.id : remove_picture ? null : undefined;
  return image_media_id === undefined ? fields : { ...fields, image_media_id };
}

export const locationFormValues = (l: StaffLocation | null): LocationFormValues =>
  l
    ? {
        name: l.name,
        class_id: String(l.class.id),
        category_ids: l.categories.map((c) => String(c.id)),
        city: l.city.name,
        town: l.town.name,
        zip_code: l.zip_code,
        address: l.address,
        phone: l.phone,
        hours: l.hours.join('\n'),
        latitude: l.latitude === null ? '' : String(l.latitude),
        longitude: l.longitude === null ? '' : String(l.longitude),
        sort: String(l.sort),
        picture: [],
        remove_picture: false,
      }
    : {
        name: '',
        class_id: '',
        category_ids: [],
        city: '',
        town: '',
        zip_code: '',
        address: '',
        phone: '',
        hours: '',
        latitude: '',
        longitude: '',
        sort: '0',
        picture: [],
        remove_picture: false,
      };
