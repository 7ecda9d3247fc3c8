import type { ArticleClass } from '../../schemas/article-category.schema';
import { addDays, taipeiToday } from '../../schemas/taipei-date';
import { townByName } from '../../schemas/tw-address';
import { prepareRichText } from '../content/article-html';
import { ARTICLE_SLUG_PREFIX } from '../content/article-slugs';
import { documentPdf } from '../content/pdf-layout';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { articleCategories } from '../db/tables/article-category.table';
import { articleCategoryLinks } from '../db/tables/article-category-link.table';
import { authors } from '../db/tables/author.table';
import { brands } from '../db/tables/brand.table';
import { channels } from '../db/tables/channel.table';
import { contactClasses } from '../db/tables/contact-class.table';
import { events } from '../db/tables/event.table';
import { eventCategories } from '../db/tables/event-category.table';
import { eventCategoryLinks } from '../db/tables/event-category-link.table';
import { henceFeatures } from '../db/tables/hence-feature.table';
import { homeBanners } from '../db/tables/home-banner.table';
import { homeBlocks } from '../db/tables/home-block.table';
import { locations } from '../db/tables/location.table';
import { locationCategories } from '../db/tables/location-category.table';
import { locationCategoryLinks } from '../db/tables/location-category-link.table';
import { locationClasses } from '../db/tables/location-class.table';
import { pageBlocks } from '../db/tables/page-block.table';
import { recipes } from '../db/tables/recipe.table';
import { recipeItemCategories } from '../db/tables/recipe-item-category.table';
import { solarTerms } from '../db/tables/solar-term.table';
import { subscribeTopics } from '../db/tables/subscribe-topic.table';
import { putArticleDocument } from '../services/article-documents.service';
import { BLOG_CATEGORIES, BLOGS } from './blogs.seed';
import { BRAND_CATEGORIES, BRANDS, FAQ_CATEGORIES, FAQS } from './brands.seed';
import { magazineDocuments, reportDocuments, type SeedDocument } from './documents.seed';
import { EVENT_CATEGORIES, EVENTS } from './events.seed';
import { AUTHORS, HENCE_ARTICLES, HENCE_CATEGORIES, HENCE_FEATURES, MAGAZINES } from './hence.seed';
import { type ArticleBodySeed, HENCE_BODIES } from './hence-bodies.seed';
import { DEMO_IMAGES, demoImage, demoImageLink, demoPicture } from './images.seed';
import { LOCATION_CATEGORIES, LOCATION_CLASSES, LOCATIONS } from './locations.seed';
import { NEWS, NEWS_CATEGORIES } from './news.seed';
import {
  type BlockSeed,
  CHANNELS,
  CONTACT_CLASSES,
  HOME_BANNERS,
  HOME_BLOCKS,
  PAGE_BLOCKS,
  SUBSCRIBE_TOPICS,
} from './pages.seed';
import { RECIPE_ITEM_CATEGORIES, RECIPES, SOLAR_TERMS } from './recipes.seed';
import type { ArticleSeed, CategorySeed } from './seed-types';
import { ECOLIFE_ARTICLES, ECOLIFE_CATEGORIES, REPORTS } from './sustainability.seed';

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const taipei = (date: string, hour = 10) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);
/**
 * A record's own times (sitemap lastmod, structured data's dateModified) are never the moment the
 * seed ran: an article or recipe was written when it was published; the site's frame (categories,
 * authors, stores) was set up on this day.
 */
const SET_UP = taipei('2024-11-04');
const writtenAt = (at: Date) => ({ createdAt: at, updatedAt: at });
/** Events move with the day the seed runs (they stay upcoming): their times are their announcement. */
const announced = (at: Date) => ({ publishedAt: at, ...writtenAt(at) });
const DAY_MS = 86_400_000;

/**
 * An editor's body: lead, a figure of the article's picture, sections. An article written out at
 * length (hence-bodies.seed.ts) also gets its sections' further paragraphs, a pull quote and a
 * second captioned picture in the middle, and a closing section.
 */
