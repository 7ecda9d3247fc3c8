import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
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
    link: text('link'),
    linkText: text('link_text'),
    ...timestampColumns(),
  },
  (t) => [
    check(
      'home_blocks_key_check',
      sql`${t.key} in ('first_block','event_block','ecolife_block','services_block','footer_block')`,
    ),
  ],
);
