import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** SPEC §3 location types (直營門市, 百貨專櫃, 維修服務中心...): the `type` filter of `/api/locations`. */
export const locationClasses = pgTable('location_classes', {
  id: serial('id').primaryKey(),
  /** stable name for code that needs one class (the zonezone page lists the concept stores) */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});
