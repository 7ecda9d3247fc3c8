import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import type { ArticleClass } from './article-category.schema';
import { StaffArticleSchema } from './staff-article.schema';

/**
 * Replacing the PDF of a magazine issue or a sustainability report (issue 24): the console's
 * document task (machines/staff-document-replace.machine.ts) and its API,
 * `POST /api/staff/articles/{id}/document/check` (the file read, nothing stored) and
 * `PUT /api/staff/articles/{id}/document` (the file stored, from the article's version).
 */

/** The classes whose article is a file (article_documents). */
export const DOCUMENT_CLASSES = ['articleMagazine', 'articleReport'] as const satisfies readonly ArticleClass[];
export const hasDocument = (cls: ArticleClass) => (DOCUMENT_CLASSES as readonly string[]).includes(cls);

const MB = 1024 * 1024;
/** A magazine issue of a hundred pages with pictures fits; a scan of a book does not. */
export const DOCUMENT_MAX_BYTES = 20 * MB;

/** The multipart field the file travels in, and the key of its 422 messages. */
export const DOCUMENT_FIELD = 'file';

const shortName = (name: string) => (name.length > 40 ? `${name.slice(0, 37)}…` : name);

export const DOCUMENT_MESSAGES = {
  none: '請選擇要上傳的 PDF 檔。',
  notPdf: (name: string) => `「${shortName(name)}」不是 PDF 檔，請上傳 PDF 文件。`,
  tooLarge: (name: string) => `「${shortName(name)}」超過 ${DOCUMENT_MAX_BYTES / MB} MB，請上傳較小的檔案。`,
  noPages: (name: string) => `「${shortName(name)}」讀不出頁數，請確認檔案完整後再上傳。`,
  wrongClass: '只有雜誌期刊與永續報告書的文章有 PDF 檔。',
} as const;

/** A file as the document task sees it before the server read it: its name and size. */
export const ChosenFileSchema = z.object(
  {
    name: z.string().min(1, { error: DOCUMENT_MESSAGES.none }).max(255, { error: DOCUMENT_MESSAGES.none }),
    size: z.number().int().min(1, { error: DOCUMENT_MESSAGES.none }),
  },
  { error: DOCUMENT_MESSAGES.none },
);

/** Step 1: the file chosen (a larger one is refused here, before it goes out). */
export const DocumentFileStepSchema = z.object({
  file: ChosenFileSchema.refine((f) => f.size <= DOCUMENT_MAX_BYTES, {
    error: (issue) => DOCUMENT_MESSAGES.tooLarge((issue.input as { name: string }).name),
  }),
});
/** Step 2: the old and the new file side by side; its button replaces. */
export const DocumentConfirmStepSchema = z.object({});

export const DOCUMENT_TASK_STEPS = { file: DocumentFileStepSchema, confirm: DocumentConfirmStepSchema } as const;
export type DocumentTaskSteps = typeof DOCUMENT_TASK_STEPS;

/** A stored or uploaded PDF: what a download is saved as, bytes, pages. */
export const DocumentFactsSchema = z.object({
  file_name: z.string(),
  size: z.number().int(),
  pages: z.number().int(),
});
export type DocumentFacts = z.infer<typeof DocumentFactsSchema>;

/** The check's answer: the article's file now (null when it has none yet) and the one uploaded. */
export const DocumentCheckSchema = z.object({ current: DocumentFactsSchema.nullable(), next: DocumentFactsSchema });
export type DocumentCheck = z.infer<typeof DocumentCheckSchema>;
export const DocumentCheckResponse = dataEnvelope(DocumentCheckSchema);

/** The replacement's answer: the article at its new version, and its file now. */
export const DocumentReplacedSchema = z.object({ article: StaffArticleSchema, document: DocumentFactsSchema });
export type DocumentReplaced = z.infer<typeof DocumentReplacedSchema>;
export const DocumentReplacedResponse = dataEnvelope(DocumentReplacedSchema);
