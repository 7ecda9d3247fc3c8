import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { contentPath } from '../../schemas/content-path';
import type { Recipe, RecipeCard, SolarTerm } from '../../schemas/recipe.schema';
import type { RecipesQuery } from '../../schemas/recipe-query.schema';
import { taipeiToday, taipeiYear } from '../../schemas/taipei-date';
import { sanitizeStoredHtml } from '../content/article-html';
import { previewedId } from '../content/content-preview';
import { toImage } from '../content/image';
import { solarTermDate } from '../content/solar-term-dates';
import type { Db } from '../db/client';
import { authors } from '../db/tables/author.table';
import { recipes } from '../db/tables/recipe.table';
import { recipeItemCategories } from '../db/tables/recipe-item-category.table';
import { solarTerms } from '../db/tables/solar-term.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';

const cardColumns = {
  id: recipes.id,
  subject: recipes.subject,
  summary: recipes.summary,
  imageLink: recipes.imageLink,
  imageWidth: recipes.imageWidth,
  imageHeight: recipes.imageHeight,
  cookMinutes: recipes.cookMinutes,
  servings: recipes.servings,
  publishedAt: recipes.publishedAt,
  termId: solarTerms.id,
  termName: solarTerms.name,
  categoryId: recipeItemCategories.id,
  categorySubject: recipeItemCategories.subject,
};

/**
 * What readers may see: `published` alone, like articles (article-cards.service.ts isPublished). A
 * draft, a scheduled recipe (the publication sweep publishes it at its time) and one taken down are
 * in no list, page, search, calendar count or sitemap.
 */
export const isRecipePublished = () => eq(recipes.status, 'published');
const newestFirst = [desc(recipes.publishedAt), desc(recipes.id)];

function selectCards(db: Db) {
  return db
    .select(cardColumns)
    .from(recipes)
    .leftJoin(solarTerms, eq(solarTerms.id, recipes.solarTermId))
    .leftJoin(recipeItemCategories, eq(recipeItemCategories.id, recipes.itemCategoryId));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

function toCard(r: CardRow): RecipeCard {
  return {
    id: r.id,
    subject: r.subject,
    summary: r.summary,
    image: toImage(r.imageLink, r.imageWidth, r.imageHeight, r.subject),
    solar_term: r.termId && r.termName ? { id: r.termId, name: r.termName } : null,
    category: r.categoryId && r.categorySubject ? { id: r.categoryId, subject: r.categorySubject } : null,
    cook_minutes: r.cookMinutes,
    servings: r.servings,
    published_at: r.publishedAt.toISOString(),
    link: contentPath.recipe(r.id),
  };
}

export async function listRecipes(db: Db, query: RecipesQuery): Promise<PageOf<RecipeCard>> {
  const parts: SQL[] = [isRecipePublished()];
  if (query.category_id) {
    const [found] = await db
      .select({ id: recipeItemCategories.id })
      .from(recipeItemCategories)
      .where(eq(recipeItemCategories.id, query.category_id));
    if (!found) throw InvalidInputError.on('category_id', '找不到此食譜分類。');
    parts.push(eq(recipes.itemCategoryId, query.category_id));
  }
  if (query.solar_term_id) {
    const [found] = await db
      .select({ id: solarTerms.id })
      .from(solarTerms)
      .where(eq(solarTerms.id, query.solar_term_id));
    if (!found) throw InvalidInputError.on('solar_term_id', '找不到此節氣。');
    parts.push(eq(recipes.solarTermId, query.solar_term_id));
  }
  const where = and(...parts);
  const page = await paginate(query, {
    count: () => db.$count(recipes, where),
    rows: ({ limit, offset }) =>
      selectCards(db)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
  });
  return { data: page.data.map(toCard), meta: page.meta };
}

export async function latestRecipes(db: Db, input: { solarTermId?: number; limit: number }): Promise<RecipeCard[]> {
  const rows = await selectCards(db)
    .where(and(isRecipePublished(), input.solarTermId ? eq(recipes.solarTermId, input.solarTermId) : undefined))
    .orderBy(...newestFirst)
    .limit(input.limit);
  return rows.map(toCard);
}

export async function findRecipe(db: Db, input: { id: number }) {
  const [row] = await db
    .select({
      ...cardColumns,
      body: recipes.body,
      bodyText: recipes.bodyText,
      updatedAt: recipes.updatedAt,
      ingredients: recipes.ingredients,
      authorId: recipes.authorId,
      authorName: authors.name,
    })
    .from(recipes)
    .leftJoin(solarTerms, eq(solarTerms.id, recipes.solarTermId))
    .leftJoin(recipeItemCategories, eq(recipeItemCategories.id, recipes.itemCategoryId))
    .leftJoin(authors, eq(authors.id, recipes.authorId))
    // an editor's preview of this recipe reads it in any state (server/content/content-preview.ts)
    .where(and(eq(recipes.id, input.id), previewedId('recipe') === input.id ? undefined : isRecipePublished()))
    .limit(1);
  return row ?? null;
}

export async function getRecipe(db: Db, input: { id: number }): Promise<Recipe> {
  const row = await findRecipe(db, input);
  if (!row) throw new NotFoundError();
  return {
    ...toCard(row),
    ingredients: row.ingredients,
    body: sanitizeStoredHtml(row.body),
    author:
      row.authorId && row.authorName
        ? { id: row.authorId, name: row.authorName, link: contentPath.author(row.authorId) }
        : null,
  };
}

export async function listRecipeItemCategories(db: Db) {
  return db
    .select({ id: recipeItemCategories.id, subject: recipeItemCategories.subject, sort: recipeItemCategories.sort })
    .from(recipeItemCategories)
    .orderBy(asc(recipeItemCategories.sort), asc(recipeItemCategories.id));
}

/**
 * The solar-term calendar of the year `now` falls in (Taiwan time), in date order, with the term
 * in force today marked. Before 小寒 (early January) the term in force is last year's 冬至.
 */
export async function getSolarTermCalendar(db: Db, input: { now: Date }): Promise<SolarTerm[]> {
  const year = taipeiYear(input.now);
  const today = taipeiToday(input.now);
  const counts = await db
    .select({ termId: recipes.solarTermId, n: sql<number>`count(*)::int` })
    .from(recipes)
    .where(isRecipePublished())
    .groupBy(recipes.solarTermId);
  const countOf = new Map(counts.map((c) => [c.termId, Number(c.n)]));
  const terms = (await db.select().from(solarTerms))
    .map((t) => ({ ...t, startsOn: solarTermDate(year, t.longitude) }))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const started = terms.filter((t) => t.startsOn <= today);
  // before the year's first term, the last one of the sorted list (冬至) is still in force
  const current = started.at(-1) ?? terms.at(-1);
  return terms.map((t) => ({
    id: t.id,
    name: t.name,
    sort: t.sort,
    longitude: t.longitude,
    summary: t.summary,
    year,
    starts_on: t.startsOn,
    is_current: t.id === current?.id,
    recipes_count: countOf.get(t.id) ?? 0,
  }));
}
