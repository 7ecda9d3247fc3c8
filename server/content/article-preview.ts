import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An editor's preview (GET /api/staff/articles/{id}/preview) renders the article's public page
 * the way readers get it, by asking this same app for the page in-process. While it does, this
 * request scope names the one article that may be read whatever its state: the page's tags, the
 * renderer's API calls and the page all see the draft, and nothing else does. The public cache
 * stands aside for the whole scope (server/http/public-cache.ts), so a draft is never kept or
 * served from it, nor does the preview get a reader's cached copy.
 */
const scope = new AsyncLocalStorage<{ articleId: number }>();

export function withArticlePreview<T>(articleId: number, run: () => Promise<T>): Promise<T> {
  return scope.run({ articleId }, run);
}

/** The article being previewed in this request, if any. */
export const previewedArticleId = (): number | null => scope.getStore()?.articleId ?? null;
