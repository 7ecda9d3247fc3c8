import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumns } from '../columns';
import { brands } from './brand.table';
import { members } from './member.table';
import { productModels } from './product-model.table';

/** A member's in-home service request (SPEC §2 /services/inhome/form). */
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
    ...timestampColumns(),
  },
  (t) => [index('inhome_requests_member_idx').on(t.memberId)],
);
