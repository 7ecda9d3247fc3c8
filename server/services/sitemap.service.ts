import { and, asc, count, inArray, isNotNull, lte, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ArticleClass } from '../../schemas/article-category.schema';
import { contentPath } from '../../schemas/content-path';
import { routesFor } from '../../schemas/route-manifest';
import { SITEMAP_KINDS, type SitemapFile, type SitemapKind } from '../../schemas/sitemap.schema';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { articleCategories } from '../db/tables/article-category.table';
import { authors } from '../db/tables/author.table';
import { events } from '../db/tables/event.table';
import { locations } from '../db/tables/location.table';
import { recipes } from '../db/tables/recipe.table';
import { isPublished } from './article-cards.service';
import { publishedLocation } from './locations.service';
import { isRecipePublished } from './recipes.service';

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** One file of the index: where it is and when the newest of its records changed. */
export interface SitemapIndexEntry {
  kind: SitemapKind;
  page: number;
  lastmod?: Date;
}

/** Classes whose articles have a page of their own (reports and magazines are listed on others). */
const PAGED_CLASSES: ArticleClass[] = [
  'articleProject',
  'articleBlog',
  'articleBrand',
  'articleNews',
  'articleEcolife',
  'articleFaq',
];

/**
 * The manifest's public pages without parameters (no member, form, search or demo pages) and
 * every article category: a few hundred at most, so read whole.
 */
async function listPageUrls(db: Db, dev: boolean): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = routesFor({ dev })
    .filter((r) => !r.noindex && !r.devOnly && !r.banner && !r.path.includes(':'))
    .map((r) => ({ path: r.path }));
  const categoryRows = await db
    .select({
      id: articleCategories.id,
      class: articleCategories.class,
      slug: articleCategories.slug,
      parentId: articleCategories.parentId,
      updatedAt: articleCategories.updatedAt,
    })
    .from(articleCategories)
    .orderBy(asc(articleCategories.class), asc(articleCategories.sort), asc(articleCategories.id));
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const listed = new Map(urls.map((u) => [u.path, u]));
  for (const c of categoryRows) {
    const parent = c.parentId ? (byId.get(c.parentId) ?? null) : null;
    const path = contentPath.articleCategory({ class: c.class as ArticleClass, id: c.id, slug: c.slug }, parent);
    if (!path) continue;
    // a category whose address is a page of the manifest (HENCE's topics) is listed once
    const known = listed.get(path);
    if (known) known.lastmod = c.updatedAt;
    else {
      const url = { path, lastmod: c.updatedAt };
      urls.push(url);
      listed.set(path, url);
    }
  }
  return urls;
}

/** A kind of record with a page each: which rows, and each row's address. */
interface RecordKind {
  table: PgTable;
  id: PgColumn;
  updatedAt: PgColumn;
  where: SQL | undefined;
  read: (db: Db, where: SQL | undefined, window: { limit: number; offset: number }) => Promise<SitemapUrl[]>;
}

const simple =
  (table: PgTable & { id: PgColumn; updatedAt: PgColumn }, path: (id: number) => string) =>
  async (db: Db, where: SQL | undefined, w: { limit: number; offset: number }) =>
    (
      await db
        .select({ id: table.id, updatedAt: table.updatedAt })
        .from(table)
        .where(where)
        .orderBy(asc(table.id))
        .limit(w.limit)
        .offset(w.offset)
    ).map((r) => ({ path: path(r.id as number), lastmod: r.updatedAt as Date }));

