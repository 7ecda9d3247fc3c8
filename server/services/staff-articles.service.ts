import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ArticleClass } from '../../schemas/article-category.schema';
import type { PublicationMove } from '../../schemas/publication.schema';
import {
  STAFF_ARTICLE_MESSAGES,
  type StaffArticle,
  type StaffArticleInput,
  type StaffArticleListItem,
  type StaffArticleQuery,
  type StaffArticleUpdate,
} from '../../schemas/staff-article.schema';
import { prepareRichText, sanitizeStoredHtml } from '../content/article-html';
import { ARTICLE_SLUG_PREFIX } from '../content/article-slugs';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/sql-errors';
import { articles } from '../db/tables/article.table';
import { articleCategories } from '../db/tables/article-category.table';
import { articleCategoryLinks } from '../db/tables/article-category-link.table';
import { authors } from '../db/tables/author.table';
import { brands } from '../db/tables/brand.table';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { type AuditActor, recordAudit } from './audit-log.service';
import { type ContentImageColumns, checkContentPictures } from './content-pictures.service';
import { movePublication, type Publishable, saveVersioned } from './publication.service';
import { contentListing, contentListState } from './staff-content-list';

/** The console's articles (issue 24 item 3): every class of SPEC §3, written by `editor`s. */

type ArticleRow = typeof articles.$inferSelect;

export const ARTICLE_ENTITY = 'article';

function toStaffArticle(row: ArticleRow, categoryIds: number[]): StaffArticle {
  return {
    id: row.id,
    class: row.class as ArticleClass,
    slug: row.slug,
    subject: row.subject,
    summary: row.summary,
    body: sanitizeStoredHtml(row.body),
    image:
      row.imageLink && row.imageWidth && row.imageHeight
        ? { link: row.imageLink, width: row.imageWidth, height: row.imageHeight }
        : null,
    author_id: row.authorId,
    brand_id: row.brandId,
    category_ids: categoryIds,
    is_top: row.isTop,
    status: row.status,
    // a draft's date is a placeholder until it goes live (the column is never empty)
    published_at: row.status === 'draft' ? null : row.publishedAt.toISOString(),
    publish_at: row.publishAt?.toISOString() ?? null,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One article as the console edits it (also the 409's `current` and the audit's before/after). */
export async function readStaffArticle(db: Db, id: number): Promise<StaffArticle | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) return null;
  const links = await db
    .select({ id: articleCategoryLinks.categoryId })
    .from(articleCategoryLinks)
    .where(eq(articleCategoryLinks.articleId, id))
    .orderBy(asc(articleCategoryLinks.categoryId));
  return toStaffArticle(
    row,
    links.map((l) => l.id),
  );
}

/** Articles as publishable content: saves, moves and the publication sweep go through this. */
export const articleKind: Publishable<StaffArticle> = {
  entity: ARTICLE_ENTITY,
  table: articles,
  read: readStaffArticle,
};

export async function listStaffArticles(db: Db, query: StaffArticleQuery): Promise<PageOf<StaffArticleListItem>> {
  const listing = contentListing(articles, query);
  const where = and(query.class ? eq(articles.class, query.class) : undefined, ...listing.filters);
  const page = await paginate(query, {
    count: () => db.$count(articles, where),
    rows: ({ limit, offset }) =>
      db
        .select({ row: articles, authorName: authors.name })
        .from(articles)
        .leftJoin(authors, eq(authors.id, articles.authorId))
        .where(where)
        .orderBy(...listing.orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    data: page.data.map(({ row, authorName }) => ({
      id: row.id,
      class: row.class as ArticleClass,
      subject: row.subject,
      ...contentListState(row),
      author: row.authorId !== null && authorName !== null ? { id: row.authorId, name: authorName } : null,
    })),
    meta: page.meta,
  };
}

export async function getStaffArticle(db: Db, id: number): Promise<StaffArticle> {
  const article = await readStaffArticle(db, id);
  if (!article) throw new NotFoundError();
  return article;
}

interface Checked {
  body: string;
  bodyText: string;
  image: ContentImageColumns | undefined;
}

/**
 * The rules of an article beyond its schema, all field errors at once (422): its author, brand
 * and categories exist (categories of its class), its slug is free in its class, every picture
 * of the body has its alt and each upload it shows is a content picture, as is its own picture.
 */
async function checkArticle(db: Db, input: StaffArticleInput, articleId: number | null): Promise<Checked> {
  const errors: FieldErrors = {};
  const rich = prepareRichText(input.body);
  const [pictures, author, brand, categories, taken] = await Promise.all([
    checkContentPictures(db, rich.body, input.image_media_id),
    input.author_id
      ? db.select({ id: authors.id }).from(authors).where(eq(authors.id, input.author_id))
      : Promise.resolve([{ id: 0 }]),
    input.brand_id
      ? db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id))
      : Promise.resolve([{ id: 0 }]),
    input.category_ids.length
      ? db
          .select({ id: articleCategories.id })
          .from(articleCategories)
          .where(and(inArray(articleCategories.id, input.category_ids), eq(articleCategories.class, input.class)))
      : Promise.resolve([]),
    input.slug
      ? db
          .select({ id: articles.id })
          .from(articles)
          .where(
            and(
              eq(articles.class, input.class),
              eq(articles.slug, input.slug),
              articleId === null ? undefined : ne(articles.id, articleId),
            ),
          )
      : Promise.resolve([]),
  ]);
  if (pictures.missingAlt) errors.body = [STAFF_ARTICLE_MESSAGES.imageAlt];
  if (author.length === 0) errors.author_id = [STAFF_ARTICLE_MESSAGES.author];
  if (brand.length === 0) errors.brand_id = [STAFF_ARTICLE_MESSAGES.brand];
  if (categories.length !== input.category_ids.length) errors.category_ids = [STAFF_ARTICLE_MESSAGES.category];
  if (taken.length > 0) errors.slug = [STAFF_ARTICLE_MESSAGES.slugTaken];
  if (pictures.bodyMediaRefused) errors.body = [...(errors.body ?? []), STAFF_ARTICLE_MESSAGES.imageMedia];
  if (pictures.imageRefused) errors.image_media_id = [STAFF_ARTICLE_MESSAGES.imageMedia];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return { ...rich, image: pictures.image };
}

