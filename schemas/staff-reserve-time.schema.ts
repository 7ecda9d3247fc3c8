import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import { dateStringSchema } from './date-string.schema';
import { idValue } from './id-param.schema';
import { plainText } from './plain-text.schema';
import { RepairStatusSchema } from './repair-status.schema';
import { ReserveStoreSchema } from './reserve-time.schema';

/** `HH:mm` on the 24-hour clock, Taipei time (as the member's form shows slots). */
export const slotTimeSchema = z
  .string({ error: '請輸入時間。' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '時間格式為 HH:mm（例如 10:30）。');

export const slotCapacitySchema = z.coerce
  .number({ error: '名額必須是數字。' })
  .int('名額必須是整數。')
  .min(1, '名額最少 1 位。')
  .max(50, '名額最多 50 位。');

/** `GET /api/staff/reserve-times?store_id=&from=&to=`: a store's slots (closed ones too) over some days. */
export const StaffReserveTimesQuerySchema = z
  .object({
    store_id: idValue('門市編號'),
    from: dateStringSchema,
    to: dateStringSchema,
  })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: '結束日期不可早於開始日期。' });
    // a quarter at most: one screen's worth, never a table scan
    else if (Date.parse(q.to) - Date.parse(q.from) > 92 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: '一次最多查看 92 天。' });
  });
export type StaffReserveTimesQuery = z.output<typeof StaffReserveTimesQuerySchema>;

/** A booking of a slot as staff see it: the repair, who, and where it is in its life cycle. */
export const SlotBookingSchema = z.object({
  repair_id: z.number().int(),
  member_name: z.string(),
  phone: z.string(),
  status: RepairStatusSchema,
});
export type SlotBooking = z.infer<typeof SlotBookingSchema>;

export const StaffReserveTimeSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  date: z.string(),
  time: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  closed: z.boolean(),
  bookings: z.array(SlotBookingSchema),
});
export type StaffReserveTime = z.infer<typeof StaffReserveTimeSchema>;
export const StaffReserveTimesResponse = dataEnvelope(z.array(StaffReserveTimeSchema));
export const StaffReserveTimeResponse = dataEnvelope(StaffReserveTimeSchema);
export const StaffReserveStoresResponse = dataEnvelope(z.array(ReserveStoreSchema));

/** `POST /api/staff/reserve-times`: open times of one day at a store, each with the capacity given. */
export const ReserveTimesOpenSchema = z.object({
  store_id: idValue('門市編號'),
  date: dateStringSchema,
  times: z
    .array(slotTimeSchema, { error: '請至少輸入一個時間。' })
    .min(1, '請至少輸入一個時間。')
    .max(24, '一天最多 24 個時段。')
    .refine((times) => new Set(times).size === times.length, '時間不可重複。'),
  capacity: slotCapacitySchema,
});
export type ReserveTimesOpen = z.output<typeof ReserveTimesOpenSchema>;

/** `PUT /api/staff/reserve-times/{id}`: a slot's capacity (never below what is booked). */
export const ReserveTimeCapacitySchema = z.object({ capacity: slotCapacitySchema });

/**
 * `POST /api/staff/reserve-times/close`: close a store's whole day (a holiday) or one of its times.
 * Its bookings are cancelled and their members mailed `message` (required once someone booked).
 */
export const ReserveTimesCloseSchema = z.object({
  store_id: idValue('門市編號'),
  date: dateStringSchema,
  time: z.preprocess((v) => (v === '' || v === null ? undefined : v), slotTimeSchema.optional()),
  message: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    plainText({ message: '通知內容格式不正確。' }, { multiline: true })
      .trim()
      .max(500, '通知內容最多 500 個字。')
      .optional(),
  ),
});
export type ReserveTimesClose = z.output<typeof ReserveTimesCloseSchema>;

/** What a closing did: the slots closed, and the bookings cancelled (each member mailed). */
export const ReserveTimesClosedSchema = z.object({ closed: z.number().int(), cancelled: z.number().int() });
export const ReserveTimesClosedResponse = dataEnvelope(ReserveTimesClosedSchema);

export const CLOSE_MESSAGE_REQUIRED = '已有會員預約，請填寫要通知預約會員的內容。';
