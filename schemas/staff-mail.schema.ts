import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { pageQuery } from './page-query.schema';
import { optionalText } from './plain-text.schema';

/** A mail's state in the outbox (server/db/tables/member-mail.table.ts). */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: '待寄出',
  sent: '已寄出',
  failed: '寄送失敗',
};

/**
 * One outbox mail as the console's mail screen shows it. A template mail (an order's) is made
 * when it is sent: until then `to` and `subject` are null and its key and template name say what
 * it is about.
 */
export const StaffMailSchema = z.object({
  id: z.number(),
  key: z.string(),
  template: z.string().nullable(),
  to: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type StaffMail = z.infer<typeof StaffMailSchema>;
export const StaffMailPageResponse = pagedEnvelope(StaffMailSchema);
export const StaffMailResponse = dataEnvelope(StaffMailSchema);

export const MAILS_PER_PAGE = 50;

/** Empty query fields mean "all": `?status=` lists every mail. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/staff/mails`: newest first, by state and by part of the address or the key. */
export const StaffMailQuerySchema = pageQuery({ defaultPerPage: MAILS_PER_PAGE, maxPerPage: 200 }).extend({
  status: z.preprocess(blankToUndefined, z.enum(MAIL_STATUSES, { error: '狀態不正確。' }).optional()),
  q: optionalText(254, '收件人或代碼').optional(),
});
export type StaffMailQuery = z.output<typeof StaffMailQuerySchema>;
