import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { imageColumns, timestampColumns } from '../columns';

/** Writers of HENCE articles and recipes (`/hence/author/{id}`). */
export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  bio: text('bio').notNull().default(''),
  ...imageColumns(),
  ...timestampColumns(),
});
