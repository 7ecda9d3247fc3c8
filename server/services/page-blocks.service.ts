import { asc, eq } from 'drizzle-orm';
import type { BlockPage, PageBlock } from '../../schemas/page-block.schema';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { pageBlocks } from '../db/tables/page-block.table';
import { listArticleCards } from './article-cards.service';
import { listArticleCategories } from './article-categories.service';
import { withDocuments } from './article-documents.service';
import { listLocationsOfClass } from './locations.service';

export async function listPageBlocks(db: Db, input: { page: BlockPage }): Promise<PageBlock[]> {
  const rows = await db
    .select()
    .from(pageBlocks)
    .where(eq(pageBlocks.page, input.page))
    .orderBy(asc(pageBlocks.sort), asc(pageBlocks.id));
  return rows.map((r) => ({
    key: r.key,
    subject: r.subject,
    subtitle: r.subtitle,
    content: r.content,
    image: toImage(r.imageLink, r.imageWidth, r.imageHeight, r.imageAlt ?? r.subject),
    link: r.link,
    link_text: r.linkText,
    items: r.items.map((item) => ({
      title: item.title,
      text: item.text,
      image: item.image ? { ...item.image, alt: item.title } : null,
    })),
  }));
}

/** `/api/homepage/eco_life`: the sustainability page. */
export async function getEcoLifePage(db: Db) {
  const [blocks, categories, latest, reports] = await Promise.all([
    listPageBlocks(db, { page: 'sustainability' }),
    listArticleCategories(db, { class: 'articleEcolife' }),
    listArticleCards(db, { class: 'articleEcolife' }, 6),
    listArticleCards(db, { class: 'articleReport' }, 6),
  ]);
  return { blocks, categories, articles: latest, reports: await withDocuments(db, reports) };
}

/** The class of location the concept-store page lists. */
export const ZONEZONE_CLASS = 'zonezone';

export async function getZonezonePage(db: Db) {
  const [blocks, stores] = await Promise.all([
    listPageBlocks(db, { page: 'zonezone' }),
    listLocationsOfClass(db, { code: ZONEZONE_CLASS }),
  ]);
  return { blocks, locations: stores };
}

export async function getTalentPage(db: Db) {
  return { blocks: await listPageBlocks(db, { page: 'talent-development' }) };
}
