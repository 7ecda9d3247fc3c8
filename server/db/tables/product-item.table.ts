import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { productModels } from './product-model.table';

/** A repairable part of a model (SPEC §3 product info models[].items[]): 電池, 集塵盒… */
export const productItems = pgTable(
  'product_items',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_items_model_idx').on(t.modelId)],
);
