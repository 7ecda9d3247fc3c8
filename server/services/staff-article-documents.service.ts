import { and, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { ArticleClass } from '../../schemas/article-category.schema';
import {
  DOCUMENT_FIELD,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  type DocumentCheck,
  type DocumentFacts,
  type DocumentReplaced,
  hasDocument,
} from '../../schemas/staff-document.schema';
import { countPdfPages } from '../content/pdf-pages';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { articleDocuments } from '../db/tables/article-document.table';
import { InvalidInputError, NotFoundError, StaleVersionError } from '../domain/domain-errors';
import { putArticleDocument } from './article-documents.service';
import { type AuditActor, recordAudit } from './audit-log.service';
import type { IncomingFile } from './media.service';
import { ARTICLE_ENTITY, readStaffArticle } from './staff-articles.service';

/**
 * The console's document task (issue 24): a magazine issue's or a report's PDF replaced by an
 * `editor`. The file is judged by its bytes (file-type), never by its name or the browser's type.
 */

/** Bidirectional controls reorder what follows them in a shown name (`x\u202Efdp.exe`). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** What a download is saved as: the editor's name without folders or control characters, ending `.pdf`. */
export function documentFileName(original: string): string {
  const base = (original.split(/[/\\]/).pop() ?? '')
    .replace(BIDI_CONTROLS, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const stem = base.replace(/\.pdf$/i, '').slice(0, 120) || 'document';
  return `${stem}.pdf`;
}

interface ReadPdf {
  fileName: string;
  bytes: Uint8Array;
  pages: number;
}

/** The one PDF of an upload, or 422 on `file` saying what is wrong with it. */
async function readPdf(files: IncomingFile[]): Promise<ReadPdf> {
  const [file] = files;
  if (!file || file.bytes.byteLength === 0) throw InvalidInputError.on(DOCUMENT_FIELD, DOCUMENT_MESSAGES.none);
  const name = documentFileName(file.name);
  if (file.bytes.byteLength > DOCUMENT_MAX_BYTES) {
    throw InvalidInputError.on(DOCUMENT_FIELD, DOCUMENT_MESSAGES.tooLarge(name));
  }
  const sniffed = await fileTypeFromBuffer(file.bytes);
  if (sniffed?.mime !== 'application/pdf') throw InvalidInputError.on(DOCUMENT_FIELD, DOCUMENT_MESSAGES.notPdf(name));
  const pages = countPdfPages(file.bytes);
  if (!pages) throw InvalidInputError.on(DOCUMENT_FIELD, DOCUMENT_MESSAGES.noPages(name));
  return { fileName: name, bytes: file.bytes, pages };
}

async function storedFacts(db: Db, articleId: number): Promise<DocumentFacts | null> {
  const [row] = await db
    .select({
      file_name: articleDocuments.fileName,
      size: articleDocuments.byteSize,
      pages: articleDocuments.pageCount,
    })
    .from(articleDocuments)
    .where(eq(articleDocuments.articleId, articleId));
  return row ?? null;
}

/** The article, which must be of a class that has a file (422 on `class` otherwise). */
async function documentArticle(db: Db, id: number): Promise<{ class: ArticleClass }> {
  const [article] = await db.select({ class: articles.class }).from(articles).where(eq(articles.id, id));
  if (!article) throw new NotFoundError();
  if (!hasDocument(article.class as ArticleClass)) {
    throw InvalidInputError.on('class', DOCUMENT_MESSAGES.wrongClass);
  }
  return { class: article.class as ArticleClass };
}

/** `GET /api/staff/articles/{id}/document`: the stored file's name, size and pages (null: none yet). */
export async function getArticleDocumentFacts(db: Db, id: number): Promise<DocumentFacts | null> {
  await documentArticle(db, id);
  return storedFacts(db, id);
}

/**
 * `POST /api/staff/articles/{id}/document/check`: the uploaded file read as the replacement would
 * read it, beside the one stored, so the editor compares them before anything changes. Nothing is
 * kept and nothing audited: the replacement sends the file again.
 */
export async function checkArticleDocument(db: Db, id: number, files: IncomingFile[]): Promise<DocumentCheck> {
  await documentArticle(db, id);
  const pdf = await readPdf(files);
  return {
    current: await storedFacts(db, id),
    next: { file_name: pdf.fileName, size: pdf.bytes.byteLength, pages: pdf.pages },
  };
}

/**
 * `PUT /api/staff/articles/{id}/document`: the file replaced, from the article's version the editor
 * had (a stale one is 409 with the article as it is now). The article's version moves on, so an
 * edit started before the replacement is told; the audit log has the old and new file's name,
 * size and pages, never its bytes. The public download serves the new file at once (the table's
 * trigger tells the public cache).
 */
export async function replaceArticleDocument(
  db: Db,
  actor: AuditActor,
  id: number,
  version: number,
  files: IncomingFile[],
): Promise<DocumentReplaced> {
  await documentArticle(db, id);
  const pdf = await readPdf(files);
  return db.transaction(async (tx) => {
    const before = await storedFacts(tx, id);
    const [moved] = await tx
      .update(articles)
      .set({ version: sql`${articles.version} + 1`, updatedAt: new Date() })
      .where(and(eq(articles.id, id), eq(articles.version, version)))
      .returning({ id: articles.id });
    if (!moved) throw new StaleVersionError(await readStaffArticle(tx, id));
    await putArticleDocument(tx, { articleId: id, fileName: pdf.fileName, content: pdf.bytes, pageCount: pdf.pages });
    const after = (await storedFacts(tx, id)) as DocumentFacts;
    await recordAudit(tx, actor, {
      action: `${ARTICLE_ENTITY}.document`,
      entity: ARTICLE_ENTITY,
      entityId: id,
      before,
      after,
    });
    return {
      article: (await readStaffArticle(tx, id)) as NonNullable<Awaited<ReturnType<typeof readStaffArticle>>>,
      document: after,
    };
  });
}
