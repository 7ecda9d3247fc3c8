import { and, eq, sql } from 'drizzle-orm';
import type { Author } from '../../schemas/author.schema';
import { contentPath } from '../../schemas/content-path';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { authors } from '../db/tables/author.table';
import { NotFoundError } from '../domain/domain-errors';
import { isPublished } from './article-cards.service';

export async function findAuthor(db: Db, input: { id: number }) {
  const [row] = await db.select().from(authors).where(eq(authors.id, input.id)).limit(1);
  return row ?? null;
}

/** `/api/article_authors/{id}`; the author's articles are `/api/articles?author_id={id}`. */
export async function getAuthor(db: Db, input: { id: number }): Promise<Author> {
  const row = await findAuthor(db, input);
  if (!row) throw new NotFoundError();
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(and(eq(articles.authorId, row.id), isPublished()));
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    avatar: toImage(row.imageLink, row.imageWidth, row.imageHeight, row.name),
    articles_count: Number(count?.n ?? 0),
    link: contentPath.author(row.id),
  };
}