function bodyHtml(
  a: { summary: string; points: string[]; subject: string; image?: string },
  long?: ArticleBodySeed,
): string {
  const paragraphs = (texts: readonly string[]) => texts.map((p) => `<p>${escapeText(p)}</p>`).join('');
  const sections = a.points.map((point, i) => {
    const [heading, text] = point.split('｜');
    const more = paragraphs(long?.more[i] ?? []);
    return text
      ? `<h2>${escapeText(heading ?? '')}</h2><p>${escapeText(text)}</p>${more}`
      : `<p>${escapeText(point)}</p>${more}`;
  });
  const figure = a.image ? figureHtml(a.image, a.subject) : '';
  // an event's summary is its page's lead already: its body starts with the picture, not the lead again
  const lead = a.summary ? `<p>${escapeText(a.summary)}</p>` : '';
  if (!long) return `${lead}${figure}${sections.join('')}`;
  const middle = Math.ceil(sections.length / 2);
  const quote = `<blockquote><p>${escapeText(long.quote.text)}</p><p><small>${escapeText(`— ${long.quote.by}`)}</small></p></blockquote>`;
  return [
    `<p>${escapeText(a.summary)}</p>`,
    figure,
    ...sections.slice(0, middle),
    quote,
    figureHtml(long.figure.image, long.figure.caption),
    ...sections.slice(middle),
    `<h2>${escapeText(long.extra.heading)}</h2>${paragraphs(long.extra.paragraphs)}`,
    `<h2>${escapeText(long.closing.heading)}</h2>${paragraphs(long.closing.paragraphs)}`,
  ].join('');
}

function figureHtml(name: string, caption: string): string {
  const img = DEMO_IMAGES.find((i) => i.name === name);
  if (!img) throw new Error(`unknown demo image ${name}`);
  return `<figure><img src="${demoImageLink(name)}" width="${img.width}" height="${img.height}" alt="${escapeText(caption)}"><figcaption>${escapeText(caption)}</figcaption></figure>`;
}

const imageOf = (name: string | undefined) => (name ? demoImage(name) : {});
const pictureOf = (name: string) => {
  const { imageLink, imageWidth, imageHeight } = demoImage(name);
  return { link: imageLink, width: imageWidth, height: imageHeight };
};

async function insertCategories(db: Db, cls: ArticleClass, seeds: CategorySeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, seed] of seeds.entries()) {
    const [row] = await db
      .insert(articleCategories)
      .values({
        class: cls,
        slug: seed.slug,
        subject: seed.subject,
        description: seed.description ?? null,
        sort: i + 1,
        ...imageOf(seed.image),
        ...writtenAt(SET_UP),
      })
      .returning({ id: articleCategories.id });
    if (!row) throw new Error('category insert returned nothing');
    ids.set(seed.key, row.id);
    for (const [j, child] of (seed.children ?? []).entries()) {
      const [sub] = await db
        .insert(articleCategories)
        .values({
          class: cls,
          parentId: row.id,
          slug: child.slug,
          subject: child.subject,
          description: child.description ?? null,
          sort: j + 1,
          ...writtenAt(SET_UP),
          ...imageOf(child.image),
        })
        .returning({ id: articleCategories.id });
      if (!sub) throw new Error('category insert returned nothing');
      ids.set(child.key, sub.id);
    }
  }
  return ids;
}

interface Refs {
  categories?: Map<string, number>;
  authors?: Map<string, number>;
  brands?: Map<string, number>;
}

