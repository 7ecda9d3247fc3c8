import { and, type Column, desc, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ArticleClass } from '../../schemas/article-category.schema';
import { contentPath } from '../../schemas/content-path';
import type { SearchQuery, SearchResult } from '../../schemas/search.schema';
import { SEARCH_KINDS, type SearchKind } from '../../schemas/search-kinds';
import { allCities } from '../../schemas/tw-address';
import { toImage } from '../content/image';
import { containsPattern, excerptAround, highlightRanges, searchTerms } from '../content/search-text';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { events } from '../db/tables/event.table';
import { locations } from '../db/tables/location.table';
import { recipes } from '../db/tables/recipe.table';
import { type PageOf, pageMeta, pageWindow } from '../domain/pagination';
import { isPublished } from './article-cards.service';
import { publishedLocation } from './locations.service';
import { isRecipePublished } from './recipes.service';
import {
  indexAlone,
  indexedRows,
  listedCounts,
  listedPage,
  listingDecides,
  preferIndexes,
} from './search-documents.service';

/** The article classes of each kind that is an article; HENCE and sustainability articles are both "articles". */
const KIND_CLASSES = {
  article: ['articleProject', 'articleEcolife'],
  news: ['articleNews'],
  blog: ['articleBlog'],
  brand: ['articleBrand'],
  faq: ['articleFaq'],
} as const satisfies Partial<Record<SearchKind, readonly ArticleClass[]>>;

/** The text an excerpt is cut from: the body, led by the summary unless the body already opens with it. */
const withSummary = (summary: string, bodyText: string) =>
  bodyText.includes(summary) ? bodyText : `${summary} ${bodyText}`.trim();

interface Hit {
  id: number;
  subject: string;
  text: string;
  imageLink: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  date: Date | null;
  link: string | null;
}

interface KindSource {
  rows(window: { limit: number; offset: number }): Promise<Hit[]>;
  /** the rows with these ids, in this order (the listing's page, search_documents alone) */
  byIds?(ids: number[]): Promise<Hit[]>;
}

/** Hits in the order of `ids` (a page the listing ordered). */
const inOrderOf = (ids: number[], hits: Hit[]) => {
  const byId = new Map(hits.map((h) => [h.id, h]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * Every term must occur in one of the columns (AND of ORs), tested on the rows the index found:
 * for a term of one or two characters the index has already decided (indexAlone).
 */
const allTermsIn = (terms: string[], columns: Column[], extra?: (term: string) => SQL | undefined) =>
  and(
    ...terms.map((term) =>
      or(indexAlone(term), ...columns.map((col) => ilike(col, containsPattern(term))), extra?.(term)),
    ),
  );

/** Titles above bodies: rows whose title holds every term first, then the kind's own order. */
const titleFirst = (terms: string[], title: Column) =>
  sql`(${and(...terms.map((term) => ilike(title, containsPattern(term))))}) desc`;

/** The rows of each source that match, before any kind or page: what the count and the pages share. */
const articleMatch = (terms: string[]) =>
  and(
    isPublished(),
    indexedRows('article', articles.id, terms),
    allTermsIn(terms, [articles.subject, articles.summary, articles.bodyText]),
  );
const recipeMatch = (terms: string[]) =>
  and(
    isRecipePublished(),
    indexedRows('recipe', recipes.id, terms),
    allTermsIn(
      terms,
      [recipes.subject, recipes.summary, recipes.bodyText],
      (term) =>
        // an ingredient is part of a recipe's text too (麻油, 老薑)
        sql`exists (select 1 from jsonb_array_elements(${recipes.ingredients}) i where i->>'name' ilike ${containsPattern(term)})`,
    ),
  );
const eventMatch = (terms: string[]) =>
  and(
    lte(events.publishedAt, sql`now()`),
    indexedRows('event', events.id, terms),
    allTermsIn(terms, [events.subject, events.summary, events.bodyText, events.placeName]),
  );
/** City and town names live in the 中華郵政 list, not in the table: a term naming a place (臺北, 大安區) matches the stores in the towns it names. */
const townsNamed = (term: string) => {
  const needle = term.replace(/台/g, '臺');
  const ids = allCities().flatMap((c) => c.towns.filter((t) => `${c.name}${t.name}`.includes(needle)).map((t) => t.id));
  return ids.length ? inArray(locations.townId, ids) : undefined;
};
const locationMatch = (terms: string[]) =>
  and(
    publishedLocation,
    // term by term: a store is also found by its town's name, which the index does not hold
    ...terms.map((term) => or(indexedRows('location', locations.id, [term]), townsNamed(term))),
    allTermsIn(terms, [locations.name, locations.address], townsNamed),
  );

function articleSource(db: Db, terms: string[], classes: readonly ArticleClass[]): KindSource {
  const match = and(inArray(articles.class, [...classes]), articleMatch(terms));
  // `where`: the listing's page of ids instead of the match (then in the listing's order)
  const read = async ({ limit, offset }: { limit: number; offset: number }, where?: SQL): Promise<Hit[]> => {
    const rows = await db
      .select({
        id: articles.id,
        class: articles.class,
        slug: articles.slug,
        subject: articles.subject,
        summary: articles.summary,
        bodyText: articles.bodyText,
        imageLink: articles.imageLink,
        imageWidth: articles.imageWidth,
        imageHeight: articles.imageHeight,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(where ?? match)
      .orderBy(...(where ? [] : [titleFirst(terms, articles.subject), desc(articles.publishedAt), desc(articles.id)]))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      text: withSummary(r.summary, r.bodyText),
      imageLink: r.imageLink,
      imageWidth: r.imageWidth,
      imageHeight: r.imageHeight,
      date: r.publishedAt,
      link: contentPath.article({ class: r.class as ArticleClass, id: r.id, slug: r.slug }),
    }));
  };
  return {
    rows: (window) => read(window),
    byIds: async (ids) => inOrderOf(ids, await read({ limit: ids.length, offset: 0 }, inArray(articles.id, ids))),
  };
}

function recipeSource(db: Db, terms: string[]): KindSource {
  const match = recipeMatch(terms);
  // `where`: the listing's page of ids instead of the match (then in the listing's order)
  const read = async ({ limit, offset }: { limit: number; offset: number }, where?: SQL): Promise<Hit[]> => {
    const rows = await db
      .select({
        id: recipes.id,
        subject: recipes.subject,
        summary: recipes.summary,
        bodyText: recipes.bodyText,
        ingredients: recipes.ingredients,
        imageLink: recipes.imageLink,
        imageWidth: recipes.imageWidth,
        imageHeight: recipes.imageHeight,
        publishedAt: recipes.publishedAt,
      })
      .from(recipes)
      .where(where ?? match)
      .orderBy(...(where ? [] : [titleFirst(terms, recipes.subject), desc(recipes.publishedAt), desc(recipes.id)]))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      text: `${withSummary(r.summary, r.bodyText)}　${r.ingredients.map((i) => i.name).join('、')}`,
      imageLink: r.imageLink,
      imageWidth: r.imageWidth,
      imageHeight: r.imageHeight,
      date: r.publishedAt,
      link: contentPath.recipe(r.id),
    }));
  };
  return {
    rows: (window) => read(window),
    byIds: async (ids) => inOrderOf(ids, await read({ limit: ids.length, offset: 0 }, inArray(recipes.id, ids))),
  };
}

