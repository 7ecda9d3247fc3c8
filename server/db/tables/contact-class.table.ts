import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The subjects of the contact form (SPEC §3 class_id, default 1). */
export const contactClasses = pgTable('contact_classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** who at the company receives the messages of this class */
  mailTo: text('mail_to').notNull().default('service@haolife.example'),
});
