import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { ContactOthersSchema } from './contact.schema';
import { boundedId } from './id-param.schema';
import { pageQuery } from './page-query.schema';
import { optionalText, plainText } from './plain-text.schema';

/** A contact message's place in the staff inbox (server/db/tables/contact-message.table.ts). */
export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const CONTACT_MESSAGE_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  new: '未回覆',
  answered: '已回覆',
  closed: '已結案',
};

/** One message as the inbox lists it. */
export const InboxMessageRowSchema = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type InboxMessageRow = z.infer<typeof InboxMessageRowSchema>;

/** One message with everything the sender wrote and staff's answer, kept with it. */
export const InboxMessageSchema = InboxMessageRowSchema.extend({
  phone: z.string(),
  content: z.string(),
  others: ContactOthersSchema,
  /** the purchase channel's name, when the message names one */
  channel_name: z.string().nullable(),
  member_id: z.number().int().nullable(),
  answer: z.string().nullable(),
  answered_by_email: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;
export const InboxMessageResponse = dataEnvelope(InboxMessageSchema);
export const InboxMessagePageResponse = pagedEnvelope(InboxMessageRowSchema);

export const INBOX_PER_PAGE = 50;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/staff/inbox`: newest first, by status, class and part of the name or address. */
export const InboxQuerySchema = pageQuery({ defaultPerPage: INBOX_PER_PAGE, maxPerPage: 200 }).extend({
  status: z.preprocess(blankToUndefined, z.enum(CONTACT_MESSAGE_STATUSES, { error: '狀態不正確。' }).optional()),
  class_id: z.preprocess(blankToUndefined, boundedId('聯絡類別不正確。', { coerce: true }).optional()),
  q: optionalText(254, '姓名或 Email').optional(),
});
export type InboxQuery = z.output<typeof InboxQuerySchema>;

export const INBOX_ANSWER_MAX = 4000;

/** `POST /api/staff/inbox/{id}/answer`: staff's answer, mailed to the sender from the site. */
export const InboxAnswerSchema = z.object({
  answer: plainText({ error: '請輸入回覆內容。' }, { multiline: true })
    .trim()
    .min(1, '請輸入回覆內容。')
    .max(INBOX_ANSWER_MAX, `回覆內容最多 ${INBOX_ANSWER_MAX} 個字。`),
});
export type InboxAnswer = z.output<typeof InboxAnswerSchema>;

/**
 * What staff may do with a message now, as the inbox's service allows it (staff-inbox.service.ts):
 * one answer while it is open and unanswered, closing an open one, opening a closed one again.
 */
export function inboxMoves(message: Pick<InboxMessage, 'status' | 'answer'>): ('answer' | 'close' | 'reopen')[] {
  if (message.status === 'closed') return ['reopen'];
  return message.answer === null ? ['answer', 'close'] : ['close'];
}

/** `POST /api/staff/inbox/{id}/status`: closed without an answer (or opened again). */
export const InboxStatusSchema = z.object({
  status: z.enum(['new', 'closed'], { error: '請選擇狀態。' }),
});
export type InboxStatusChange = z.output<typeof InboxStatusSchema>;
