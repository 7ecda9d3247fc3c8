import { asc, eq } from 'drizzle-orm';
import type { HomeBlockKey, HomeInfoBlock, Homepage } from '../../schemas/home.schema';
import { HOME_BLOCK_KEYS } from '../../schemas/home.schema';
import { routeById } from '../../schemas/route-manifest';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { henceFeatures } from '../db/tables/hence-feature.table';
import { homeBanners } from '../db/tables/home-banner.table';
import { homeBlocks } from '../db/tables/home-block.table';
import { pageMeta } from '../db/tables/page-meta.table';
import { articleWhere, cardColumns, listArticleCards, toArticleCards } from './article-cards.service';
import { upcomingEvents } from './events.service';
import { getSolarTermCalendar, latestRecipes } from './recipes.service';

/** `/api/homepage`: SPEC §3 home page data. */
export async function getHomepage(db: Db): Promise<Homepage> {
  const [banners, blocks, latest, upcoming, [seo]] = await Promise.all([
    // a draft, scheduled or taken-down banner is the console's only
    db
      .select()
      .from(homeBanners)
      .where(eq(homeBanners.status, 'published'))
      .orderBy(asc(homeBanners.sort), asc(homeBanners.id)),
    db.select().from(homeBlocks),
    listArticleCards(db, { class: 'articleProject' }, 6),
    upcomingEvents(db, { limit: 6 }),
    db.select().from(pageMeta).where(eq(pageMeta.path, '/')).limit(1),
  ]);
  const banner = (device: 'pc' | 'mobile') =>
    banners
      .filter((b) => b.device === device)
      .map((b) => ({
        id: b.id,
        subject: b.subject,
        image: { link: b.imageLink, width: b.imageWidth, height: b.imageHeight, alt: b.imageAlt ?? b.subject },
        link: b.link,
      }));
  const blockOf = (key: HomeBlockKey): HomeInfoBlock | null => {
    const b = blocks.find((row) => row.key === key);
    return b
      ? {
          subject: b.subject,
          subtitle: b.subtitle,
          content: b.content,
          image: toImage(b.imageLink, b.imageWidth, b.imageHeight, b.imageAlt ?? b.subject),
          link: b.link,
          link_text: b.linkText,
        }
      : null;
  };
  const home = routeById('home');
  return {
    pc_banner: banner('pc'),
    mobile_banner: banner('mobile'),
    infos: Object.fromEntries(HOME_BLOCK_KEYS.map((k) => [k, blockOf(k)])) as Homepage['infos'],
    articles: latest,
    events: upcoming,
    seo: {
      title: seo?.title ?? home?.title ?? '',
      description: seo?.description ?? home?.description ?? '',
      image: seo?.image ?? null,
    },
  };
}

/** `/api/homepage/article`: SPEC §3 hence page data. */
export async function getHencePage(db: Db, input: { now: Date }) {
  const features = await db
    .select({ feature: henceFeatures, article: cardColumns })
    .from(henceFeatures)
    .innerJoin(articles, eq(articles.id, henceFeatures.articleId))
    .where(articleWhere({ class: 'articleProject' }))
    .orderBy(asc(henceFeatures.sort), asc(henceFeatures.id));
  const cards = await toArticleCards(
    db,
    features.map((f) => f.article),
  );
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const picks = (kind: string) => features.filter((f) => f.feature.kind === kind);

  const banners = picks('banner').flatMap(({ feature, article }) => {
    const card = cardOf.get(article.id);
    const image = toImage(feature.imageLink, feature.imageWidth, feature.imageHeight, article.subject) ?? card?.image;
    if (!card || !image) return [];
    return [
      {
        id: feature.id,
        subject: card.subject,
        image,
        categories: card.categories.map((c) => ({ id: c.id, subject: c.subject })),
        article_id: card.id,
        link: card.link,
      },
    ];
  });
  const cardsOf = (kind: string) => picks(kind).flatMap(({ article }) => cardOf.get(article.id) ?? []);

  const calendar = await getSolarTermCalendar(db, input);
  const current = calendar.find((t) => t.is_current);
  let recipe = current ? await latestRecipes(db, { solarTermId: current.id, limit: 4 }) : [];
  if (recipe.length === 0) recipe = await latestRecipes(db, { limit: 4 });

  return {
    banners,
    must_reads: cardsOf('must_read'),
    articles: await listArticleCards(db, { class: 'articleProject' }, 8),
    lifestyle: cardsOf('lifestyle'),
    recipe,
    solar_term_calendar: calendar,
  };
}
