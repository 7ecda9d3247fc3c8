import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumns, timestamptz } from '../columns';
import { brands } from './brand.table';
import { members } from './member.table';
import { productModels } from './product-model.table';

/**
 * A member's in-home service request (SPEC §2 /services/inhome/form). `status` moves only through
 * the life-cycle machine (server/domain/inhome-lifecycle.machine.ts), each move recorded in
 * inhome_status_changes; `version` counts the moves, so a stale or second decision is refused.
 */
export const inhomeRequests = pgTable(
  'inhome_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id),
    problem: text('problem').notNull(),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    town: text('town').notNull(),
    zipCode: text('zip_code').notNull(),
    address: text('address').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredPeriod: text('preferred_period', { enum: ['morning', 'afternoon'] }).notNull(),
    status: text('status', { enum: ['received', 'scheduled', 'completed', 'cancelled'] })
      .notNull()
      .default('received'),
    version: integer('version').notNull().default(1),
    /** the visit staff set with the member (a Taipei day, `HH:mm`–`HH:mm`); null until scheduled */
    visitDate: date('visit_date', { mode: 'string' }),
    visitStart: text('visit_start'),
    visitEnd: text('visit_end'),
    /** staff's words to the member with the latest move (the reason of a cancellation) */
    staffNote: text('staff_note'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => members.id, { onDelete: 'set null' }),
    ...timestampColumns(),
  },
  (t) => [
    index('inhome_requests_member_idx').on(t.memberId),
    // the repairs board reads them newest first, by status
    index('inhome_requests_status_idx').on(t.status, t.createdAt),
  ],
);
