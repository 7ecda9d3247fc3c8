import { BOOT_ELEMENT_ID, type BootPlan } from '../../schemas/boot-plan';
import { QUERY_STATE_ELEMENT_ID } from '../../schemas/query-state';
import type { RouteEntry } from '../../schemas/route-manifest';
import type { RenderedPage } from './page-renderer';
import { escapeHtml, HEAD_MARKER } from './seo';

/**
 * Which pages the server renders (issue 13): the public ones, made once for everyone and kept by
 * the public cache. Login-only pages and the flows (their machines run in the browser) are the
 * browser's alone, as is the 404 page; a flow marked `frameOnServer` arrives with its frame.
 */
export function serverRendersPage(entry: RouteEntry): boolean {
  return entry.banner === undefined && (!entry.flow || entry.frameOnServer === true);
}

const ROOT = /<div id="root"><\/div>/;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>/g;
/**
 * The resource hints React writes ahead of a rendered fragment (the first-screen pictures'
 * preloads): they belong in the head, ahead of the scripts, so a phone's few connections fetch
 * the largest picture first. Hydration does not look for them: they are not part of the tree.
 */
const LEADING_HINTS = /^(?:<link [^>]*\/?>)+/;

const ENTRY_SCRIPT = /<script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>\s*/g;

/** A module preload of the build's: the head's for a page the browser renders, the boot plan's otherwise. */
export const modulePreloadLink = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`;

/**
 * A JSON data block: never executed, so the CSP without inline scripts allows it; `<` escaped so
 * that no string in the data can close the element.
 */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** What the page needs of the build besides its HTML. */
export interface PageFiles {
  /** the route's own stylesheets, after the entry's */
  styles: readonly string[];
  /** the route's own chunks */
  chunks: readonly string[];
  /** src/boot.ts as built; without it the page starts its app as index.html says */
  bootScript: string | null;
}

/**
 * index.html starts the app at once: its entry script and the entry's chunks, fetched by the
 * browser at high priority before the page's pictures. A rendered page is readable without them,
 * so they are handed to the boot script instead, which fetches them (and the route's chunks) after
 * the first paint. Without a boot script, the route's chunks join the head's preloads.
 */
function startAfterFirstPaint(template: string, files: PageFiles): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!files.bootScript || !entry) {
    return template.replace(/<\/head>/i, () => `${files.chunks.map(modulePreloadLink).join('\n')}\n</head>`);
  }
  const entryChunks = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  const plan: BootPlan = { entry, preload: [...entryChunks, ...files.chunks] };
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      /<\/head>/i,
      () =>
        `${dataBlock(BOOT_ELEMENT_ID, plan)}\n<script type="module" crossorigin src="${escapeHtml(files.bootScript ?? '')}"></script>\n</head>`,
    );
}

/** A stylesheet's text by its address (the build's files), when the server has it. */
export type StyleText = (href: string) => string | undefined;

// text inside <style> ends at the first `</style`: a stylesheet cannot legitimately contain one
const styleElement = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The page's HTML inside #root, and the query cache it was rendered from as a JSON data block.
 * The browser hydrates from both (src/main.tsx).
 *
 * Its stylesheets are in the HTML too (the CSP allows inline styles): a page that arrives painted
 * need not wait for three more requests before showing it, which on a phone's network was most of
 * its first paint. The entry's stylesheet takes the place of its link, in the same cascade order;
 * the route's follow it, each with its link marked `disabled` (not fetched), because the route's
 * chunk, when the browser imports it, adds every stylesheet it needs unless such a link exists.
 */
export function withRenderedPage(template: string, page: RenderedPage, files: PageFiles, styleText: StyleText): string {
  if (!ROOT.test(template)) throw new Error('index.html has no empty <div id="root"></div>');
  const hints = LEADING_HINTS.exec(page.html)?.[0] ?? '';
  const html = page.html.slice(hints.length);
  const route = files.styles
    .map((href) => {
      const css = styleText(href);
      const link = `<link rel="stylesheet" href="${escapeHtml(href)}"`;
      return css === undefined ? `${link}>\n` : `${styleElement(css)}\n${link} disabled>\n`;
    })
    .join('');
  // function replacements: `$&` in the page's text must stay literal
  return startAfterFirstPaint(template, files)
    .replace(STYLESHEET_LINK, (link, href: string) => {
      const css = styleText(href);
      return css === undefined ? link : styleElement(css);
    })
    .replace(HEAD_MARKER, () => `${hints}\n    ${HEAD_MARKER}`)
    .replace(/<\/head>/i, () => `${route}</head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>${dataBlock(QUERY_STATE_ELEMENT_ID, page.queryState)}`);
}
