import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { ArticleCard } from '../../schemas/article.schema';
import type { ArticleClass, CategoryRef } from '../../schemas/article-category.schema';
import type { AuthorRef } from '../../schemas/author.schema';
import type { BrandRef } from '../../schemas/brand.schema';
import { contentPath } from '../../schemas/content-path';
import type { PageQuery } from '../../schemas/page-query.schema';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { articleCategories } from '../db/tables/article-category.table';
import { articleCategoryLinks } from '../db/tables/article-category-link.table';
import { authors } from '../db/tables/author.table';
import { brands } from '../db/tables/brand.table';
import { type PageOf, paginate } from '../domain/pagination';

/**
 * Reading articles as cards: the one place that knows how a list of articles is filtered, ordered
 * and turned into `ArticleCard`s with their categories, author and brand.
 */

export interface ArticleFilter {
  class: ArticleClass;
  /** any of these categories (a parent's list passes the parent and its children) */
  categoryIds?: number[];
  brandId?: number;
  authorId?: number;
  isTop?: boolean;
  excludeIds?: number[];
}

/** Columns of a card: everything but the body. */
export const cardColumns = {
  id: articles.id,
  class: articles.class,
  slug: articles.slug,
  subject: articles.subject,
  summary: articles.summary,
  imageLink: articles.imageLink,
  imageWidth: articles.imageWidth,
  imageHeight: articles.imageHeight,
  authorId: articles.authorId,
  brandId: articles.brandId,
  isTop: articles.isTop,
  publishedAt: articles.publishedAt,
};
export type CardRow = {
  id: number;
  class: string;
  slug: string;
  subject: string;
  summary: string;
  imageLink: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  authorId: number | null;
  brandId: number | null;
  isTop: boolean;
  publishedAt: Date;
};

/**
 * What readers may see: `published` alone. A draft, a scheduled piece (the publication sweep
 * publishes it at its time) and one taken down are in no list, page, search or sitemap. No clock
 * is compared here: a piece is live from the commit that publishes it, on every app server.
 */
export const isPublished = () => eq(articles.status, 'published');

export function articleWhere(filter: ArticleFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(articles.class, filter.class), isPublished()];
  if (filter.categoryIds?.length) {
    const linked = sql`(select ${articleCategoryLinks.articleId} from ${articleCategoryLinks} where ${inArray(articleCategoryLinks.categoryId, filter.categoryIds)})`;
    parts.push(inArray(articles.id, linked));
  }
  if (filter.brandId !== undefined) parts.push(eq(articles.brandId, filter.brandId));
  if (filter.authorId !== undefined) parts.push(eq(articles.authorId, filter.authorId));
  if (filter.isTop !== undefined) parts.push(eq(articles.isTop, filter.isTop));
  if (filter.excludeIds?.length) parts.push(notInArray(articles.id, filter.excludeIds));
  return and(...parts);
}

/** Newest first; the id breaks ties so that pages never repeat or skip a row. */
export const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

export async function pageArticleCards(db: Db, filter: ArticleFilter, query: PageQuery): Promise<PageOf<ArticleCard>> {
  const where = articleWhere(filter);
  const page = await paginate(query, {
    count: () => db.$count(articles, where),
    rows: ({ limit, offset }) =>
      db
        .select(cardColumns)
        .from(articles)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
  });
  return { data: await toArticleCards(db, page.data), meta: page.meta };
}

export async function listArticleCards(db: Db, filter: ArticleFilter, limit: number): Promise<ArticleCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .where(articleWhere(filter))
    .orderBy(...newestFirst)
    .limit(limit);
  return toArticleCards(db, rows);
}

/** Cards for rows, with their categories, authors and brands read in three queries whatever the count. */
export async function toArticleCards(db: Db, rows: CardRow[]): Promise<ArticleCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))];
  const brandIds = [...new Set(rows.flatMap((r) => (r.brandId ? [r.brandId] : [])))];

  const [categoryRows, authorRows, brandRows] = await Promise.all([
    db
      .select({
        articleId: articleCategoryLinks.articleId,
        id: articleCategories.id,
        class: articleCategories.class,
        subject: articleCategories.subject,
        slug: articleCategories.slug,
        parentId: articleCategories.parentId,
        parentSlug: sql<
          string | null
        >`(select p.slug from article_categories p where p.id = ${articleCategories.parentId})`,
      })
      .from(articleCategoryLinks)
      .innerJoin(articleCategories, eq(articleCategories.id, articleCategoryLinks.categoryId))
      .where(inArray(articleCategoryLinks.articleId, ids))
      .orderBy(asc(articleCategories.sort), asc(articleCategories.id)),
    authorIds.length
      ? db.select({ id: authors.id, name: authors.name }).from(authors).where(inArray(authors.id, authorIds))
      : Promise.resolve([]),
    brandIds.length ? db.select().from(brands).where(inArray(brands.id, brandIds)) : Promise.resolve([]),
  ]);

  const categoriesOf = new Map<number, CategoryRef[]>();
  for (const c of categoryRows) {
    const parent = c.parentId && c.parentSlug ? { id: c.parentId, slug: c.parentSlug } : null;
    const ref: CategoryRef = {
      id: c.id,
      subject: c.subject,
      slug: c.slug,
      parent_id: c.parentId,
      link: contentPath.articleCategory({ class: c.class as ArticleClass, id: c.id, slug: c.slug }, parent),
    };
    categoriesOf.set(c.articleId, [...(categoriesOf.get(c.articleId) ?? []), ref]);
  }
  const authorById = new Map<number, AuthorRef>(
    authorRows.map((a) => [a.id, { id: a.id, name: a.name, link: contentPath.author(a.id) }]),
  );
  const brandById = new Map<number, BrandRef>(brandRows.map((b) => [b.id, toBrandRef(b)]));

  return rows.map((r) => ({
    id: r.id,
    class: r.class as ArticleClass,
    slug: r.slug,
    subject: r.subject,
    summary: r.summary,
    image: toImage(r.imageLink, r.imageWidth, r.imageHeight, r.subject),
    categories: categoriesOf.get(r.id) ?? [],
    author: r.authorId ? (authorById.get(r.authorId) ?? null) : null,
    brand: r.brandId ? (brandById.get(r.brandId) ?? null) : null,
    is_top: r.isTop,
    published_at: r.publishedAt.toISOString(),
    link: contentPath.article({ class: r.class as ArticleClass, id: r.id, slug: r.slug }),
  }));
}

export function toBrandRef(b: typeof brands.$inferSelect): BrandRef {
  return { id: b.id, name: b.name, logo: toImage(b.logoLink, b.logoWidth, b.logoHeight, b.name) };
}
