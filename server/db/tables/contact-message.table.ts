import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ContactOthers } from '../../../schemas/contact.schema';
import { CONTACT_MESSAGE_STATUSES } from '../../../schemas/staff-inbox.schema';
import { timestamptz } from '../columns';
import { contactClasses } from './contact-class.table';
import { members } from './member.table';

/** A message sent through /contact: stored only together with its two mails (contact.service.ts). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => contactClasses.id),
    /** the member who wrote it, when signed in; guests write too */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    others: jsonb('others').$type<ContactOthers>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** the staff inbox (issue 28): new until answered or closed */
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    /** the Message-ID of the acknowledgement the sender received: staff's answer is threaded to it */
    mailMessageId: text('mail_message_id'),
    /** staff's answer, kept with the message, as it was mailed */
    answer: text('answer'),
    answeredAt: timestamptz('answered_at'),
    answeredBy: integer('answered_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_member_idx').on(t.memberId),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    check('contact_messages_status_check', sql`${t.status} in ('new','answered','closed')`),
    check('contact_messages_answer_check', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);
