import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Article, ArticleCard } from '../../schemas/article.schema';
import type { ArticleClass } from '../../schemas/article-category.schema';
import type { DocumentCard } from '../../schemas/article-document.schema';
import type {
  ArticleBlogsQuery,
  ArticleBrandsQuery,
  ArticleFaqsQuery,
  ArticleNewsQuery,
  ArticlesQuery,
} from '../../schemas/article-query.schema';
import type { PageQuery } from '../../schemas/page-query.schema';
import { sanitizeStoredHtml } from '../content/article-html';
import { previewedId } from '../content/content-preview';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { articleCategoryLinks } from '../db/tables/article-category-link.table';
import { authors } from '../db/tables/author.table';
import { brands } from '../db/tables/brand.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import type { PageOf } from '../domain/pagination';
import {
  type ArticleFilter,
  cardColumns,
  isPublished,
  listArticleCards,
  pageArticleCards,
  toArticleCards,
} from './article-cards.service';
import { requireCategory } from './article-categories.service';
import { withDocuments } from './article-documents.service';

/** How many featured (`is_top`) items a news or blog list shows above the paged list. */
export const TOP_LIMIT = 5;

export interface TopList {
  top: ArticleCard[];
  list: PageOf<ArticleCard>;
}

/** SPEC §7 `{top, list}`: featured items first, then the rest paged (a featured item is not repeated). */
async function topAndList(db: Db, filter: ArticleFilter, query: PageQuery): Promise<TopList> {
  const top = await listArticleCards(db, { ...filter, isTop: true }, TOP_LIMIT);
  const list = await pageArticleCards(db, { ...filter, excludeIds: top.map((t) => t.id) }, query);
  return { top, list };
}

export async function listNews(db: Db, query: ArticleNewsQuery): Promise<TopList> {
  const filter: ArticleFilter = { class: 'articleNews' };
  if (query.category_id) {
    filter.categoryIds = (
      await requireCategory(db, { id: query.category_id, class: 'articleNews', field: 'category_id' })
    ).ids;
  }
  return topAndList(db, filter, query);
}

export async function listBlogs(db: Db, query: ArticleBlogsQuery): Promise<TopList> {
  const filter: ArticleFilter = { class: 'articleBlog' };
  const category = query.category_id
    ? await requireCategory(db, { id: query.category_id, class: 'articleBlog', field: 'category_id', level: 'top' })
    : null;
  if (query.sub_category_id) {
    const sub = await requireCategory(db, {
      id: query.sub_category_id,
      class: 'articleBlog',
      field: 'sub_category_id',
      level: 'sub',
    });
    if (category && sub.row.parentId !== category.row.id)
      throw InvalidInputError.on('sub_category_id', '子分類不屬於此分類。');
    filter.categoryIds = sub.ids;
  } else if (category) {
    filter.categoryIds = category.ids;
  }
  return topAndList(db, filter, query);
}

export async function listFaqs(db: Db, query: ArticleFaqsQuery): Promise<PageOf<ArticleCard>> {
  const filter: ArticleFilter = { class: 'articleFaq' };
  if (query.brand_id) {
    await requireBrand(db, query.brand_id, 'brand_id');
    filter.brandId = query.brand_id;
  }
  if (query.category_id) {
    filter.categoryIds = (
      await requireCategory(db, { id: query.category_id, class: 'articleFaq', field: 'category_id' })
    ).ids;
  }
  return pageArticleCards(db, filter, query);
}

export async function listBrandArticles(db: Db, query: ArticleBrandsQuery): Promise<PageOf<ArticleCard>> {
  const filter: ArticleFilter = { class: 'articleBrand' };
  if (query.category_id) {
    filter.categoryIds = (
      await requireCategory(db, { id: query.category_id, class: 'articleBrand', field: 'category_id' })
    ).ids;
  }
  return pageArticleCards(db, filter, query);
}

export async function listArticles(db: Db, query: ArticlesQuery): Promise<PageOf<ArticleCard>> {
  const filter: ArticleFilter = { class: query.class };
  if (query.category_id) {
    filter.categoryIds = (
      await requireCategory(db, { id: query.category_id, class: query.class, field: 'category_id' })
    ).ids;
  }
  if (query.author_id) {
    const [author] = await db.select({ id: authors.id }).from(authors).where(eq(authors.id, query.author_id)).limit(1);
    if (!author) throw InvalidInputError.on('author_id', '找不到此作者。');
    filter.authorId = query.author_id;
  }
  return pageArticleCards(db, filter, query);
}

/** Reports and magazines: plain paged lists of their class. */
export async function listArticlesOfClass(
  db: Db,
  input: { class: 'articleReport' | 'articleMagazine'; query: PageQuery },
): Promise<PageOf<DocumentCard>> {
  const page = await pageArticleCards(db, { class: input.class }, input.query);
  return { data: await withDocuments(db, page.data), meta: page.meta };
}

async function requireBrand(db: Db, id: number, field: string) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1);
  if (!brand) throw InvalidInputError.on(field, '找不到此品牌。');
}

/**
 * One published article by id (or slug), of one of `classes` (an id of another class is not
 * found: `/api/article_news/{id of a blog}` is a 404). The body is checked again on the way out (once per body).
 */
export async function getArticle(
  db: Db,
  input: { id: number | string; classes?: readonly ArticleClass[] },
): Promise<Article> {
  const row = await findPublishedArticle(db, input);
  if (!row) throw new NotFoundError();
  const [card] = await toArticleCards(db, [row]);
  if (!card) throw new NotFoundError();
  return { ...card, body: sanitizeStoredHtml(row.body), updated_at: row.updatedAt.toISOString() };
}

/**
 * The row behind an article page, or null: also what the page's SEO tags are read from. Published
 * only, but for the article an editor is previewing in this request.
 */
export async function findPublishedArticle(db: Db, input: { id: number | string; classes?: readonly ArticleClass[] }) {
  // an editor's preview of this article reads it in any state (server/content/content-preview.ts)
  const previewed = previewedId('article');
  // slugs are unique within a class only, so a slug is looked up among the classes asked for
  const [row] = await db
    .select({ ...cardColumns, body: articles.body, bodyText: articles.bodyText, updatedAt: articles.updatedAt })
    .from(articles)
    .where(
      and(
        typeof input.id === 'number' ? eq(articles.id, input.id) : eq(articles.slug, input.id),
        input.classes ? inArray(articles.class, [...input.classes]) : undefined,
        previewed === null ? isPublished() : or(isPublished(), eq(articles.id, previewed)),
      ),
    )
    .orderBy(asc(articles.id))
    .limit(1);
  return row ?? null;
}

/** `/api/article_recommends/{id}`: articles of the same class, sharing a category first. */
export async function listRecommends(db: Db, input: { id: number; limit?: number }): Promise<ArticleCard[]> {
  const limit = input.limit ?? 4;
  const article = await findPublishedArticle(db, { id: input.id });
  if (!article) throw new NotFoundError();
  const cls = article.class as ArticleClass;
  const categoryIds = (
    await db
      .select({ id: articleCategoryLinks.categoryId })
      .from(articleCategoryLinks)
      .where(eq(articleCategoryLinks.articleId, article.id))
  ).map((c) => c.id);
  const related = categoryIds.length
    ? await listArticleCards(db, { class: cls, categoryIds, excludeIds: [article.id] }, limit)
    : [];
  if (related.length >= limit) return related;
  const more = await listArticleCards(
    db,
    { class: cls, excludeIds: [article.id, ...related.map((r) => r.id)] },
    limit - related.length,
  );
  return [...related, ...more];
}