function eventSource(db: Db, terms: string[]): KindSource {
  const match = eventMatch(terms);
  // `where`: the listing's page of ids instead of the match (then in the listing's order)
  const read = async ({ limit, offset }: { limit: number; offset: number }, where?: SQL): Promise<Hit[]> => {
    const rows = await db
      .select({
        id: events.id,
        subject: events.subject,
        summary: events.summary,
        bodyText: events.bodyText,
        placeName: events.placeName,
        imageLink: events.imageLink,
        imageWidth: events.imageWidth,
        imageHeight: events.imageHeight,
        startedAt: events.startedAt,
      })
      .from(events)
      .where(where ?? match)
      .orderBy(...(where ? [] : [titleFirst(terms, events.subject), desc(events.startedAt), desc(events.id)]))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      text: `${r.placeName}　${withSummary(r.summary, r.bodyText)}`,
      imageLink: r.imageLink,
      imageWidth: r.imageWidth,
      imageHeight: r.imageHeight,
      date: r.startedAt,
      link: contentPath.event(r.id),
    }));
  };
  return {
    rows: (window) => read(window),
    byIds: async (ids) => inOrderOf(ids, await read({ limit: ids.length, offset: 0 }, inArray(events.id, ids))),
  };
}

function locationSource(db: Db, terms: string[]): KindSource {
  const where = locationMatch(terms);
  const cityOf = new Map(allCities().flatMap((c) => c.towns.map((t) => [t.id, `${c.name}${t.name}`] as const)));
  return {
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: locations.id,
          name: locations.name,
          townId: locations.townId,
          address: locations.address,
          phone: locations.phone,
          imageLink: locations.imageLink,
          imageWidth: locations.imageWidth,
          imageHeight: locations.imageHeight,
        })
        .from(locations)
        .where(where)
        .orderBy(titleFirst(terms, locations.name), locations.cityId, locations.sort, locations.id)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        subject: r.name,
        text: `${cityOf.get(r.townId) ?? ''}${r.address}　${r.phone}`,
        imageLink: r.imageLink,
        imageWidth: r.imageWidth,
        imageHeight: r.imageHeight,
        date: null,
        link: contentPath.location(r.id),
      }));
    },
  };
}

