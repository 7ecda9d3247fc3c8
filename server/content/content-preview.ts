import { AsyncLocalStorage } from 'node:async_hooks';

/** The records an editor can preview as their public page. */
export type PreviewKind = 'article' | 'recipe';

/**
 * An editor's preview (GET /api/staff/articles/{id}/preview, /api/staff/recipes/{id}/preview)
 * renders the record's public page the way readers get it, by asking this same app for the page
 * in-process. While it does, this request scope names the one record that may be read whatever
 * its state: the page's tags, the renderer's API calls and the page all see the draft, and nothing
 * else does. The public cache stands aside for the whole scope (server/http/public-cache.ts), so a
 * draft is never kept or served from it, nor does the preview get a reader's cached copy.
 */
const scope = new AsyncLocalStorage<{ kind: PreviewKind; id: number }>();

export function withPreview<T>(kind: PreviewKind, id: number, run: () => Promise<T>): Promise<T> {
  return scope.run({ kind, id }, run);
}

/** The record of `kind` being previewed in this request, if any. */
export function previewedId(kind: PreviewKind): number | null {
  const store = scope.getStore();
  return store?.kind === kind ? store.id : null;
}

/** Whether this request renders a preview (of any record). */
export const inPreview = (): boolean => scope.getStore() !== undefined;

/**
 * A preview's answer: the page as the app rendered it, marked for no search engine and no cache.
 * `page` is the in-process response to the record's public address, made inside `withPreview`.
 */
export async function previewAnswer(page: Response): Promise<Response> {
  const html = (await page.text()).replace(
    /<\/head>/i,
    () => '<meta name="robots" content="noindex, nofollow">\n</head>',
  );
  return new Response(html, {
    status: page.status === 200 ? 200 : 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
