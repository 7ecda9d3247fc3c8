import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Newsletter topics a visitor can subscribe to. */
export const subscribeTopics = pgTable('subscribe_topics', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
