import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import { dateStringSchema } from './date-string.schema';
import { mobileSchema, personNameSchema } from './person-fields.schema';
import { plainText } from './plain-text.schema';

/** The member profile: `GET /api/user/profile` answers it, the /member/edit form edits it. */

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: '男', female: '女', other: '不透露' };

export const ProfileSchema = z.object({
  outer_id: z.string(),
  name: z.string(),
  /** the sign-in address, managed by the sign-in service: shown, not edited here */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** YYYY-MM-DD */
  birthday: z.string().nullable(),
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  town: z.string().nullable(),
  address: z.string().nullable(),
  subscribe: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = dataEnvelope(ProfileSchema);

/** Today in Taiwan as YYYY-MM-DD (en-CA formats dates that way). */
const todayInTaipei = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());

/** A form's empty field arrives as '' (or null): it clears the value. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToNull,
    plainText({ message: `${label}格式不正確。` })
      .trim()
      .max(max, `${label}最多 ${max} 個字。`)
      .nullable(),
  );

/**
 * `POST /api/user/profile`: name and mobile are required; every other field may be left out
 * (kept as it is) or sent empty (cleared).
 */
export const ProfileUpdateSchema = z.object({
  name: personNameSchema,
  mobile: mobileSchema,
  gender: z.preprocess(blankToNull, z.enum(GENDERS, { message: '請選擇性別。' }).nullable()).optional(),
  birthday: z
    .preprocess(
      blankToNull,
      dateStringSchema
        .refine((d) => d >= '1900-01-01', '生日不可早於 1900 年。')
        .refine((d) => d <= todayInTaipei(), '生日不可晚於今天。')
        .nullable(),
    )
    .optional(),
  zip_code: z
    .preprocess(
      blankToNull,
      plainText()
        .trim()
        .regex(/^\d{3}(?:\d{2,3})?$/, '郵遞區號為 3、5 或 6 碼數字。')
        .nullable(),
    )
    .optional(),
  city: optionalText(10, '縣市').optional(),
  town: optionalText(10, '鄉鎮市區').optional(),
  address: optionalText(200, '地址').optional(),
  subscribe: z.boolean({ message: '請選擇是否訂閱電子報。' }).optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
