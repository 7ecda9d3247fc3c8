import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import { TICKET_CODE_MAX_LENGTH } from './ticket-code';

/**
 * Door check-in (issue 27 item 5; STAFF.md "Check-in at the door"). What a scan decides, in the
 * words staff read on the phone: the server and the phone (offline) answer with the same five.
 */
export const CHECKIN_VERDICTS = ['admitted', 'already', 'wrong_session', 'refunded', 'invalid'] as const;
export type CheckinVerdict = (typeof CHECKIN_VERDICTS)[number];

export const CHECKIN_VERDICT_LABELS: Record<CheckinVerdict, string> = {
  admitted: '可入場',
  already: '已入場',
  wrong_session: '不是這個場次',
  refunded: '已退款',
  invalid: '無效票券',
};

/** A registration number as printed on the ticket (event-order.service.ts makes them). */
export const REGISTRATION_NUMBER = /^R[0-9A-F]{5,40}$/;

/** Whether what was scanned or typed is a registration number rather than a signed code. */
export const isRegistrationNumber = (text: string) => REGISTRATION_NUMBER.test(text.trim().toUpperCase());

const scanId = z.string({ error: '請提供掃描編號。' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '掃描編號不正確。');
const device = z
  .string({ error: '請提供裝置名稱。' })
  .trim()
  .min(1, '請提供裝置名稱。')
  .max(40, '裝置名稱最多 40 字。');
const ticket = z
  .string({ error: '請掃描票券或輸入報名編號。' })
  .trim()
  .min(1, '請掃描票券或輸入報名編號。')
  .max(TICKET_CODE_MAX_LENGTH, '這不是本站的票券或報名編號。');

/** `POST /api/staff/checkin/sessions/{id}/scans`: one scan, answered at once. */
export const CheckinScanRequest = z.object({ scan_id: scanId, ticket, device });
export type CheckinScanRequest = z.infer<typeof CheckinScanRequest>;

/** `POST /api/staff/checkin/sessions/{id}/sync`: the admissions a phone decided without the server. */
export const CheckinSyncRequest = z.object({
  device,
  scans: z
    .array(
      z.object({
        scan_id: scanId,
        ticket,
        scanned_at: z.iso.datetime({ offset: true, error: '掃描時間不正確。' }),
      }),
      { error: '請提供掃描紀錄。' },
    )
    .min(1, '請提供掃描紀錄。')
    .max(500, '一次最多上傳 500 筆掃描。'),
});
export type CheckinSyncRequest = z.infer<typeof CheckinSyncRequest>;

/** The admission that came first: when and on which phone. */
export const CheckinFirstSchema = z.object({ at: z.string(), device: z.string() });
export type CheckinFirst = z.infer<typeof CheckinFirstSchema>;

export const CheckinAnswerSchema = z.object({
  scan_id: z.string(),
  verdict: z.enum(CHECKIN_VERDICTS),
  registration_number: z.string().nullable(),
  holder: z.string().nullable(),
  ticket_name: z.string().nullable(),
  /** `already`: the first admission */
  first: CheckinFirstSchema.nullable(),
});
export type CheckinAnswer = z.infer<typeof CheckinAnswerSchema>;
export const CheckinAnswerResponse = dataEnvelope(CheckinAnswerSchema);

export const CheckinCountsSchema = z.object({
  /** the session's paid tickets */
  tickets: z.number(),
  checked_in: z.number(),
  conflicts: z.number(),
});
export type CheckinCounts = z.infer<typeof CheckinCountsSchema>;

/** One session on the chooser, with its counts. */
export const CheckinSessionSchema = z.object({
  id: z.number(),
  event_subject: z.string(),
  subject: z.string(),
  started_at: z.string(),
  place_name: z.string(),
  counts: CheckinCountsSchema,
});
export type CheckinSession = z.infer<typeof CheckinSessionSchema>;
export const CheckinSessionsResponse = dataEnvelope(z.array(CheckinSessionSchema));

/** A ticket of the session as the phone keeps it (no phone number, no email). */
export const CheckinTicketSchema = z.object({
  registration_number: z.string(),
  holder: z.string(),
  ticket_name: z.string(),
  status: z.enum(['paid', 'refunded']),
  first: CheckinFirstSchema.nullable(),
});
export type CheckinTicket = z.infer<typeof CheckinTicketSchema>;

/** An offline admission the server refused on upload. */
export const CheckinConflictSchema = z.object({
  scan_id: z.string(),
  registration_number: z.string(),
  holder: z.string().nullable(),
  device: z.string(),
  scanned_at: z.string(),
  reason: z.enum(['already', 'refunded', 'wrong_session', 'invalid']),
  first: CheckinFirstSchema.nullable(),
});
export type CheckinConflict = z.infer<typeof CheckinConflictSchema>;

/** `GET /api/staff/checkin/sessions/{id}`: what the phone keeps to decide alone. */
export const CheckinListSchema = z.object({
  session: CheckinSessionSchema,
  tickets: z.array(CheckinTicketSchema),
  conflicts: z.array(CheckinConflictSchema),
  /** the published ticket keys (public only): a signed code is checked on the phone */
  keys: z.array(z.record(z.string(), z.unknown())),
  fetched_at: z.string(),
});
export type CheckinList = z.infer<typeof CheckinListSchema>;
export const CheckinListResponse = dataEnvelope(CheckinListSchema);

/** What the upload did with each scan: counted, already counted (a repeat), or a conflict. */
export const CheckinSyncResultSchema = z.object({
  results: z.array(
    z.object({
      scan_id: z.string(),
      outcome: z.enum(['admitted', 'repeat', 'conflict']),
      verdict: z.enum(CHECKIN_VERDICTS),
    }),
  ),
  counts: CheckinCountsSchema,
  conflicts: z.array(CheckinConflictSchema),
});
export type CheckinSyncResult = z.infer<typeof CheckinSyncResultSchema>;
export const CheckinSyncResponse = dataEnvelope(CheckinSyncResultSchema);
