import { and, eq, inArray } from 'drizzle-orm';
import type { ArticleCard } from '../../schemas/article.schema';
import type { DocumentCard } from '../../schemas/article-document.schema';
import { contentPath } from '../../schemas/content-path';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { articleDocuments } from '../db/tables/article-document.table';
import { NotFoundError } from '../domain/domain-errors';
import { isPublished } from './article-cards.service';

export interface StoredDocument {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** The file of a published magazine issue or report; an unpublished article's file is not there yet. */
export async function getArticleDocument(db: Db, input: { articleId: number }): Promise<StoredDocument> {
  const [row] = await db
    .select({
      fileName: articleDocuments.fileName,
      contentType: articleDocuments.contentType,
      content: articleDocuments.content,
    })
    .from(articleDocuments)
    .innerJoin(articles, eq(articles.id, articleDocuments.articleId))
    .where(and(eq(articleDocuments.articleId, input.articleId), isPublished()));
  if (!row) throw new NotFoundError();
  return row;
}

/** Stores (or replaces) an article's file. */
export async function putArticleDocument(
  db: Db,
  input: { articleId: number; fileName: string; content: Uint8Array; pageCount: number },
): Promise<void> {
  const values = {
    fileName: input.fileName,
    content: input.content,
    byteSize: input.content.byteLength,
    pageCount: input.pageCount,
  };
  await db
    .insert(articleDocuments)
    .values({ articleId: input.articleId, ...values })
    .onConflictDoUpdate({ target: articleDocuments.articleId, set: { ...values, updatedAt: new Date() } });
}

/** Magazine issues' and reports' cards with their files, read in one query whatever the count. */
export async function withDocuments(db: Db, cards: readonly ArticleCard[]): Promise<DocumentCard[]> {
  const ids = cards.map((c) => c.id);
  const rows = ids.length
    ? await db
        .select({
          articleId: articleDocuments.articleId,
          fileName: articleDocuments.fileName,
          size: articleDocuments.byteSize,
          pages: articleDocuments.pageCount,
        })
        .from(articleDocuments)
        .where(inArray(articleDocuments.articleId, ids))
    : [];
  const byId = new Map(rows.map((d) => [d.articleId, d]));
  return cards.map((card) => {
    const d = byId.get(card.id);
    return {
      ...card,
      document: d ? { url: contentPath.document(card.id), file_name: d.fileName, size: d.size, pages: d.pages } : null,
    };
  });
}
