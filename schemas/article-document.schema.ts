import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { ArticleCardSchema } from './article.schema';

/*
 * Magazine issues and reports, whose cards carry their PDF. A module of its own: zod schemas are
 * built when their module loads, and article.schema.ts is part of the home page's first JS.
 */

/** The file of a magazine issue or a report: where it is served, its name, size in bytes and pages. */
export const ArticleDocumentSchema = z.object({
  url: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  pages: z.number().int(),
});
export type ArticleDocument = z.infer<typeof ArticleDocumentSchema>;

/** A magazine issue or a report: a card with its PDF (null until one is stored). */
export const DocumentCardSchema = ArticleCardSchema.extend({ document: ArticleDocumentSchema.nullable() });
export type DocumentCard = z.infer<typeof DocumentCardSchema>;
export const DocumentPageResponse = pagedEnvelope(DocumentCardSchema);
