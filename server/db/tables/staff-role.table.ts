import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { members } from './member.table';

/** The console's roles a member holds (schemas/staff-role.schema.ts): one row per role. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** who granted it; null: STAFF_EMAILS or the README's command */
    grantedBy: integer('granted_by'),
    grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.role] }),
    index('staff_roles_role_idx').on(t.role),
    check('staff_roles_role_check', sql`${t.role} in ('admin','editor','events','service')`),
  ],
);
