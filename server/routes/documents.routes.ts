import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { NotFoundError } from '../domain/domain-errors';
import { getArticleDocument } from '../services/article-documents.service';

/**
 * `/documents/{articleId}.pdf`: a magazine issue or a report, shown in the browser so an issue can
 * be read at once; a report's link asks for a download (and names the file) with its `download`
 * attribute. The answer is the same for every reader: the public cache keeps it (with an ETag)
 * and drops it when the file changes (migration 0008); it keeps the type and Cache-Control only.
 */
export function documentRoutes() {
  return new Hono<AppEnv>().get('/documents/:file{[0-9]{1,9}\\.pdf}', async (c) => {
    const articleId = Number(c.req.param('file').slice(0, -'.pdf'.length));
    try {
      const doc = await getArticleDocument(c.var.deps.db, { articleId });
      c.header('Content-Type', doc.contentType);
      // an edited file keeps its address: a short freshness, then the browser asks again
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(new Uint8Array(doc.content));
    } catch (err) {
      if (err instanceof NotFoundError) return c.notFound();
      throw err;
    }
  });
}
