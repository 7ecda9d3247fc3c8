import { z } from 'zod';
import { refineAddress } from './address.schema';
import { dateStringSchema } from './date-string.schema';
import { mobileSchema, personNameSchema } from './person-fields.schema';
import { blankToNull, optionalText, plainText } from './plain-text.schema';
import { GENDERS } from './profile.schema';
import { taipeiToday } from './taipei-date';

/** Today in Taiwan as YYYY-MM-DD (en-CA formats dates that way). */

/**
 * `POST /api/user/profile` and the /member/edit form: name and mobile are required; every other field may be left out
 * (kept as it is) or sent empty (cleared).
 */
export const ProfileUpdateSchema = z
  .object({
    name: personNameSchema,
    mobile: mobileSchema,
    gender: z.preprocess(blankToNull, z.enum(GENDERS, { message: '請選擇性別。' }).nullable()).optional(),
    birthday: z
      .preprocess(
        blankToNull,
        dateStringSchema
          .refine((d) => d >= '1900-01-01', '生日不可早於 1900 年。')
          .refine((d) => d <= taipeiToday(), '生日不可晚於今天。')
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
  })
  // a town outside its city or a zip of another town is refused; an address sent all empty clears it
  .superRefine(refineAddress('', { optional: true }));
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
