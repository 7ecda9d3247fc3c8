import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { imageColumns, publicationColumns, timestampColumns, timestamptz } from '../columns';
import { authors } from './author.table';
import { recipeItemCategories } from './recipe-item-category.table';
import { solarTerms } from './solar-term.table';

/** Solar-term recipes of the hence hub (`/hence/recipe`). */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    summary: text('summary').notNull().default(''),
    /** sanitised HTML */
    body: text('body').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    ...imageColumns(),
    solarTermId: integer('solar_term_id').references(() => solarTerms.id, { onDelete: 'set null' }),
    itemCategoryId: integer('item_category_id').references(() => recipeItemCategories.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    cookMinutes: integer('cook_minutes').notNull().default(0),
    servings: integer('servings').notNull().default(0),
    ingredients: jsonb('ingredients').$type<{ name: string; amount: string }[]>().notNull().default([]),
    /** when it went live (scheduled: when it will); a draft's is only a placeholder, never shown */
    publishedAt: timestamptz('published_at').notNull(),
    ...publicationColumns(),
    ...timestampColumns(),
  },
  (t) => [
    index('recipes_solar_term_idx').on(t.solarTermId),
    index('recipes_published_idx').on(t.publishedAt),
    /** the publication sweep looks for scheduled rows that are due */
    index('recipes_scheduled_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    check('recipes_status_check', sql`${t.status} in ('draft','scheduled','published','unpublished')`),
    check('recipes_publish_at_check', sql`(${t.status} = 'scheduled') = (${t.publishAt} is not null)`),
  ],
);
