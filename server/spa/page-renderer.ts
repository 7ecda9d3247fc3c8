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

interface EntryServer {
  connectApi(requestApi: (path: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string, site: { origin: string; signInBase: string }): Promise<RenderedPage | null>;
}

export const SSR_ENTRY_FILE = path.join('dist-ssr', 'entry-server.js');

function isEntryServer(mod: unknown): mod is EntryServer {
  const m = mod as Partial<EntryServer> | null;
  return typeof m?.connectApi === 'function' && typeof m.renderPage === 'function';
}

/** `null` without a server build: pages are then rendered by the browser alone, as before. */
export async function loadPageRenderer(file = path.resolve(SSR_ENTRY_FILE)): Promise<EntryServer | null> {
  if (!existsSync(file)) return null;
  const mod: unknown = await import(pathToFileURL(file).href);
  if (!isEntryServer(mod)) throw new Error(`${file} is not the server renderer (src/entry-server.tsx)`);
  return mod;
}

/**
 * One app's renderer: the entry module is a singleton per process, so connecting it to an app's
 * handlers is done once, by the app that serves the pages.
 */
export function pageRendererFor(
  entry: EntryServer,
  requestApi: (path: string, init: RequestInit) => Promise<Response>,
): PageRenderer {
  entry.connectApi(requestApi);
  return { render: (url, site) => entry.renderPage(url, site) };
}

export type { EntryServer };
