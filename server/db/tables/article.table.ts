import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { imageColumns, publicationColumns, timestampColumns, timestamptz } from '../columns';
import { authors } from './author.table';
import { brands } from './brand.table';

/** Articles of every class of SPEC §3 (project, blog, brand, news, ecolife, faq, report, magazine). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    class: text('class').notNull(),
    slug: text('slug').notNull(),
    subject: text('subject').notNull(),
    summary: text('summary').notNull().default(''),
    /** sanitised HTML (sanitised again on output) */
    body: text('body').notNull().default(''),
    /** the body as plain text: what search matches and excerpts are cut from */
    bodyText: text('body_text').notNull().default(''),
    ...imageColumns(),
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    /** brand articles and FAQs belong to a brand */
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    isTop: boolean('is_top').notNull().default(false),
    /** when it went live (scheduled: when it will); a draft's is only a placeholder, never shown */
    publishedAt: timestamptz('published_at').notNull(),
    ...publicationColumns(),
    ...timestampColumns(),
  },
  (t) => [
    unique('articles_class_slug_key').on(t.class, t.slug),
    index('articles_class_published_idx').on(t.class, t.publishedAt),
    /** the publication sweep looks for scheduled rows that are due */
    index('articles_scheduled_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    index('articles_brand_idx').on(t.brandId),
    index('articles_author_idx').on(t.authorId),
    check(
      'articles_class_check',
      sql`${t.class} in ('articleProject','articleBlog','articleBrand','articleNews','articleEcolife','articleFaq','articleReport','articleMagazine')`,
    ),
    check('articles_status_check', sql`${t.status} in ('draft','scheduled','published','unpublished')`),
    check('articles_publish_at_check', sql`(${t.status} = 'scheduled') = (${t.publishAt} is not null)`),
  ],
);