async function setCategories(db: Db, articleId: number, categoryIds: readonly number[]) {
  await db.delete(articleCategoryLinks).where(eq(articleCategoryLinks.articleId, articleId));
  if (categoryIds.length) {
    await db.insert(articleCategoryLinks).values(categoryIds.map((categoryId) => ({ articleId, categoryId })));
  }
}

/** `{prefix}-{id}`, or with `-2`, `-3`... if an article of the class has it already. */
async function freeSlug(db: Db, cls: ArticleClass, id: number): Promise<string> {
  const base = `${ARTICLE_SLUG_PREFIX[cls]}-${id}`;
  const used = new Set(
    (
      await db
        .select({ slug: articles.slug })
        .from(articles)
        .where(and(eq(articles.class, cls), or(eq(articles.slug, base), sql`${articles.slug} like ${`${base}-%`}`)))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A slug left empty stays as it is, unless the article moves to a class where another has it. */
async function keptSlug(db: Db, current: { class: string; slug: string }, cls: ArticleClass, id: number) {
  if (current.class === cls) return current.slug;
  const [other] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.class, cls), eq(articles.slug, current.slug)))
    .limit(1);
  return other ? freeSlug(db, cls, id) : current.slug;
}

/** Two editors taking one slug at the same moment: the second is told by the field, as a taken slug is. */
const slugRace = (err: unknown): never => {
  if (isUniqueViolation(err)) throw InvalidInputError.on('slug', STAFF_ARTICLE_MESSAGES.slugTaken);
  throw err;
};

const articleColumns = (input: StaffArticleInput, checked: Checked) => ({
  class: input.class,
  subject: input.subject,
  summary: input.summary,
  body: checked.body,
  bodyText: checked.bodyText,
  authorId: input.author_id ?? null,
  brandId: input.brand_id ?? null,
  isTop: input.is_top,
  ...(checked.image ?? {}),
});

/** `POST /api/staff/articles`: a new draft (version 1), audited `article.create`. */
export async function createStaffArticle(db: Db, actor: AuditActor, input: StaffArticleInput): Promise<StaffArticle> {
  return db
    .transaction(async (tx) => {
      const checked = await checkArticle(tx, input, null);
      const [row] = await tx
        .insert(articles)
        .values({
          ...articleColumns(input, checked),
          // a slug of its own is made from the id, known once the row is in
          slug: input.slug ?? `draft-${randomUUID()}`,
          status: 'draft',
          version: 1,
          // never shown while a draft: publishing sets it
          publishedAt: new Date(),
        })
        .returning({ id: articles.id });
      if (!row) throw new Error('article insert returned nothing');
      if (!input.slug) {
        await tx
          .update(articles)
          .set({ slug: await freeSlug(tx, input.class, row.id) })
          .where(eq(articles.id, row.id));
      }
      await setCategories(tx, row.id, input.category_ids);
      const after = (await readStaffArticle(tx, row.id)) as StaffArticle;
      await recordAudit(tx, actor, {
        action: `${ARTICLE_ENTITY}.create`,
        entity: ARTICLE_ENTITY,
        entityId: row.id,
        before: null,
        after,
      });
      return after;
    })
    .catch(slugRace);
}

/**
 * `PUT /api/staff/articles/{id}`: the editor's whole form, from the version they started from
 * (a stale one is 409 with the article as stored). A live article changes live.
 */
export async function updateStaffArticle(
  db: Db,
  actor: AuditActor,
  id: number,
  input: StaffArticleUpdate,
): Promise<StaffArticle> {
  return db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ class: articles.class, slug: articles.slug })
        .from(articles)
        .where(eq(articles.id, id));
      if (!current) throw new NotFoundError();
      const checked = await checkArticle(tx, input, id);
      const slug = input.slug ?? (await keptSlug(tx, current, input.class, id));
      return saveVersioned(
        tx,
        articleKind,
        actor,
        id,
        input.version,
        { ...articleColumns(input, checked), slug },
        'update',
        (t) => setCategories(t, id, input.category_ids),
      );
    })
    .catch(slugRace);
}

/** `POST /api/staff/articles/{id}/publication`: publish now, schedule, take down, back to draft. */
export function moveArticlePublication(
  db: Db,
  actor: AuditActor,
  id: number,
  move: PublicationMove,
): Promise<StaffArticle> {
  return movePublication(db, articleKind, actor, id, move);
}
