import { and, eq } from 'drizzle-orm';
import type { PublicationMove } from '../../schemas/publication.schema';
import {
  STAFF_RECIPE_MESSAGES,
  type StaffRecipe,
  type StaffRecipeInput,
  type StaffRecipeListItem,
  type StaffRecipeQuery,
  type StaffRecipeUpdate,
} from '../../schemas/staff-recipe.schema';
import { prepareRichText, sanitizeStoredHtml } from '../content/article-html';
import type { Db } from '../db/client';
import { authors } from '../db/tables/author.table';
import { recipes } from '../db/tables/recipe.table';
import { recipeItemCategories } from '../db/tables/recipe-item-category.table';
import { solarTerms } from '../db/tables/solar-term.table';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import type { AuditActor } from './audit-log.service';
import { checkContentPictures } from './content-pictures.service';
import { createAudited, movePublication, type Publishable, saveVersioned } from './publication.service';
import { contentListing, contentListState } from './staff-content-list';

/** The console's recipes: the hence hub's solar-term recipes, written by `editor`s. */

type RecipeRow = typeof recipes.$inferSelect;

export const RECIPE_ENTITY = 'recipe';

function toStaffRecipe(row: RecipeRow): StaffRecipe {
  return {
    id: row.id,
    subject: row.subject,
    summary: row.summary,
    body: sanitizeStoredHtml(row.body),
    image:
      row.imageLink && row.imageWidth && row.imageHeight
        ? { link: row.imageLink, width: row.imageWidth, height: row.imageHeight }
        : null,
    solar_term_id: row.solarTermId,
    item_category_id: row.itemCategoryId,
    author_id: row.authorId,
    cook_minutes: row.cookMinutes,
    servings: row.servings,
    ingredients: row.ingredients,
    status: row.status,
    // a draft's date is a placeholder until it goes live (the column is never empty)
    published_at: row.status === 'draft' ? null : row.publishedAt.toISOString(),
    publish_at: row.publishAt?.toISOString() ?? null,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One recipe as the console edits it (also the 409's `current` and the audit's before/after). */
export async function readStaffRecipe(db: Db, id: number): Promise<StaffRecipe | null> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, id)).limit(1);
  return row ? toStaffRecipe(row) : null;
}

/** Recipes as publishable content: saves, moves and the publication sweep go through this. */
export const recipeKind: Publishable<StaffRecipe> = {
  entity: RECIPE_ENTITY,
  table: recipes,
  read: readStaffRecipe,
};

export async function listStaffRecipes(db: Db, query: StaffRecipeQuery): Promise<PageOf<StaffRecipeListItem>> {
  const listing = contentListing(recipes, query);
  const where = and(query.solar_term_id ? eq(recipes.solarTermId, query.solar_term_id) : undefined, ...listing.filters);
  const page = await paginate(query, {
    count: () => db.$count(recipes, where),
    rows: ({ limit, offset }) =>
      db
        .select({ row: recipes, termName: solarTerms.name })
        .from(recipes)
        .leftJoin(solarTerms, eq(solarTerms.id, recipes.solarTermId))
        .where(where)
        .orderBy(...listing.orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    data: page.data.map(({ row, termName }) => ({
      id: row.id,
      subject: row.subject,
      solar_term: row.solarTermId !== null && termName !== null ? { id: row.solarTermId, name: termName } : null,
      ...contentListState(row),
    })),
    meta: page.meta,
  };
}

export async function getStaffRecipe(db: Db, id: number): Promise<StaffRecipe> {
  const recipe = await readStaffRecipe(db, id);
  if (!recipe) throw new NotFoundError();
  return recipe;
}

const found = <T>(q: Promise<T[]>, wanted: unknown) => (wanted ? q : Promise.resolve([{}] as T[]));

/**
 * The rules of a recipe beyond its schema, all field errors at once (422): its solar term, course
 * and author exist, every picture of the body has its alt and each upload it shows is a content
 * picture, as is its own picture. Returns the columns to write.
 */
async function recipeColumns(db: Db, input: StaffRecipeInput) {
  const errors: FieldErrors = {};
  const rich = prepareRichText(input.body);
  const [pictures, term, course, author] = await Promise.all([
    checkContentPictures(db, rich.body, input.image_media_id),
    db.select({ id: solarTerms.id }).from(solarTerms).where(eq(solarTerms.id, input.solar_term_id)),
    found(
      db
        .select({ id: recipeItemCategories.id })
        .from(recipeItemCategories)
        .where(eq(recipeItemCategories.id, input.item_category_id ?? 0)),
      input.item_category_id,
    ),
    found(
      db
        .select({ id: authors.id })
        .from(authors)
        .where(eq(authors.id, input.author_id ?? 0)),
      input.author_id,
    ),
  ]);
  if (pictures.missingAlt) errors.body = [STAFF_RECIPE_MESSAGES.imageAlt];
  if (term.length === 0) errors.solar_term_id = [STAFF_RECIPE_MESSAGES.solarTermMissing];
  if (course.length === 0) errors.item_category_id = [STAFF_RECIPE_MESSAGES.itemCategory];
  if (author.length === 0) errors.author_id = [STAFF_RECIPE_MESSAGES.author];
  if (pictures.bodyMediaRefused) errors.body = [...(errors.body ?? []), STAFF_RECIPE_MESSAGES.imageMedia];
  if (pictures.imageRefused) errors.image_media_id = [STAFF_RECIPE_MESSAGES.imageMedia];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);

  return {
    subject: input.subject,
    summary: input.summary,
    ...rich,
    ...(pictures.image ?? {}),
    solarTermId: input.solar_term_id,
    itemCategoryId: input.item_category_id ?? null,
    authorId: input.author_id ?? null,
    cookMinutes: input.cook_minutes,
    servings: input.servings,
    ingredients: input.ingredients,
  };
}

/** `POST /api/staff/recipes`: a new draft (version 1), audited `recipe.create`. */
export async function createStaffRecipe(db: Db, actor: AuditActor, input: StaffRecipeInput): Promise<StaffRecipe> {
  const columns = await recipeColumns(db, input);
  return createAudited(db, recipeKind, actor, async (tx) => {
    const [row] = await tx
      .insert(recipes)
      // never shown while a draft: publishing sets the date
      .values({ ...columns, status: 'draft', version: 1, publishedAt: new Date() })
      .returning({ id: recipes.id });
    if (!row) throw new Error('recipe insert returned nothing');
    return row.id;
  });
}

/**
 * `PUT /api/staff/recipes/{id}`: the editor's whole form, from the version they started from
 * (a stale one is 409 with the recipe as stored). A live recipe changes live.
 */
export async function updateStaffRecipe(
  db: Db,
  actor: AuditActor,
  id: number,
  input: StaffRecipeUpdate,
): Promise<StaffRecipe> {
  if (!(await readStaffRecipe(db, id))) throw new NotFoundError();
  const columns = await recipeColumns(db, input);
  return saveVersioned(db, recipeKind, actor, id, input.version, columns);
}

/** `POST /api/staff/recipes/{id}/publication`: publish now, schedule, take down, back to draft. */
export function moveRecipePublication(
  db: Db,
  actor: AuditActor,
  id: number,
  move: PublicationMove,
): Promise<StaffRecipe> {
  return movePublication(db, recipeKind, actor, id, move);
}
