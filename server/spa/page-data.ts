import { apiUrl, endpoints } from '../../schemas/api-endpoints';
import type { ArticleClass } from '../../schemas/article-category.schema';
import { PAGE_DATA_ELEMENT_ID } from '../../schemas/page-data';
import type { RouteMatch } from '../../schemas/route-guard';

// the HENCE article page's loader asks for its class's categories (src/api/article-categories.queries.ts)
const HENCE_ARTICLE_CLASS: ArticleClass = 'articleProject';

/**
 * The API calls a page's loader makes on its first render, per route id, built by the same
 * endpoints and `apiUrl` as the client's calls (schemas/api-endpoints.ts). The server answers them
 * itself and puts the answers in the HTML (`#page-data`), so the first paint of these pages does
 * not wait for a second round trip. Only public content calls belong here: their answers are
 * the same for every visitor. A call missing here costs a request, never correctness; a call
 * spelled differently from the client's is simply not used (tests/e2e/page-data.spec.ts).
 */
const PAGE_DATA_CALLS: Readonly<Record<string, (params: Record<string, string>) => string[]>> = {
  home: () => [apiUrl(endpoints.homepage())],
  'blog-article': (p) => [apiUrl(endpoints.articleBlog(p.slug ?? ''))],
  'news-article': (p) => [
    apiUrl(endpoints.articleNews(p.newsId ?? '')),
    apiUrl(endpoints.articleRecommends(p.newsId ?? '')),
  ],
  'hence-article': (p) => [
    apiUrl(endpoints.article(p.id ?? '')),
    apiUrl(endpoints.articleCategories(), { class: HENCE_ARTICLE_CLASS }),
    apiUrl(endpoints.articleRecommends(p.id ?? '')),
  ],
};

export function pageDataCalls(match: RouteMatch): string[] {
  return PAGE_DATA_CALLS[match.entry.id]?.(match.params) ?? [];
}

/**
 * The answers as a JSON data block: never executed, so the CSP (no inline scripts) allows it;
 * `<` is escaped so that no string in the data can close the element.
 */
export function renderPageData(answers: Readonly<Record<string, unknown>>): string {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * Answers each call through the app itself (the same handlers, envelopes and headers as a
 * browser's request). A call that does not answer 200 with JSON is left out: the client then
 * makes it and meets the error itself.
 */
export async function collectPageData(
  calls: readonly string[],
  request: (path: string) => Promise<Response>,
): Promise<Record<string, unknown>> {
  // the app answers every failure itself (onError), so a request never rejects
  const answers = await Promise.all(
    calls.map(async (path) => {
      const res = await request(path);
      if (res.status !== 200 || !res.headers.get('content-type')?.includes('json')) return null;
      return [path, await res.json()] as const;
    }),
  );
  return Object.fromEntries(answers.filter((a) => a !== null));
}
