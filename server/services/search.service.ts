import { and, type Column, desc, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
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
  count(): Promise<number>;
  rows(window: { limit: number; offset: number }): Promise<Hit[]>;
}

/** Every term must occur in one of the columns (AND of ORs). */
const allTermsIn = (terms: string[], columns: Column[], extra?: (term: string) => SQL | undefined) =>
  and(...terms.map((term) => or(...columns.map((col) => ilike(col, containsPattern(term))), extra?.(term))));

function articleSource(db: Db, terms: string[], classes: readonly ArticleClass[]): KindSource {
  const where = and(
    inArray(articles.class, [...classes]),
    isPublished(),
    allTermsIn(terms, [articles.subject, articles.summary, articles.bodyText]),
  );
  return {
    count: () => db.$count(articles, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select()
        .from(articles)
        .where(where)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
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
    },
  };
}

function recipeSource(db: Db, terms: string[]): KindSource {
  const where = and(
    isRecipePublished(),
    allTermsIn(
      terms,
      [recipes.subject, recipes.summary, recipes.bodyText],
      (term) =>
        // an ingredient is part of a recipe's text too (麻油, 老薑)
        sql`exists (select 1 from jsonb_array_elements(${recipes.ingredients}) i where i->>'name' ilike ${containsPattern(term)})`,
    ),
  );
  return {
    count: () => db.$count(recipes, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select()
        .from(recipes)
        .where(where)
        .orderBy(desc(recipes.publishedAt), desc(recipes.id))
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
    },
  };
}

function eventSource(db: Db, terms: string[]): KindSource {
  const where = and(
    lte(events.publishedAt, sql`now()`),
    allTermsIn(terms, [events.subject, events.summary, events.bodyText, events.placeName]),
  );
  return {
    count: () => db.$count(events, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select()
        .from(events)
        .where(where)
        .orderBy(desc(events.startedAt), desc(events.id))
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
    },
  };
}

function locationSource(db: Db, terms: string[]): KindSource {
  // City and town names live in the 中華郵政 list, not in the table: a term naming a place
  // (臺北, 大安區) matches the stores in the towns it names.
  const townsNamed = (term: string) => {
    const needle = term.replace(/台/g, '臺');
    const ids = allCities().flatMap((c) =>
      c.towns.filter((t) => `${c.name}${t.name}`.includes(needle)).map((t) => t.id),
    );
    return ids.length ? inArray(locations.townId, ids) : undefined;
  };
  const where = and(publishedLocation, allTermsIn(terms, [locations.name, locations.address], townsNamed));
  const cityOf = new Map(allCities().flatMap((c) => c.towns.map((t) => [t.id, `${c.name}${t.name}`] as const)));
  return {
    count: () => db.$count(locations, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select()
        .from(locations)
        .where(where)
        .orderBy(locations.cityId, locations.sort, locations.id)
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
export async function searchSite(db: Db, query: SearchQuery): Promise<SearchAnswer> {
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
  const countList = await Promise.all(SEARCH_KINDS.map((k) => sources[k].count().then(Number)));
  const counts = Object.fromEntries(SEARCH_KINDS.map((k, i) => [k, countList[i] ?? 0])) as Record<SearchKind, number>;
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
      const hits = await sources[kind].rows({ limit: take, offset: from });
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
