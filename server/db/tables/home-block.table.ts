import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { imageColumns, timestampColumns } from '../columns';

/** SPEC §3 home infos: one row per block (first_block, event_block, ecolife_block, services_block, footer_block). */
export const homeBlocks = pgTable(
  'home_blocks',
  {
    key: text('key').primaryKey(),
    subject: text('subject').notNull(),
    subtitle: text('subtitle'),
    /** plain text; blank lines separate paragraphs */
    content: text('content').notNull().default(''),
    ...imageColumns(),
    /** the picture's text alternative (staff give one with every picture); null: the subject is read */
    imageAlt: text('image_alt'),
    link: text('link'),
    linkText: text('link_text'),
    /** the optimistic lock of staff edits (publication.service.ts saveVersioned) */
    version: integer('version').notNull().default(1),
    ...timestampColumns(),
  },
  (t) => [
    check(
      'home_blocks_key_check',
      sql`${t.key} in ('first_block','event_block','ecolife_block','services_block','footer_block')`,
    ),
  ],
);