/** An article's search kind, from its class (KIND_CLASSES); null for classes search does not show. */
const articleKind = sql<string>`case ${sql.join(
  Object.entries(KIND_CLASSES).map(
    ([kind, classes]) => sql`when ${inArray(articles.class, [...classes])} then ${kind}::text`,
  ),
  sql` `,
)} end`;
const kindIs = (kind: SearchKind) => sql<string>`${kind}::text`;

/** Every search kind's count from grouped rows, 0 for a kind no row names. */
function kindCounts(grouped: { kind: string | null; n: number }[]): Record<SearchKind, number> {
  const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
  for (const { kind, n } of grouped) if (kind && kind in counts) counts[kind as SearchKind] = Number(n);
  return counts;
}

/** How many rows of each kind match: one statement for every kind, on every page. */
async function countKinds(db: Db, terms: string[]): Promise<Record<SearchKind, number>> {
  const matches = unionAll(
    db
      .select({ kind: articleKind.as('kind') })
      .from(articles)
      .where(and(inArray(articles.class, Object.values(KIND_CLASSES).flat()), articleMatch(terms))),
    db
      .select({ kind: kindIs('recipe').as('kind') })
      .from(recipes)
      .where(recipeMatch(terms)),
    db
      .select({ kind: kindIs('event').as('kind') })
      .from(events)
      .where(eventMatch(terms)),
    db
      .select({ kind: kindIs('location').as('kind') })
      .from(locations)
      .where(locationMatch(terms)),
  ).as('matches');
  const grouped = await db
    .select({ kind: matches.kind, n: sql<number>`count(*)::int` })
    .from(matches)
    .groupBy(matches.kind);
  return kindCounts(grouped);
}

/** countKinds's answer from search_documents alone (listingDecides), stores counted as before. */
async function countListed(db: Db, terms: string[]): Promise<Record<SearchKind, number>> {
  const counts = kindCounts(await listedCounts(db, terms));
  counts.location = await db.$count(locations, locationMatch(terms));
  return counts;
}

export interface SearchAnswer {
  keyword: string;
  terms: string[];
  counts: Record<SearchKind, number>;
  list: PageOf<SearchResult>;
}

/**
 * `/api/search`: every public kind (SEARCH_KINDS) whose texts contain every term. Results come
 * kind by kind in SEARCH_KINDS's order, newest first within a kind (stores by city); one page may
 * span two kinds, which the client shows as two groups. Each result says where the terms occur so the client can mark them.
 */
export function searchSite(db: Db, query: SearchQuery): Promise<SearchAnswer> {
  return db.transaction(async (tx) => {
    await tx.execute(preferIndexes);
    return searchIn(tx, query);
  });
}

async function searchIn(db: Db, query: SearchQuery): Promise<SearchAnswer> {
  const terms = searchTerms(query.keyword);
  const sources: Record<SearchKind, KindSource> = {
    article: articleSource(db, terms, KIND_CLASSES.article),
    news: articleSource(db, terms, KIND_CLASSES.news),
    blog: articleSource(db, terms, KIND_CLASSES.blog),
    recipe: recipeSource(db, terms),
    brand: articleSource(db, terms, KIND_CLASSES.brand),
    event: eventSource(db, terms),
    location: locationSource(db, terms),
    faq: articleSource(db, terms, KIND_CLASSES.faq),
  };
  const listing = listingDecides(terms);
  const counts = listing ? await countListed(db, terms) : await countKinds(db, terms);
  const kinds = query.type === 'all' ? [...SEARCH_KINDS] : [query.type];
  const total = kinds.reduce((n, k) => n + counts[k], 0);

  // The page is a window over the kinds laid end to end: read each kind's part of it.
  const { limit, offset } = pageWindow(query);
  const data: SearchResult[] = [];
  let before = 0;
  for (const kind of kinds) {
    const from = Math.max(0, offset - before);
    const take = Math.min(counts[kind] - from, limit - data.length);
    if (take > 0) {
      const source = sources[kind];
      const window = { limit: take, offset: from };
      const hits =
        listing && source.byIds
          ? await source.byIds(await listedPage(db, kind, terms, window))
          : await source.rows(window);
      data.push(...hits.map((hit) => toResult(kind, hit, terms)));
    }
    before += counts[kind];
    if (data.length >= limit) break;
  }
  return { keyword: query.keyword, terms, counts, list: { data, meta: pageMeta(total, query) } };
}

function toResult(type: SearchKind, hit: Hit, terms: string[]): SearchResult {
  const excerpt = excerptAround(hit.text, terms);
  return {
    type,
    id: hit.id,
    subject: hit.subject,
    excerpt,
    link: hit.link,
    image: toImage(hit.imageLink, hit.imageWidth, hit.imageHeight, hit.subject),
    date: hit.date ? hit.date.toISOString() : null,
    highlights: { subject: highlightRanges(hit.subject, terms), excerpt: highlightRanges(excerpt, terms) },
  };
}
