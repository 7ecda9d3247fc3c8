import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { eventSessions } from './event-session.table';
import { members } from './member.table';

/**
 * SPEC §3 cart: one per member, the tickets of one session they mean to buy. It holds nothing:
 * seats are taken only when `POST /api/cart/pay` makes the order.
 */
export const carts = pgTable('carts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id').references(() => eventSessions.id, { onDelete: 'set null' }),
  items: jsonb('items').$type<{ ticket_id: number; quantity: number }[]>().notNull().default([]),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
