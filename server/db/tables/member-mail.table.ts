import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

export type MemberMailStatus = 'queued' | 'sent' | 'failed';

/** A mail whose text is made when it is sent, from the record it is about (server/mail/mail-templates.ts). */
export interface MailTemplateRef {
  template: string;
  data: Record<string, unknown>;
}

/**
 * The outbox: every mail the site sends about a record, written in the same transaction as the
 * record (server/mail/mail-outbox.ts) and delivered by the job queue's `mail` worker. The key
 * names what the mail is about (`contact:12:ack`, `order:…:paid`), so a record mails each of its
 * mails once, however many servers and retries there are. A mail is written whole when queued
 * (a contact message's), or named by a template and made when it is sent (an order's, whose
 * tickets are signed then): then its address, subject and text are filled in as it goes out.
 */
export const memberMails = pgTable(
  'member_mails',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    template: jsonb('template').$type<MailTemplateRef>(),
    toAddress: text('to_address'),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').$type<MemberMailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('member_mails_status_idx').on(t.status, t.createdAt)],
);
