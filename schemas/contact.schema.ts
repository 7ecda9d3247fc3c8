import { z } from 'zod';
import { refineAddress } from './address.schema';
import { dataEnvelope } from './api-envelope.schema';
import { mergeSteps } from './flow-steps';
import { boundedId } from './id-param.schema';
import { emailSchema, mobileSchema, personNameSchema } from './person-fields.schema';
import { blankToNull, optionalText, plainText } from './plain-text.schema';

/**
 * SPEC §3 contact form: name, email, phone, class_id (default 1), google_recaptcha_token, content,
 * others (company_name, brand_name, brands[], item_name, category, city, town, zip_code, address,
 * order_number, channel_id, gift_event_name, time). Two steps own data: the message (step 1,
 * `section1`) and the confirmation with the captcha (step 2); step 3 only says it was sent.
 */

export const DEFAULT_CONTACT_CLASS = 1;
export const CONTACT_CONTENT_MAX = 1000;

export const CONTACT_OTHER_FIELDS = [
  'company_name',
  'brand_name',
  'brands',
  'item_name',
  'category',
  'city',
  'town',
  'zip_code',
  'address',
  'order_number',
  'channel_id',
  'gift_event_name',
  'time',
] as const;
export type ContactOtherField = (typeof CONTACT_OTHER_FIELDS)[number];

export const CONTACT_OTHER_LABELS: Record<ContactOtherField, string> = {
  company_name: '公司名稱',
  brand_name: '品牌',
  brands: '合作品牌',
  item_name: '商品名稱',
  category: '商品類別',
  city: '縣市',
  town: '鄉鎮市區',
  zip_code: '郵遞區號',
  address: '地址',
  order_number: '訂單編號',
  channel_id: '購買通路',
  gift_event_name: '活動名稱',
  time: '方便聯絡時段',
};

/** The extra fields each contact class asks for (class ids are the seeded ones, SPEC default 1). */
export interface ContactClassFields {
  required: readonly ContactOtherField[];
  optional: readonly ContactOtherField[];
}
const ADDRESS_FIELDS = ['city', 'town', 'zip_code', 'address'] as const;
export const CONTACT_CLASS_FIELDS: Readonly<Record<number, ContactClassFields>> = {
  // 商品諮詢
  1: { required: ['brand_name'], optional: ['item_name', 'category'] },
  // 維修與保固: where the product is picked up
  2: { required: ['brand_name', 'item_name', ...ADDRESS_FIELDS], optional: ['order_number', 'channel_id'] },
  // 活動報名
  3: { required: ['gift_event_name'], optional: ['time'] },
  // 會員服務
  4: { required: [], optional: ['order_number', 'time'] },
  // 企業合作
  5: { required: ['company_name'], optional: ['brands'] },
  // 其他
  6: { required: [], optional: [] },
};
const NO_FIELDS: ContactClassFields = { required: [], optional: [] };
export const fieldsOfClass = (classId: number): ContactClassFields => CONTACT_CLASS_FIELDS[classId] ?? NO_FIELDS;

/** The time choices offered for `time`. */
export const CONTACT_TIMES = [
  '平日上午（09:00–12:00）',
  '平日下午（13:00–18:00）',
  '平日晚上（18:00–21:00）',
  '皆可',
] as const;

const ORDER_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

export const ContactOthersSchema = z.object({
  company_name: optionalText(100, '公司名稱'),
  brand_name: optionalText(50, '品牌'),
  brands: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : v),
    z.array(plainText().trim().min(1).max(50, '品牌名稱最多 50 個字。')).max(20, '最多選擇 20 個品牌。'),
  ),
  item_name: optionalText(100, '商品名稱'),
  category: optionalText(50, '商品類別'),
  city: optionalText(10, '縣市'),
  town: optionalText(10, '鄉鎮市區'),
  zip_code: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{3}$/, '郵遞區號為 3 碼數字。')
      .nullable(),
  ),
  address: optionalText(200, '地址'),
  order_number: z.preprocess(
    blankToNull,
    z
      .string({ message: '訂單編號格式不正確。' })
      .trim()
      .regex(ORDER_NUMBER, '訂單編號為 4–40 碼英數字或連字號。')
      .nullable(),
  ),
  channel_id: z.preprocess(blankToNull, boundedId('請選擇購買通路。', { coerce: true }).nullable()),
  gift_event_name: optionalText(100, '活動名稱'),
  time: optionalText(50, '方便聯絡時段'),
});
export type ContactOthers = z.output<typeof ContactOthersSchema>;

