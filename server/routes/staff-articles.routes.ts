import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contentPath } from '../../schemas/content-path';
import { IdParam } from '../../schemas/id-param.schema';
import { PublicationMoveSchema, versionSchema } from '../../schemas/publication.schema';
import {
  StaffArticleInputSchema,
  StaffArticleQuerySchema,
  StaffArticleUpdateSchema,
} from '../../schemas/staff-article.schema';
import { DOCUMENT_FIELD, DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '../../schemas/staff-document.schema';
import { previewAnswer, withPreview } from '../content/content-preview';
import { ConflictError, InvalidInputError } from '../domain/domain-errors';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import type { IncomingFile } from '../services/media.service';
import {
  checkArticleDocument,
  getArticleDocumentFacts,
  replaceArticleDocument,
} from '../services/staff-article-documents.service';
import {
  createStaffArticle,
  getStaffArticle,
  listStaffArticles,
  moveArticlePublication,
  updateStaffArticle,
} from '../services/staff-articles.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

/**
 * Put ahead of a document upload: a body bigger than the largest PDF allowed is refused while it
 * streams in (422 on `file`), before Hono buffers it to parse the form.
 */
const documentUploadLimit = () =>
  bodyLimit({
    maxSize: DOCUMENT_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw InvalidInputError.on(DOCUMENT_FIELD, DOCUMENT_MESSAGES.tooLarge('上傳的檔案'));
    },
  });

/** The file (field `file`, or `files` as src/api/upload.ts names it by default) and the `version` of a document upload. */
async function readDocumentUpload(c: Context): Promise<{ files: IncomingFile[]; version: unknown }> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return { files: [], version: undefined };
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw InvalidInputError.on(DOCUMENT_FIELD, DOCUMENT_MESSAGES.none);
  }
  const values = [DOCUMENT_FIELD, 'files'].flatMap((key) => {
    const value = form[key];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  });
  const files = await Promise.all(
    values
      .filter((v): v is File => v instanceof File)
      .map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
  const version = form.version;
  return { files, version: Array.isArray(version) ? version[0] : version };
}

export const NO_PREVIEW_MESSAGE = '此類別的文章沒有自己的頁面，無法預覽。';

/** `/api/staff/articles`: every class of article, for `editor`s (schemas/staff-article.schema.ts). */
export function staffArticleRoutes() {
  // roles on each route, not `use('*')`: a router mounted at '/' would lend its middleware to its siblings' paths
  return (
    new Hono<StaffEnv>()
      .get('/articles', requireRole('editor'), validate('query', StaffArticleQuerySchema), async (c) =>
        c.json(withLinks(await listStaffArticles(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      .post('/articles', requireRole('editor'), validate('json', StaffArticleInputSchema), async (c) =>
        c.json({ data: await createStaffArticle(c.var.deps.db, staffActor(c), c.req.valid('json')) }),
      )
      .get('/articles/:id', requireRole('editor'), validate('param', IdParam), async (c) =>
        c.json({ data: await getStaffArticle(c.var.deps.db, c.req.valid('param').id) }),
      )
      .put(
        '/articles/:id',
        requireRole('editor'),
        validate('param', IdParam),
        validate('json', StaffArticleUpdateSchema),
        async (c) =>
          c.json({
            data: await updateStaffArticle(c.var.deps.db, staffActor(c), c.req.valid('param').id, c.req.valid('json')),
          }),
      )
      .post(
        '/articles/:id/publication',
        requireRole('editor'),
        validate('param', IdParam),
        validate('json', PublicationMoveSchema),
        async (c) =>
          c.json({
            data: await moveArticlePublication(
              c.var.deps.db,
              staffActor(c),
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          }),
      )
      // the document task (issue 24): a magazine issue's or a report's PDF read, then replaced
      .get('/articles/:id/document', requireRole('editor'), validate('param', IdParam), async (c) =>
        c.json({ data: await getArticleDocumentFacts(c.var.deps.db, c.req.valid('param').id) }),
      )
      .post(
        '/articles/:id/document/check',
        requireRole('editor'),
        documentUploadLimit(),
        validate('param', IdParam),
        async (c) => {
          const upload = await readDocumentUpload(c);
          return c.json({ data: await checkArticleDocument(c.var.deps.db, c.req.valid('param').id, upload.files) });
        },
      )
      .put(
        '/articles/:id/document',
        requireRole('editor'),
        documentUploadLimit(),
        validate('param', IdParam),
        async (c) => {
          const upload = await readDocumentUpload(c);
          const version = versionSchema.safeParse(upload.version);
          if (!version.success) throw InvalidInputError.on('version', version.error.issues[0]?.message ?? '');
          const { db } = c.var.deps;
          return c.json({
            data: await replaceArticleDocument(db, staffActor(c), c.req.valid('param').id, version.data, upload.files),
          });
        },
      )
      .get('/articles/:id/preview', requireRole('editor'), validate('param', IdParam), async (c) => {
        const { deps } = c.var;
        const article = await getStaffArticle(deps.db, c.req.valid('param').id);
        const path = contentPath.article(article);
        // a magazine issue is shown on its list, a report only as its PDF
        if (!path || article.class === 'articleMagazine') {
          throw new ConflictError(NO_PREVIEW_MESSAGE, { class: [NO_PREVIEW_MESSAGE] });
        }
        // the public page as a guest gets it (no cookie passed on), from this app, with this article readable
        return previewAnswer(
          await withPreview('article', article.id, () => deps.request(new URL(path, c.req.url).href)),
        );
      })
  );
}
