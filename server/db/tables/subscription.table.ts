import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { subscribeTopics } from './subscribe-topic.table';

/**
 * Newsletter subscriptions by email: to a topic, or to event news (`topic_id` null). One address
 * subscribes to each once (NULLS NOT DISTINCT: event news too). Only the SHA-256 of the
 * unsubscribe link's token is kept, as for sessions.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    topicId: integer('topic_id').references(() => subscribeTopics.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('subscriptions_email_topic_id_key').on(t.email, t.topicId).nullsNotDistinct()],
);
