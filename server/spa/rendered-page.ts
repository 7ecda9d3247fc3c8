import { QUERY_STATE_ELEMENT_ID } from '../../schemas/query-state';
import type { RouteEntry } from '../../schemas/route-manifest';
import type { RenderedPage } from './page-renderer';
import { escapeHtml } from './seo';

/**
 * Which pages the server renders (issue 13): the public ones, made once for everyone and kept by
 * the public cache. Login-only pages and the flows (their machines run in the browser) are the
 * browser's alone, as is the 404 page.
 */
export function serverRendersPage(entry: RouteEntry): boolean {
  return entry.banner === undefined && !entry.flow;
}

const ROOT = /<div id="root"><\/div>/;

/**
 * The page's HTML inside #root, and the query cache it was rendered from as a JSON data block
 * (never executed, so the CSP without inline scripts allows it; `<` escaped so no string in the
 * data can close the element). The browser hydrates from both (src/main.tsx).
 */
export function withRenderedPage(template: string, page: RenderedPage, styles: readonly string[]): string {
  if (!ROOT.test(template)) throw new Error('index.html has no empty <div id="root"></div>');
  const state = JSON.stringify(page.queryState).replace(/</g, '\\u003c');
  // after the entry's own stylesheet, where the browser would have added them: the same cascade
  const links = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join('');
  // function replacements: `$&` in the page's text must stay literal
  return template
    .replace(/<\/head>/i, () => `${links}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${state}</script>`,
    );
}
