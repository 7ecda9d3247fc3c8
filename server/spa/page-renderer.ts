import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The public pages' server renderer (issue 13): src/entry-server.tsx as `vite build --ssr` left it
 * in dist-ssr/. The SPA's own route tree, loaders and screens render a guest's page to HTML; its
 * API calls are answered by this app in-process (so through the public cache like any other).
 */
export interface RenderedPage {
  html: string;
  queryState: unknown;
}

export interface PageRenderer {
  render(url: string, site: { origin: string; signInBase: string }): Promise<RenderedPage | null>;
}

type RequestApi = (path: string, init: RequestInit) => Promise<Response>;

interface EntryServer {
  renderPage(
    url: string,
    options: { site: { origin: string; signInBase: string }; requestApi: RequestApi },
  ): Promise<RenderedPage | null>;
}

export const SSR_ENTRY_FILE = path.join('dist-ssr', 'entry-server.js');

function isEntryServer(mod: unknown): mod is EntryServer {
  const m = mod as Partial<EntryServer> | null;
  return typeof m?.renderPage === 'function';
}

/** `null` without a server build: pages are then rendered by the browser alone, as before. */
export async function loadPageRenderer(file = path.resolve(SSR_ENTRY_FILE)): Promise<EntryServer | null> {
  if (!existsSync(file)) return null;
  const mod: unknown = await import(pathToFileURL(file).href);
  if (!isEntryServer(mod)) throw new Error(`${file} is not the server renderer (src/entry-server.tsx)`);
  return mod;
}

/** One app's renderer: its pages' API calls are answered by that app's own handlers. */
export function pageRendererFor(entry: EntryServer, requestApi: RequestApi): PageRenderer {
  return { render: (url, site) => entry.renderPage(url, { site, requestApi }) };
}

export type { EntryServer };