/** Every extra field empty, as a form starts (a class shows only its own). */
export const EMPTY_CONTACT_OTHERS = {
  company_name: '',
  brand_name: '',
  brands: [] as string[],
  item_name: '',
  category: '',
  city: '',
  town: '',
  zip_code: '',
  address: '',
  order_number: '',
  channel_id: '',
  gift_event_name: '',
  time: '',
} satisfies Record<ContactOtherField, unknown>;

const isEmpty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);
/** Fields the member picks rather than types: their messages ask to choose. */
const PICKED_FROM_A_LIST = new Set<ContactOtherField>(['city', 'town', 'channel_id', 'brands', 'brand_name', 'time']);
const requiredMessage = (field: ContactOtherField) =>
  PICKED_FROM_A_LIST.has(field) ? `請選擇${CONTACT_OTHER_LABELS[field]}。` : `請輸入${CONTACT_OTHER_LABELS[field]}。`;

/** Step 1 (`section1`): who writes, about what, and the extra fields of the chosen class. */
export const ContactMessageStep = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    phone: mobileSchema,
    class_id: boundedId('請選擇聯絡類別。', { coerce: true }).default(DEFAULT_CONTACT_CLASS),
    content: plainText({ message: '請輸入留言內容。' }, { multiline: true })
      .trim()
      .min(1, '請輸入留言內容。')
      .max(CONTACT_CONTENT_MAX, `留言內容最多 ${CONTACT_CONTENT_MAX} 個字。`),
    others: ContactOthersSchema.default(ContactOthersSchema.parse({})),
  })
  .superRefine((value, ctx) => {
    const { required, optional } = fieldsOfClass(value.class_id);
    for (const field of required) {
      if (isEmpty(value.others[field]))
        ctx.addIssue({ code: 'custom', path: ['others', field], message: requiredMessage(field) });
    }
    // a town of the chosen city, and its zip code (the post office's list)
    if (required.includes('city')) refineAddress('others.')(value, ctx);
    // a field the class does not ask for is not sent on (it was typed under another class)
    const asked = new Set<string>([...required, ...optional]);
    for (const field of CONTACT_OTHER_FIELDS) {
      if (!asked.has(field) && !isEmpty(value.others[field])) {
        ctx.addIssue({
          code: 'custom',
          path: ['others', field],
          message: `此聯絡類別不需填寫${CONTACT_OTHER_LABELS[field]}。`,
        });
      }
    }
  });
export type ContactMessage = z.output<typeof ContactMessageStep>;
export type ContactMessageInput = z.input<typeof ContactMessageStep>;

/** Step 2: the review, sent with the site's captcha (its solution travels in the SPEC's field). */
export const ContactConfirmStep = z.object({
  google_recaptcha_token: plainText({ message: '請完成驗證。' })
    .trim()
    .min(1, '請完成驗證。')
    .max(8192, '驗證資料不正確。'),
});

export const CONTACT_STEPS = { message: ContactMessageStep, confirm: ContactConfirmStep } as const;
export type ContactSteps = typeof CONTACT_STEPS;

/** `POST /api/contact`: both steps merged (the form, the machine and the server share them). */
export const ContactSubmissionSchema = mergeSteps(CONTACT_STEPS);
export type ContactSubmission = z.output<typeof ContactSubmissionSchema>;

export const ContactReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;
export const ContactReceiptResponse = dataEnvelope(ContactReceiptSchema);
