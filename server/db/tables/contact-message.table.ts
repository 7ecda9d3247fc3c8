import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ContactOthers } from '../../../schemas/contact.schema';
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
  },
  (t) => [index('contact_messages_member_idx').on(t.memberId)],
);
