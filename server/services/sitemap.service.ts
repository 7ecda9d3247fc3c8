import { and, asc, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ArticleClass } from '../../schemas/article-category.schema';
import { contentPath } from '../../schemas/content-path';
import { routesFor } from '../../schemas/route-manifest';
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
 * Every URL a crawler should know: the manifest's public pages without parameters (no member,
 * form, search or demo pages), then every category, article, author, recipe, event and store.
 */
export async function listSitemapUrls(db: Db, input: { dev: boolean }): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = routesFor({ dev: input.dev })
    .filter((r) => !r.noindex && !r.devOnly && !r.banner && !r.path.includes(':'))
    .map((r) => ({ path: r.path }));

  const [categoryRows, articleRows, authorRows, recipeRows, eventRows, locationRows] = await Promise.all([
    db
      .select({
        id: articleCategories.id,
        class: articleCategories.class,
        slug: articleCategories.slug,
        parentId: articleCategories.parentId,
        updatedAt: articleCategories.updatedAt,
      })
      .from(articleCategories)
      .orderBy(asc(articleCategories.class), asc(articleCategories.sort), asc(articleCategories.id)),
    db
      .select({ id: articles.id, class: articles.class, slug: articles.slug, updatedAt: articles.updatedAt })
      .from(articles)
      .where(and(inArray(articles.class, PAGED_CLASSES), isPublished()))
      .orderBy(asc(articles.class), asc(articles.id)),
    db
      .select({ id: authors.id, updatedAt: authors.updatedAt })
      .from(authors)
      .where(
        inArray(
          authors.id,
          db
            .selectDistinct({ id: articles.authorId })
            .from(articles)
            .where(and(isNotNull(articles.authorId), isPublished())),
        ),
      )
      .orderBy(asc(authors.id)),
    db
      .select({ id: recipes.id, updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(isRecipePublished())
      .orderBy(asc(recipes.id)),
    db
      .select({ id: events.id, updatedAt: events.updatedAt })
      .from(events)
      .where(lte(events.publishedAt, sql`now()`))
      .orderBy(asc(events.id)),
    db
      .select({ id: locations.id, updatedAt: locations.updatedAt })
      .from(locations)
      .where(publishedLocation)
      .orderBy(asc(locations.id)),
  ]);

  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  for (const c of categoryRows) {
    const parent = c.parentId ? (byId.get(c.parentId) ?? null) : null;
    const path = contentPath.articleCategory({ class: c.class as ArticleClass, id: c.id, slug: c.slug }, parent);
    if (!path) continue;
    // a category whose address is a page of the manifest (HENCE's topics) is listed once
    const listed = urls.find((u) => u.path === path);
    if (listed) listed.lastmod = c.updatedAt;
    else urls.push({ path, lastmod: c.updatedAt });
  }
  for (const a of articleRows) {
    const path = contentPath.article({ class: a.class as ArticleClass, id: a.id, slug: a.slug });
    if (path) urls.push({ path, lastmod: a.updatedAt });
  }
  urls.push(...authorRows.map((a) => ({ path: contentPath.author(a.id), lastmod: a.updatedAt })));
  urls.push(...recipeRows.map((r) => ({ path: contentPath.recipe(r.id), lastmod: r.updatedAt })));
  urls.push(...eventRows.map((e) => ({ path: contentPath.event(e.id), lastmod: e.updatedAt })));
  urls.push(...locationRows.map((l) => ({ path: contentPath.location(l.id), lastmod: l.updatedAt })));
  return urls;
}