const RECORD_KINDS: Record<Exclude<SitemapKind, 'pages'>, RecordKind> = {
  articles: {
    table: articles,
    id: articles.id,
    updatedAt: articles.updatedAt,
    where: and(inArray(articles.class, PAGED_CLASSES), isPublished()),
    read: async (db, where, w) =>
      (
        await db
          .select({ id: articles.id, class: articles.class, slug: articles.slug, updatedAt: articles.updatedAt })
          .from(articles)
          .where(where)
          .orderBy(asc(articles.id))
          .limit(w.limit)
          .offset(w.offset)
      ).flatMap((a) => {
        const path = contentPath.article({ class: a.class as ArticleClass, id: a.id, slug: a.slug });
        return path ? [{ path, lastmod: a.updatedAt }] : [];
      }),
  },
  authors: {
    table: authors,
    id: authors.id,
    updatedAt: authors.updatedAt,
    // an author with a published article has a page worth listing
    where: sql`${authors.id} in (select ${articles.authorId} from ${articles} where ${and(isNotNull(articles.authorId), isPublished())})`,
    read: simple(authors, contentPath.author),
  },
  recipes: {
    table: recipes,
    id: recipes.id,
    updatedAt: recipes.updatedAt,
    where: isRecipePublished(),
    read: simple(recipes, contentPath.recipe),
  },
  events: {
    table: events,
    id: events.id,
    updatedAt: events.updatedAt,
    where: lte(events.publishedAt, sql`now()`),
    read: simple(events, contentPath.event),
  },
  stores: {
    table: locations,
    id: locations.id,
    updatedAt: locations.updatedAt,
    where: publishedLocation,
    read: simple(locations, contentPath.location),
  },
};

const newest = (urls: SitemapUrl[]) =>
  urls.reduce<Date | undefined>((m, u) => (u.lastmod && (!m || u.lastmod > m) ? u.lastmod : m), undefined);

/**
 * `/sitemap.xml`: the files of every kind, `limit` addresses a file, each with the newest
 * change of its records as `lastmod` (a crawler re-reads only the files that moved). Counting
 * is one aggregate a kind: no address is built to write the index.
 */
export async function sitemapIndex(db: Db, input: { dev: boolean; limit: number }): Promise<SitemapIndexEntry[]> {
  const entries: SitemapIndexEntry[] = [];
  for (const kind of SITEMAP_KINDS) {
    if (kind === 'pages') {
      const urls = await listPageUrls(db, input.dev);
      for (let page = 1; (page - 1) * input.limit < urls.length; page++) {
        const lastmod = newest(urls.slice((page - 1) * input.limit, page * input.limit));
        entries.push({ kind, page, ...(lastmod ? { lastmod } : {}) });
      }
      continue;
    }
    const k = RECORD_KINDS[kind];
    const [row] = await db
      .select({ n: count(), lastmod: max(k.updatedAt) })
      .from(k.table)
      .where(k.where);
    const files = Math.ceil(Number(row?.n ?? 0) / input.limit);
    if (files === 0) continue;
    if (files === 1) {
      entries.push({ kind, page: 1, ...(row?.lastmod ? { lastmod: row.lastmod as Date } : {}) });
      continue;
    }
    // several files: each its own newest change, one grouped read over the kind's ids
    const perFile = await db
      .select({
        file: sql<number>`((row_number() over (order by ${k.id})) - 1) / ${input.limit}`.as('file'),
        updatedAt: k.updatedAt,
      })
      .from(k.table)
      .where(k.where)
      .as('per_file');
    const lastmods = await db
      .select({ file: perFile.file, lastmod: max(perFile.updatedAt) })
      .from(perFile)
      .groupBy(perFile.file)
      .orderBy(asc(perFile.file));
    for (const r of lastmods) entries.push({ kind, page: Number(r.file) + 1, lastmod: r.lastmod as Date });
  }
  return entries;
}

/** One file of the index: its addresses, or null past the kind's last file. */
export async function sitemapFile(
  db: Db,
  file: SitemapFile,
  input: { dev: boolean; limit: number },
): Promise<SitemapUrl[] | null> {
  const window = { limit: input.limit, offset: (file.page - 1) * input.limit };
  const urls =
    file.kind === 'pages'
      ? (await listPageUrls(db, input.dev)).slice(window.offset, window.offset + window.limit)
      : await RECORD_KINDS[file.kind].read(db, RECORD_KINDS[file.kind].where, window);
  // the first file of a kind exists even when empty; a further one only when it has addresses
  return !urls.length && file.page > 1 ? null : urls;
}
