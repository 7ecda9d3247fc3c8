import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { decodeLoginToken } from '../../schemas/login-token.schema';
import { TOKEN_COOKIE } from '../../schemas/login-token-cookie';
import { guardRoute } from '../../schemas/route-guard';
import { SITE_NAME } from '../../schemas/route-manifest';
import { allRoutesFor } from '../../schemas/staff-route-manifest';
import type { AppEnv } from '../app-env';
import { handlerAcceptEncoding } from '../http/public-cache';
import type { PageRenderer } from './page-renderer';
import { isMoved, notFoundSeo, resolvePageSeo } from './page-seo.service';
import { modulePreloadLink, serverRendersPage, withRenderedPage } from './rendered-page';
import { escapeHtml, injectHead, prepareTemplate, renderHead } from './seo';
import { seoResolvers } from './seo-resolvers';
import { signInLocation } from './sign-in-redirect';
import type { SpaAssets } from './spa-assets';
import { htmlResponse, staticFileResponse } from './static-response';

/** Without a build (API tests) pages still answer, from this minimal template. */
const FALLBACK_INDEX =
  '<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>';

/** A last segment with an extension (`/logo.png`): a file, never a page of the SPA. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]{1,12}$/;

const missingFile = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
  });

/**
 * A redirect target that starts with `//` would leave the site (`//evil.example` from a request
 * for `//evil.example/`): collapse leading slashes so every redirect stays on this origin.
 */
const sameOriginPath = (to: string) => to.replace(/^[/\\]+/, '/');

/**
 * Every non-API GET (and HEAD, which Hono answers from the GET route without a body): the built
 * files, then the SPA shell for known pages with SPEC §2's guards applied on the server (301,
 * /article → /hence, sign-in for guests, 404 with a real 404 status) and the page's own tags.
 */
export function pageRoutes(spa: SpaAssets | null, renderer: PageRenderer | null = null) {
  const template = prepareTemplate(spa?.indexHtml ?? FALLBACK_INDEX);
  const styleText = (href: string) => {
    const file = spa?.files.get(href);
    return file?.type.startsWith('text/css') ? Buffer.from(file.body).toString('utf8') : undefined;
  };
  const app = new Hono<AppEnv>();

  app.get('*', async (c, next) => {
    const file = spa?.files.get(c.req.path);
    if (file) {
      return staticFileResponse(file, {
        acceptEncoding: c.req.header('accept-encoding'),
        ifNoneMatch: c.req.header('if-none-match'),
      });
    }
    // A missing chunk of an older build: a plain 404, never the HTML shell (the browser would
    // try to run HTML as a script); the stale-build check then reloads the page.
    if (c.req.path.startsWith('/assets/')) return missingFile();
    return next();
  });

  app.get('*', async (c) => {
    const { env, sessions, db } = c.var.deps;
    const url = new URL(c.req.url);
    const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : url.origin;
    // identity while the public cache takes the page: it makes each encoding once itself
    const acceptEncoding = handlerAcceptEncoding(c);
    // the client reads where to send guests from here (src/lib/config.ts signInBase)
    const signInMeta = `<meta name="sign-in-url" content="${escapeHtml(env.SSO_LOGIN_URL)}">`;
    const page = (status: 200 | 404, head: string, html = template) =>
      htmlResponse(injectHead(html, `${head}\n    ${signInMeta}`), status, acceptEncoding);
    const notFound = () => page(404, renderHead(notFoundSeo(origin, url.pathname), SITE_NAME));

    const routes = allRoutesFor({ dev: env.NODE_ENV === 'development' });
    const location = { pathname: url.pathname, search: url.search };
    // The session only matters where a guest would be sent away: look it up there alone, so
    // public pages, redirects and 404s never cost a database read for it.
    let decision = guardRoute(location, routes, { loggedIn: false });
    let forMember = false;
    if (decision.kind === 'signIn') {
      const token = decodeLoginToken(getCookie(c, TOKEN_COOKIE));
      forMember = Boolean(token && (await sessions.findMember(token)));
      if (forMember) decision = guardRoute(location, routes, { loggedIn: true });
    }

    switch (decision.kind) {
      case 'redirect':
        return c.redirect(sameOriginPath(decision.to), decision.status);
      case 'signIn':
        c.header('Cache-Control', 'no-store');
        return c.redirect(signInLocation(env.SSO_LOGIN_URL, { url, publicUrl: env.PUBLIC_URL }, decision.banner), 302);
      case 'notFound':
        return FILE_LIKE.test(url.pathname) ? missingFile() : notFound();
      case 'render': {
        const { entry } = decision.match;
        // a guest's public page is rendered here; member pages and the flows by the browser
        const [seo, rendered] = await Promise.all([
          resolvePageSeo(db, decision.match, origin, seoResolvers, url.search, routes),
          renderer && serverRendersPage(entry)
            ? renderer.render(url.href, { origin, signInBase: env.SSO_LOGIN_URL }).catch((error: unknown) => {
                c.var.deps.log.error(
                  { err: error, path: url.pathname },
                  'server rendering failed: the browser renders it',
                );
                return null;
              })
            : null,
        ]);
        if (!seo) return notFound();
        if (isMoved(seo)) return c.redirect(sameOriginPath(seo.movedTo + url.search), 301);
        const files = spa?.routeFiles.get(entry.id);
        const chunks = files?.chunks ?? [];
        const res = rendered
          ? page(
              200,
              renderHead(seo, SITE_NAME),
              withRenderedPage(
                template,
                rendered,
                { styles: files?.styles ?? [], chunks, bootScript: spa?.bootScript ?? null },
                styleText,
              ),
            )
          : page(200, [renderHead(seo, SITE_NAME), ...chunks.map(modulePreloadLink)].join('\n    '));
        // this 200 exists because a member asked: no shared cache (ours or a CDN) may give it to a guest
        if (forMember) res.headers.set('Cache-Control', 'private, no-cache');
        return res;
      }
    }
  });
  return app;
}
