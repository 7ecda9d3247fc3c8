import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { imageColumns, timestampColumns } from '../columns';

export interface PageBlockItemRow {
  title: string;
  text: string;
  image: { link: string; width: number; height: number } | null;
}

/** Sections of the sustainability, talent-development and zonezone pages (SPEC §2 page blocks). */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    id: serial('id').primaryKey(),
    page: text('page').notNull(),
    key: text('key').notNull(),
    subject: text('subject').notNull(),
    subtitle: text('subtitle'),
    /** plain text; blank lines separate paragraphs */
    content: text('content').notNull().default(''),
    ...imageColumns(),
    /** the picture's text alternative (staff give one with every picture); null: the subject is read */
    imageAlt: text('image_alt'),
    link: text('link'),
    linkText: text('link_text'),
    items: jsonb('items').$type<PageBlockItemRow[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    /** the optimistic lock of staff edits (publication.service.ts saveVersioned) */
    version: integer('version').notNull().default(1),
    ...timestampColumns(),
  },
  (t) => [
    unique('page_blocks_page_key_key').on(t.page, t.key),
    check('page_blocks_page_check', sql`${t.page} in ('sustainability','talent-development','zonezone')`),
  ],
);
