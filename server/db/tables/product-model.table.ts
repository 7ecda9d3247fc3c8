import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { imageColumns, timestampColumns } from '../columns';
import { brands } from './brand.table';

/** A brand's product model (SPEC §3 product info models[]). */
export const productModels = pgTable(
  'product_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    isVerifyCode: boolean('is_verify_code').notNull().default(false),
    /** the serials this model has (a regular expression, anchored), when they are verified */
    codePattern: text('code_pattern'),
    /** how a serial looks, for the form's hint */
    codeHint: text('code_hint'),
    /** a handheld model deep cleaning covers (SPEC §1) */
    isDeepClean: boolean('is_deep_clean').notNull().default(false),
    /** months between the care the model needs (保養提醒 mails, care-reminders.service.ts); null: none advised */
    careIntervalMonths: integer('care_interval_months'),
    /** the warranty's length in months from the invoice date (staff's approval sets the end date from it) */
    warrantyMonths: integer('warranty_months').notNull().default(12),
    ...imageColumns(),
    sort: integer('sort').notNull().default(0),
    /** the optimistic lock of staff edits (not published content: no status) */
    version: integer('version').notNull().default(1),
    ...timestampColumns(),
  },
  (t) => [
    index('product_models_brand_idx').on(t.brandId),
    check('product_models_care_interval_check', sql`${t.careIntervalMonths} between 1 and 60`),
    check('product_models_warranty_months_check', sql`${t.warrantyMonths} between 1 and 120`),
  ],
);
