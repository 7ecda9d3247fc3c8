import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const buildId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;

/** builds/latest.json: polled by running clients (stale-build machine) to find a newer build. */
function buildInfo(): Plugin {
  return {
    name: 'build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
      });
    },
  };
}

const API_PORT = Number(process.env.API_PORT ?? 3001);

/**
 * The shared content modules the home page renders (cards, banner, info block, image, dates). Left
 * to the automatic splitting, each of them becomes its own tiny chunk (one per set of routes sharing
 * it): ~20 requests and ~4 KiB gzip of chunk overhead on the home route, whose JS budget is 130 KiB.
 * One chunk for them keeps the home route inside it. Their dependencies (React, the router) stay
 * where they are, in the main chunk. No schema among them: a schema needs zod, which the home page
 * does not load before it is usable (CONTENT_SCHEMAS).
 */
const HOME_KIT = [
  // TanStack's queryOptions (an identity function) alone would be a chunk of 0.1 KiB
  /[\\/]@tanstack[\\/]react-query[\\/].*[\\/]queryOptions\.js$/,
  // with their own CSS (components/*.css beside them): one stylesheet for the kit too
  /[\\/]src[\\/]components[\\/](article-card|banner-carousel|banner-picture|card|card-list|content-image|empty-state|event-card|info-block|link-cards|load-error-state|load-failed|plain-text|safe-image)\.(tsx|css)$/,
  // the money format and a picture's widths (a srcset) would each be a chunk of 0.1–0.2 KiB
  /[\\/]schemas[\\/](breakpoints|money|picture-widths)\.ts$/,
  /[\\/]src[\\/]lib[\\/]event-text\.ts$/,
];

/**
 * The response schemas of GET /api/homepage, shared by the content pages: one chunk, as the kit
 * above and for the same reason, but apart from it, since they run zod as they load. The home
 * page imports them when it fetches its answer (src/api/home.queries.ts), never before it is usable.
 */
const CONTENT_SCHEMAS =
  /[\\/]schemas[\\/](article|article-category|author|brand|event|home|id-param|image|page-query|recipe)\.schema\.ts$/;
/** The server's renderer of public pages (src/entry-server.tsx), loaded by server/spa/page-renderer.ts. */
export const SSR_ENTRY = 'src/entry-server.tsx';
export const SSR_OUT_DIR = 'dist-ssr';

/**
 * `vite build --ssr`: one module for Node, its dependencies (React, the router, TanStack, zod) taken
 * from node_modules at run time; stylesheets are the browser build's (named in the page's HTML).
 */
const ssrBuild = {
  ssr: SSR_ENTRY,
  outDir: SSR_OUT_DIR,
  target: 'node20',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: false,
};

const proxied = ['/api', '/sso', '/pay', '/media', '/robots.txt', '/sitemap.xml'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [buildInfo()])],
  // the browser's zod: configured for the CSP before any schema exists (see that file)
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) }],
  },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: isSsrBuild
    ? ssrBuild
    : {
        target: 'es2022',
        sourcemap: false,
        assetsInlineLimit: 0,
        // dist/.vite/manifest.json: the server names each page's route chunks in its HTML
        // (server/spa/route-chunks.ts), so they load beside the entry instead of after it
        manifest: true,
        // every browser the site supports has <link rel="modulepreload">: no polyfill in the entry
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // index.html's app, and the small script a server-rendered page starts it with after its
          // first paint (src/boot.ts, server/spa/rendered-page.ts)
          input: { index: 'index.html', boot: 'src/boot.ts' },
          output: {
            codeSplitting: {
              groups: [
                // Modules the entry always loads, which the automatic splitting would leave in chunks of
                // their own because lazy chunks share them: the login token's storage (0.6 KiB alone)
                // with the cookie's format and check, and the API client with its endpoints and error:
                // every page's loader and the session call it. No zod: see the next group.
                {
                  name: 'core',
                  test: /[\\/]src[\\/]lib[\\/](token-storage|external-store|api-request-error)\.ts$|[\\/]src[\\/]api[\\/]http-client\.ts$|[\\/]schemas[\\/](api-endpoints|login-token-cookie|login-token-check|plain-text)\.ts$/,
                },
                // All of zod with its configuration, in one chunk (`z.coerce` alone was a chunk), and the
                // parts nearly every schema is built from (plain text, the API's envelopes and error):
                // loaded by the first schema a page needs. On a server-rendered page that is after it is
                // usable: nothing before hydration parses an API answer (docs/decisions/first-page-speed.md).
                {
                  name: 'zod',
                  test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$|[\\/]schemas[\\/](plain-text|api-envelope)\.schema\.ts$/,
                },
                { name: 'content-schemas', test: CONTENT_SCHEMAS, includeDependenciesRecursively: false },
                {
                  name: 'home-kit',
                  test: (id: string) => HOME_KIT.some((pattern) => pattern.test(id)),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((p) => [p, `http://localhost:${API_PORT}`])),
  },
}));
