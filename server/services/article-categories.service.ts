import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ArticleCategory, ArticleClass } from '../../schemas/article-category.schema';
import { contentPath } from '../../schemas/content-path';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { articleCategories } from '../db/tables/article-category.table';
import { articleCategoryLinks } from '../db/tables/article-category-link.table';
import { InvalidInputError } from '../domain/domain-errors';
import { isPublished } from './article-cards.service';

type CategoryRow = typeof articleCategories.$inferSelect;

/** `/api/article_categories?class=`: the class's top-level categories, each with its sub-categories. */
export async function listArticleCategories(db: Db, input: { class: ArticleClass }): Promise<ArticleCategory[]> {
  const rows = await db
    .select()
    .from(articleCategories)
    .where(eq(articleCategories.class, input.class))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  const counts = await countPublished(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const view = (r: CategoryRow) => {
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    return {
      id: r.id,
      class: r.class as ArticleClass,
      parent_id: r.parentId,
      slug: r.slug,
      subject: r.subject,
      description: r.description,
      image: toImage(r.imageLink, r.imageWidth, r.imageHeight, r.subject),
      sort: r.sort,
      link: contentPath.articleCategory({ class: r.class as ArticleClass, id: r.id, slug: r.slug }, parent ?? null),
      articles_count: counts.get(r.id) ?? 0,
    };
  };
  return rows
    .filter((r) => r.parentId === null)
    .map((top) => {
      const children = rows.filter((r) => r.parentId === top.id).map(view);
      const own = view(top);
      // a parent's count includes its children's articles (articles are linked to the leaf)
      return {
        ...own,
        articles_count: own.articles_count + children.reduce((n, c) => n + c.articles_count, 0),
        children,
      };
    });
}

async function countPublished(db: Db, categoryIds: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: articleCategoryLinks.categoryId, n: sql<number>`count(*)::int` })
    .from(articleCategoryLinks)
    .innerJoin(articles, eq(articles.id, articleCategoryLinks.articleId))
    .where(and(inArray(articleCategoryLinks.categoryId, categoryIds), isPublished()))
    .groupBy(articleCategoryLinks.categoryId);
  return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
}

export const CATEGORY_NOT_FOUND = '找不到此分類。';

/**
 * A category named by a query filter, of the class the list shows; a filter naming nothing is bad
 * input (422 on the field), not an empty list that hides a typo. Returns the ids the filter
 * covers: the category and its sub-categories.
 */
export async function requireCategory(
  db: Db,
  input: { id: number; class: ArticleClass; field: string; level?: 'top' | 'sub' },
): Promise<{ row: CategoryRow; ids: number[] }> {
  const [row] = await db
    .select()
    .from(articleCategories)
    .where(and(eq(articleCategories.id, input.id), eq(articleCategories.class, input.class)))
    .limit(1);
  const wrongLevel =
    row && ((input.level === 'top' && row.parentId !== null) || (input.level === 'sub' && row.parentId === null));
  if (!row || wrongLevel) throw InvalidInputError.on(input.field, CATEGORY_NOT_FOUND);
  const children = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.parentId, row.id));
  return { row, ids: [row.id, ...children.map((c) => c.id)] };
}

/** A category page by its slug (`/blog/{slug}`, `/news/{slug}`, `/brands/{slug}`), for SEO and sitemap. */
export async function findCategoryBySlug(db: Db, input: { class: ArticleClass; slug: string }) {
  const [row] = await db
    .select()
    .from(articleCategories)
    .where(and(eq(articleCategories.class, input.class), eq(articleCategories.slug, input.slug)))
    .limit(1);
  return row ?? null;
}

export async function findCategoryById(db: Db, input: { class: ArticleClass; id: number }) {
  const [row] = await db
    .select()
    .from(articleCategories)
    .where(and(eq(articleCategories.class, input.class), eq(articleCategories.id, input.id)))
    .limit(1);
  return row ?? null;
}
