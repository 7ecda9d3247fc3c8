import type { ArticleClass } from '../../schemas/article-category.schema';
import { contentPath } from '../../schemas/content-path';
import { findCategoryById, findCategoryBySlug } from '../services/article-categories.service';
import { findPublishedArticle } from '../services/articles.service';
import { findAuthor } from '../services/authors.service';
import { lowestTicketPrice } from '../services/event-sessions.service';
import { findEvent } from '../services/events.service';
import { findGiftEvent } from '../services/gift-events.service';
import { findLocation, getLocation } from '../services/locations.service';
import { findRecipe } from '../services/recipes.service';
import { articleJsonLd, eventJsonLd, recipeJsonLd, storeJsonLd } from './json-ld';
import type { SeoResolver } from './page-seo.service';

/**
 * Route id → the resolver that reads that page's tags from its own record. A record that does not
 * exist (or is not published yet) gives null, and the page answers 404.
 */

/** The items of the body's numbered lists, as text: a recipe's steps. */
const listItems = (html: string) =>
  [...html.matchAll(/<ol\b[^>]*>([\s\S]*?)<\/ol>/g)].flatMap(([, list = '']) =>
    [...list.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(([, item = '']) => decodeText(item)).filter(Boolean),
  );
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .trim();

/** Search results and social cards cut long descriptions: keep them to a sentence or two. */
const summarise = (...texts: (string | null | undefined)[]) => {
  const text = texts.find((t) => t?.trim())?.trim() ?? '';
  return text.length > 150 ? `${text.slice(0, 149)}…` : text;
};

const ARTICLE_TYPE: Partial<Record<ArticleClass, 'NewsArticle' | 'BlogPosting'>> = {
  articleNews: 'NewsArticle',
  articleBlog: 'BlogPosting',
};

function articlePage(cls: ArticleClass, param: string, by: 'id' | 'slug' = 'id'): SeoResolver {
  return async (db, params, page) => {
    const raw = params[param] ?? '';
    const row = await findPublishedArticle(db, { id: by === 'id' ? Number(raw) : raw, classes: [cls] });
    if (!row) return null;
    const author = row.authorId ? await findAuthor(db, { id: row.authorId }) : null;
    const description = summarise(row.summary, row.bodyText);
    return {
      title: row.subject,
      description,
      type: 'article',
      ...(row.imageLink ? { image: row.imageLink } : {}),
      jsonLd: [
        articleJsonLd({
          type: ARTICLE_TYPE[cls] ?? 'Article',
          headline: row.subject,
          description,
          image: row.imageLink,
          publishedAt: row.publishedAt,
          updatedAt: row.updatedAt,
          author: author?.name ?? null,
          ...page,
        }),
      ],
    };
  };
}

type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategoryById>>>;
const categoryTags = (c: CategoryRow) => ({
  title: c.subject,
  description: summarise(c.description, `${c.subject}的文章列表`),
  ...(c.imageLink ? { image: c.imageLink } : {}),
});

/** A top-level category by slug (`/blog/{slug}`, `/news/{slug}`, `/brands/{slug}`). */
function categoryBySlug(cls: ArticleClass, param: string): SeoResolver {
  return async (db, params) => {
    const row = await findCategoryBySlug(db, { class: cls, slug: params[param] ?? '' });
    return row && row.parentId === null ? categoryTags(row) : null;
  };
}

/**
 * `/hence/{categoryId}`, `/sustainability/{mainId}`: a top-level category by id; one whose own
 * address is another (HENCE's topics, `/hence/topic`) is moved there.
 */
function categoryById(cls: ArticleClass, param: string): SeoResolver {
  return async (db, params, page) => {
    const row = await findCategoryById(db, { class: cls, id: Number(params[param]) });
    if (!row || row.parentId !== null) return null;
    const path = contentPath.articleCategory({ class: cls, id: row.id, slug: row.slug });
    return path && path !== new URL(page.canonical).pathname ? { movedTo: path } : categoryTags(row);
  };
}

async function subCategory(parent: CategoryRow | null, sub: CategoryRow | null) {
  if (!parent || !sub || parent.parentId !== null || sub.parentId !== parent.id) return null;
  return { ...categoryTags(sub), title: `${sub.subject}｜${parent.subject}`, heading: sub.subject };
}

export const seoResolvers: ReadonlyMap<string, SeoResolver> = new Map<string, SeoResolver>([
  ['blog-article', articlePage('articleBlog', 'slug', 'slug')],
  ['hence-article', articlePage('articleProject', 'id')],
  ['news-article', articlePage('articleNews', 'newsId')],
  ['brand', articlePage('articleBrand', 'brandId')],
  ['services-faq-article', articlePage('articleFaq', 'id')],
  ['sustainability-article', articlePage('articleEcolife', 'id')],

  ['blog-category', categoryBySlug('articleBlog', 'blogCategory')],
  ['news-category', categoryBySlug('articleNews', 'slug')],
  ['brands-category', categoryBySlug('articleBrand', 'brandCategory')],
  ['hence-category', categoryById('articleProject', 'categoryId')],
  ['sustainability-main', categoryById('articleEcolife', 'mainId')],
  [
    'blog-sub-category',
    async (db, params) =>
      subCategory(
        await findCategoryBySlug(db, { class: 'articleBlog', slug: params.blogCategory ?? '' }),
        await findCategoryBySlug(db, { class: 'articleBlog', slug: params.blogSubCategory ?? '' }),
      ),
  ],
  [
    'sustainability-sub',
    async (db, params) =>
      subCategory(
        await findCategoryById(db, { class: 'articleEcolife', id: Number(params.mainId) }),
        await findCategoryById(db, { class: 'articleEcolife', id: Number(params.subId) }),
      ),
  ],

  [
    'hence-author',
    async (db, params) => {
      const row = await findAuthor(db, { id: Number(params.id) });
      if (!row) return null;
      return {
        title: row.name,
        description: summarise(`${row.title}。${row.bio}`),
        ...(row.imageLink ? { image: row.imageLink } : {}),
      };
    },
  ],
  [
    'hence-recipe-article',
    async (db, params, page) => {
      const row = await findRecipe(db, { id: Number(params.id) });
      if (!row) return null;
      const description = summarise(row.summary, row.bodyText);
      return {
        title: row.subject,
        description,
        type: 'article',
        ...(row.imageLink ? { image: row.imageLink } : {}),
        jsonLd: [
          recipeJsonLd({
            name: row.subject,
            description,
            image: row.imageLink,
            publishedAt: row.publishedAt,
            updatedAt: row.updatedAt,
            author: row.authorName,
            cookMinutes: row.cookMinutes,
            servings: row.servings,
            ingredients: row.ingredients,
            steps: listItems(row.body),
            category: row.categorySubject,
            origin: page.origin,
          }),
        ],
      };
    },
  ],
  [
    'event',
    async (db, params, page) => {
      const row = await findEvent(db, { id: Number(params.eventId) });
      if (!row) return null;
      const description = summarise(row.summary, row.bodyText);
      return {
        title: row.subject,
        description,
        ...(row.imageLink ? { image: row.imageLink } : {}),
        jsonLd: [
          eventJsonLd({
            name: row.subject,
            description,
            image: row.imageLink,
            startedAt: row.startedAt,
            endedAt: row.endedAt,
            online: row.format === 'online',
            placeName: row.placeName,
            placeAddress: row.placeAddress,
            free: row.costPlan === 'free',
            open: row.status === 'open',
            lowestPrice: await lowestTicketPrice(db, row.id),
            // findEvent reads published events only: the date is there (a draft's null never reaches here)
            salesFrom: row.publishedAt ?? row.updatedAt,
            ...page,
          }),
        ],
      };
    },
  ],
  // SPEC §8: a gift event that is not found is a 404 (its pages say 找不到頁面)
  ...(['gift-main', 'gift-apply', 'gift-apply-step', 'gift-apply-short', 'gift-apply-short-step'] as const).map(
    (id) =>
      [
        id,
        async (db, params) => {
          const row = await findGiftEvent(db, Number(params.giftId));
          return row ? { title: row.subject, description: summarise(row.summary, row.body) } : null;
        },
      ] as [string, SeoResolver],
  ),
  [
    'location',
    async (db, params, page) => {
      const id = Number(params.locationId);
      const row = await findLocation(db, { id });
      if (!row) return null;
      const l = await getLocation(db, { id });
      return {
        title: l.name,
        description: summarise(`${l.full_address}｜電話 ${l.phone}｜${l.hours.join('、')}`),
        ...(l.image ? { image: l.image.link } : {}),
        jsonLd: [
          storeJsonLd({
            name: l.name,
            address: { street: l.address, town: l.town.name, city: l.city.name, zipcode: l.town.zipcode },
            geo:
              row.latitude !== null && row.longitude !== null
                ? { latitude: row.latitude, longitude: row.longitude }
                : null,
            hours: l.hours,
            phone: l.phone,
            image: l.image?.link ?? null,
            ...page,
          }),
        ],
      };
    },
  ],
]);
