import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The course of a recipe (湯品, 主菜, 甜點...). */
export const recipeItemCategories = pgTable('recipe_item_categories', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  sort: integer('sort').notNull().default(0),
});
