import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumns } from '../columns';
import { brands } from './brand.table';

/**
 * SPEC §3 product info, one row per brand (its id is the brand's): the warranty and verification
 * flags and the notes the service forms show. The models are product_models.
 */
export const productInfos = pgTable('product_infos', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  isEnableWarranty: boolean('is_enable_warranty').notNull().default(true),
  isVerifyModel: boolean('is_verify_model').notNull().default(true),
  isVerifyCode: boolean('is_verify_code').notNull().default(false),
  isShowNotes: boolean('is_show_notes').notNull().default(false),
  notes: text('notes').notNull().default(''),
  /** the optimistic lock of staff edits (not published content: no status) */
  version: integer('version').notNull().default(1),
  ...timestampColumns(),
});
