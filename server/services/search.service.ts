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

/**
 * How a kind's page is read: by the ids of a page already ordered (articles, recipes, events: the
 * listing's page or the matched list's), or, for stores, by a window over their own statement.
 */
type KindSource =
  | { byIds(ids: number[]): Promise<Hit[]> }
  | { rows(window: { limit: number; offset: number }): Promise<Hit[]> };

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

function articleSource(db: Db): KindSource {
  const read = async (ids: number[]): Promise<Hit[]> => {
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
      .where(inArray(articles.id, ids));
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
  return { byIds: async (ids) => inOrderOf(ids, await read(ids)) };
}

function recipeSource(db: Db): KindSource {
  const read = async (ids: number[]): Promise<Hit[]> => {
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
      .where(inArray(recipes.id, ids));
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
  return { byIds: async (ids) => inOrderOf(ids, await read(ids)) };
}

function eventSource(db: Db): KindSource {
  const read = async (ids: number[]): Promise<Hit[]> => {
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
      .where(inArray(events.id, ids));
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
  return { byIds: async (ids) => inOrderOf(ids, await read(ids)) };
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

/**
 * Every matching article, recipe and event when the index cannot decide alone (a term of three
 * characters or more): their ids by kind, each kind in its page order (titles holding every term,
 * then newest). One statement tests each candidate's texts once; the count and any page are then
 * read from these lists, where a count and a page each tested them again (the rare 菲耶羅 at 100×).
 */
async function matchedLists(db: Db, terms: string[]): Promise<Map<string, number[]>> {
  const titled = (title: Column) => sql<boolean>`(${and(...terms.map((term) => ilike(title, containsPattern(term))))})`;
  const matches = unionAll(
    db
      .select({
        kind: articleKind.as('kind'),
        id: articles.id,
        titled: titled(articles.subject).as('titled'),
        sortAt: sql<Date>`${articles.publishedAt}`.as('sort_at'),
      })
      .from(articles)
      .where(and(inArray(articles.class, Object.values(KIND_CLASSES).flat()), articleMatch(terms))),
    db
      .select({
        kind: kindIs('recipe').as('kind'),
        id: recipes.id,
        titled: titled(recipes.subject).as('titled'),
        sortAt: sql<Date>`${recipes.publishedAt}`.as('sort_at'),
      })
      .from(recipes)
      .where(recipeMatch(terms)),
    db
      .select({
        kind: kindIs('event').as('kind'),
        id: events.id,
        titled: titled(events.subject).as('titled'),
        sortAt: sql<Date>`${events.startedAt}`.as('sort_at'),
      })
      .from(events)
      .where(eventMatch(terms)),
  ).as('matches');
  const rows = await db
    .select({ kind: matches.kind, id: matches.id })
    .from(matches)
    .orderBy(desc(matches.titled), desc(matches.sortAt), desc(matches.id));
  const lists = new Map<string, number[]>();
  for (const { kind, id } of rows) {
    if (!kind) continue;
    const list = lists.get(kind) ?? [];
    list.push(id);
    lists.set(kind, list);
  }
  return lists;
}

/** The counts of the matched lists, stores counted by their own statement. */
async function countMatched(db: Db, terms: string[], lists: Map<string, number[]>) {
  const counts = kindCounts([...lists].map(([kind, ids]) => ({ kind, n: ids.length })));
  counts.location = await db.$count(locations, locationMatch(terms));
  return counts;
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
    article: articleSource(db),
    news: articleSource(db),
    blog: articleSource(db),
    recipe: recipeSource(db),
    brand: articleSource(db),
    event: eventSource(db),
    location: locationSource(db, terms),
    faq: articleSource(db),
  };
  // one or two characters a term: search_documents decides alone; longer: the rows are tested once
  const lists = listingDecides(terms) ? null : await matchedLists(db, terms);
  const counts = lists ? await countMatched(db, terms, lists) : await countListed(db, terms);
  const pageIds = async (kind: SearchKind, window: { limit: number; offset: number }) =>
    lists
      ? (lists.get(kind) ?? []).slice(window.offset, window.offset + window.limit)
      : listedPage(db, kind, terms, window);
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
      const hits = 'byIds' in source ? await source.byIds(await pageIds(kind, window)) : await source.rows(window);
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
