import { Hono } from 'hono';
import { contentPath } from '../../schemas/content-path';
import { IdParam } from '../../schemas/id-param.schema';
import { PublicationMoveSchema } from '../../schemas/publication.schema';
import {
  StaffArticleInputSchema,
  StaffArticleQuerySchema,
  StaffArticleUpdateSchema,
} from '../../schemas/staff-article.schema';
import { withArticlePreview } from '../content/article-preview';
import { ConflictError } from '../domain/domain-errors';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import {
  createStaffArticle,
  getStaffArticle,
  listStaffArticles,
  moveArticlePublication,
  updateStaffArticle,
} from '../services/staff-articles.service';
import { requireRole, type StaffEnv, staffActor } from './staff-auth.middleware';

export const NO_PREVIEW_MESSAGE = '此類別的文章沒有自己的頁面，無法預覽。';

/** `/api/staff/articles`: every class of article, for `editor`s (schemas/staff-article.schema.ts). */
export function staffArticleRoutes() {
  // roles on each route, not `use('*')`: a router mounted at '/' would lend its middleware to its siblings' paths
  return new Hono<StaffEnv>()
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
    .get('/articles/:id/preview', requireRole('editor'), validate('param', IdParam), async (c) => {
      const { deps } = c.var;
      const article = await getStaffArticle(deps.db, c.req.valid('param').id);
      const path = contentPath.article(article);
      // a magazine issue is shown on its list, a report only as its PDF
      if (!path || article.class === 'articleMagazine') {
        throw new ConflictError(NO_PREVIEW_MESSAGE, { class: [NO_PREVIEW_MESSAGE] });
      }
      // the public page as a guest gets it (no cookie passed on), from this app, with this article readable
      const page = await withArticlePreview(article.id, () => deps.request(new URL(path, c.req.url).href));
      const html = (await page.text()).replace(
        /<\/head>/i,
        () => '<meta name="robots" content="noindex, nofollow">\n</head>',
      );
      return c.body(html, page.status === 200 ? 200 : 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex, nofollow',
      });
    });
}
