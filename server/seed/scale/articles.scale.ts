import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/tables/article.table';
import { articleCategoryLinks } from '../../db/tables/article-category-link.table';
import { insertInChunks, maxId, syncSerial } from './batch-insert';
import { magazineBody } from './magazine-body';
import { copiedId, copiedSlug, copiedTitle, movedBack } from './scale-copy';

/** Copies 2..factor of every demo article with its category links; slugs get the copy's number. */
export async function copyArticles(db: Db, factor: number): Promise<void> {
  const demo = await db.select().from(articles).orderBy(asc(articles.id));
  const links = await db.select().from(articleCategoryLinks);
  const stride = await maxId(db, 'articles');
  for (let k = 2; k <= factor; k++) {
    const rows = demo.map((a) => ({
      ...a,
      id: copiedId(a.id, stride, k),
      slug: copiedSlug(a.slug, k),
      subject: copiedTitle(a.subject, k, '第'),
      ...magazineBody(a.body, a.bodyText, a.id + k),
      // an issue every few days back: lists and the sitemap see years of writing, not one day
      isTop: false,
      publishedAt: movedBack(a.publishedAt, k, 3),
      publishAt: a.publishAt ? movedBack(a.publishAt, k, 3) : null,
      createdAt: movedBack(a.createdAt, k, 3),
      updatedAt: movedBack(a.updatedAt, k, 3),
    }));
    await insertInChunks(db, articles, rows, 200);
    await insertInChunks(
      db,
      articleCategoryLinks,
      links.map((l) => ({ articleId: copiedId(l.articleId, stride, k), categoryId: l.categoryId })),
    );
  }
  await syncSerial(db, 'articles');
}
