import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscription.table';

/**
 * More ways out of one subscription: a mail sent long after the subscription (a care reminder)
 * carries an unsubscribe link of its own, since only the hash of the subscription's first token is
 * kept and it cannot be written again. Gone with the subscription.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unsubscribe_tokens_subscription_idx').on(t.subscriptionId)],
);