/** Inserts a class's articles (bodies sanitised on the way in); returns subject → id. */
async function insertArticles(db: Db, cls: ArticleClass, seeds: ArticleSeed[], refs: Refs = {}) {
  const ids = new Map<string, number>();
  for (const [i, seed] of seeds.entries()) {
    const ref = (map: Map<string, number> | undefined, key: string | undefined, what: string) => {
      if (!key) return null;
      const id = map?.get(key);
      if (!id) throw new Error(`${cls} "${seed.subject}": unknown ${what} ${key}`);
      return id;
    };
    const [row] = await db
      .insert(articles)
      .values({
        class: cls,
        slug: seed.slug ?? `${ARTICLE_SLUG_PREFIX[cls]}-${i + 1}`,
        subject: seed.subject,
        summary: seed.summary,
        ...prepareRichText(bodyHtml(seed, cls === 'articleProject' ? HENCE_BODIES[seed.subject] : undefined)),
        ...imageOf(seed.image),
        authorId: ref(refs.authors, seed.author, 'author'),
        brandId: ref(refs.brands, seed.brand, 'brand'),
        isTop: seed.isTop ?? false,
        publishedAt: taipei(seed.date),
        ...writtenAt(taipei(seed.date)),
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('article insert returned nothing');
    ids.set(seed.subject, row.id);
    const categoryIds = (seed.categories ?? []).map((key) => ref(refs.categories, key, 'category') as number);
    if (categoryIds.length) {
      await db
        .insert(articleCategoryLinks)
        .values(categoryIds.map((categoryId) => ({ articleId: row.id, categoryId })));
    }
  }
  return ids;
}

/** The PDFs of magazine issues and reports, made here from the seed's own text. */
async function insertDocuments(db: Db, docs: SeedDocument[], ids: Map<string, number>) {
  for (const doc of docs) {
    const articleId = ids.get(doc.subject);
    if (!articleId) throw new Error(`document: no article "${doc.subject}"`);
    const { bytes, pages } = documentPdf(doc.spec);
    await putArticleDocument(db, { articleId, fileName: doc.fileName, content: bytes, pageCount: pages });
  }
}

const blockValues = (b: BlockSeed) => ({
  subject: b.subject,
  subtitle: b.subtitle ?? null,
  content: b.content,
  ...imageOf(b.image),
  // a block's picture is described by what it shows, not by the block's heading beside it
  imageAlt: b.image ? demoPicture(b.image).alt : null,
  link: b.link ?? null,
  linkText: b.linkText ?? null,
});

export interface SeedCounts {
  [table: string]: number;
}

/** All demo content. The caller runs it once, on an empty database, in one transaction. */
export async function insertDemoContent(db: Db, input: { now: Date }): Promise<SeedCounts> {
  const counts: SeedCounts = {};

  // authors and brands first: articles point at them
  const authorIds = new Map<string, number>();
  for (const a of AUTHORS) {
    const [row] = await db
      .insert(authors)
      .values({ name: a.name, title: a.title, bio: a.bio, ...demoImage(a.avatar), ...writtenAt(SET_UP) })
      .returning({ id: authors.id });
    if (row) authorIds.set(a.key, row.id);
  }
  const brandIds = new Map<string, number>();
  for (const [i, b] of BRANDS.entries()) {
    const logo = demoImage(b.logo);
    const [row] = await db
      .insert(brands)
      .values({
        name: b.name,
        nameEn: b.nameEn,
        country: b.country,
        logoLink: logo.imageLink,
        logoWidth: logo.imageWidth,
        logoHeight: logo.imageHeight,
        serviceTypes: b.serviceTypes,
        sort: i + 1,
      })
      .returning({ id: brands.id });
    if (row) brandIds.set(b.key, row.id);
  }

  const brandCats = await insertCategories(db, 'articleBrand', BRAND_CATEGORIES);
  await insertArticles(
    db,
    'articleBrand',
    BRANDS.map((b) => ({
      ...b.story,
      slug: b.nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      brand: b.key,
      categories: [b.category],
    })),
    { categories: brandCats, brands: brandIds },
  );
  await insertArticles(db, 'articleFaq', FAQS, {
    categories: await insertCategories(db, 'articleFaq', FAQ_CATEGORIES),
    brands: brandIds,
  });
  await insertArticles(db, 'articleNews', NEWS, {
    categories: await insertCategories(db, 'articleNews', NEWS_CATEGORIES),
  });
  await insertArticles(db, 'articleBlog', BLOGS, {
    categories: await insertCategories(db, 'articleBlog', BLOG_CATEGORIES),
  });
  const henceIds = await insertArticles(db, 'articleProject', HENCE_ARTICLES, {
    categories: await insertCategories(db, 'articleProject', HENCE_CATEGORIES),
    authors: authorIds,
  });
  await insertArticles(db, 'articleEcolife', ECOLIFE_ARTICLES, {
    categories: await insertCategories(db, 'articleEcolife', ECOLIFE_CATEGORIES),
  });
  const reportIds = await insertArticles(db, 'articleReport', REPORTS);
  const magazineIds = await insertArticles(db, 'articleMagazine', MAGAZINES);
  await insertDocuments(db, magazineDocuments(), magazineIds);
  await insertDocuments(db, reportDocuments(), reportIds);

  await db.insert(henceFeatures).values(
    HENCE_FEATURES.map((f, i) => {
      const articleId = henceIds.get(f.subject);
      if (!articleId) throw new Error(`hence feature: no article "${f.subject}"`);
      return { kind: f.kind, articleId, sort: i + 1, ...imageOf(f.image) };
    }),
  );

  // recipes and the solar terms they belong to
  const termRows = await db
    .insert(solarTerms)
    .values(SOLAR_TERMS.map((t, i) => ({ name: t.name, longitude: t.longitude, summary: t.summary, sort: i + 1 })))
    .returning({ id: solarTerms.id, name: solarTerms.name });
  const termId = new Map(termRows.map((t) => [t.name, t.id]));
  const courseRows = await db
    .insert(recipeItemCategories)
    .values(RECIPE_ITEM_CATEGORIES.map((subject, i) => ({ subject, sort: i + 1 })))
    .returning({ id: recipeItemCategories.id, subject: recipeItemCategories.subject });
  const courseId = new Map(courseRows.map((c) => [c.subject, c.id]));
  await db.insert(recipes).values(
    RECIPES.map((r) => ({
      subject: r.subject,
      summary: r.summary,
      ...prepareRichText(
        `<p>${escapeText(r.summary)}</p>${figureHtml(r.image, r.subject)}<h2>作法</h2><ol>${r.steps.map((s) => `<li>${escapeText(s)}</li>`).join('')}</ol>`,
      ),
      ...demoImage(r.image),
      solarTermId: termId.get(r.term) ?? null,
      itemCategoryId: courseId.get(r.category) ?? null,
      authorId: authorIds.get(r.author) ?? null,
      cookMinutes: r.cookMinutes,
      servings: r.servings,
      ingredients: r.ingredients,
      status: 'published' as const,
      publishedAt: taipei(r.date),
      ...writtenAt(taipei(r.date)),
    })),
  );

  // locations
  const classRows = await db
    .insert(locationClasses)
    .values(LOCATION_CLASSES.map((c, i) => ({ code: c.code, name: c.name, sort: i + 1 })))
    .returning({ id: locationClasses.id, code: locationClasses.code });
  const classId = new Map(classRows.map((c) => [c.code, c.id]));
  const serviceRows = await db
    .insert(locationCategories)
    .values(LOCATION_CATEGORIES.map((name, i) => ({ name, sort: i + 1 })))
    .returning({ id: locationCategories.id, name: locationCategories.name });
  const serviceId = new Map(serviceRows.map((c) => [c.name, c.id]));
  for (const [i, l] of LOCATIONS.entries()) {
    const town = townByName(l.city, l.town);
    const cls = classId.get(l.class);
    if (!town || !cls) throw new Error(`location ${l.name}: unknown town ${l.city}${l.town} or class ${l.class}`);
    const [row] = await db
      .insert(locations)
      .values({
        name: l.name,
        classId: cls,
        cityId: town.cityId,
        townId: town.id,
        address: l.address,
        latitude: l.geo[0],
        longitude: l.geo[1],
        phone: l.phone,
        hours: l.hours,
        sort: i + 1,
        ...writtenAt(SET_UP),
        ...demoImage(l.image),
      })
      .returning({ id: locations.id });
    if (!row) throw new Error('location insert returned nothing');
    await db
      .insert(locationCategoryLinks)
      .values(l.categories.map((name) => ({ locationId: row.id, categoryId: serviceId.get(name) as number })));
  }

  // events, dated around the seeding day (see events.seed.ts)
  const eventCatRows = await db
    .insert(eventCategories)
    .values(EVENT_CATEGORIES.map((c, i) => ({ type: c.type, subject: c.subject, sort: i + 1 })))
    .returning({ id: eventCategories.id, subject: eventCategories.subject });
  const eventCatId = new Map(eventCatRows.map((c) => [c.subject, c.id]));
  const today = taipeiToday(input.now);
  for (const e of EVENTS) {
    const day = addDays(today, e.day);
    const startedAt = taipei(day, e.hour);
    const [row] = await db
      .insert(events)
      .values({
        subject: e.subject,
        summary: e.summary,
        ...prepareRichText(bodyHtml({ ...e, summary: '', image: e.image })),
        ...demoImage(e.image),
        startedAt,
        endedAt: new Date(startedAt.getTime() + e.hours * 3_600_000),
        placeName: e.placeName,
        placeAddress: e.placeAddress,
        costPlan: e.costPlan,
        format: e.format,
        status: e.status,
        isTop: e.isTop ?? false,
        // announced a month ahead (past events: a month before they took place)
        ...announced(new Date(Math.min(input.now.getTime(), startedAt.getTime()) - 30 * DAY_MS)),
      })
      .returning({ id: events.id });
    if (!row) throw new Error('event insert returned nothing');
    await db
      .insert(eventCategoryLinks)
      .values(e.categories.map((subject) => ({ eventId: row.id, categoryId: eventCatId.get(subject) as number })));
  }

  // pages
  await db.insert(homeBanners).values(
    HOME_BANNERS.map((b, i) => ({
      device: b.device,
      subject: b.subject,
      link: b.link,
      sort: i + 1,
      ...demoImage(b.image),
      status: 'published' as const,
    })),
  );
  await db.insert(homeBlocks).values(Object.entries(HOME_BLOCKS).map(([key, b]) => ({ key, ...blockValues(b) })));
  await db.insert(pageBlocks).values(
    Object.entries(PAGE_BLOCKS).flatMap(([page, blocks]) =>
      Object.entries(blocks).map(([key, b], i) => ({
        page,
        key,
        sort: i + 1,
        ...blockValues(b),
        items: (b.items ?? []).map((item) => ({
          title: item.title,
          text: item.text,
          image: item.image ? pictureOf(item.image) : null,
        })),
      })),
    ),
  );
  await db.insert(contactClasses).values(CONTACT_CLASSES.map((c, i) => ({ ...c, sort: i + 1 })));
  await db.insert(channels).values(CHANNELS.map((name, i) => ({ name, sort: i + 1 })));
  await db.insert(subscribeTopics).values(SUBSCRIBE_TOPICS.map((t, i) => ({ ...t, sort: i + 1 })));

  counts.brands = BRANDS.length;
  counts.authors = AUTHORS.length;
  counts.articles =
    BRANDS.length +
    FAQS.length +
    NEWS.length +
    BLOGS.length +
    HENCE_ARTICLES.length +
    ECOLIFE_ARTICLES.length +
    REPORTS.length +
    MAGAZINES.length;
  counts.recipes = RECIPES.length;
  counts.locations = LOCATIONS.length;
  counts.events = EVENTS.length;
  return counts;
}
