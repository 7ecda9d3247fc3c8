import type { BannerId, RouteEntry } from './route-manifest';

/**
 * The route guards of SPEC §2 as one pure decision, so the server (full page loads) and the
 * client (in-app navigation) apply the same rules in the same order.
 */

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

export type GuardDecision =
  | { kind: 'redirect'; to: string; status: 301 }
  | { kind: 'signIn'; banner: BannerId }
  | { kind: 'notFound'; message: string }
  | { kind: 'render'; match: RouteMatch };

interface CompiledRoute {
  entry: RouteEntry;
  regex: RegExp;
  names: string[];
  /** higher wins: static segments beat prefixed params beat bare params */
  score: number;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(entry: RouteEntry): CompiledRoute {
  const names: string[] = [];
  let score = 0;
  const segments = entry.path.split('/').filter(Boolean);
  // a last segment `*` (the console's placeholder): the address itself and everything under it,
  // behind every route that names its segments
  const splat = segments.at(-1) === '*';
  if (splat) segments.pop();
  const parts = segments.map((segment) => {
    const at = segment.indexOf(':');
    if (at === -1) {
      score += 10;
      return escapeRegex(segment);
    }
    names.push(segment.slice(at + 1));
    score += at > 0 ? 5 : 2;
    return `${escapeRegex(segment.slice(0, at))}([^/]+)`;
  });
  if (!splat) return { entry, names, score, regex: new RegExp(`^/${parts.join('/')}$`) };
  names.push('*');
  return { entry, names, score: 0, regex: new RegExp(`^/${parts.join('/')}(?:/(.+))?$`) };
}

const cache = new WeakMap<readonly RouteEntry[], CompiledRoute[]>();
function compiled(routes: readonly RouteEntry[]): CompiledRoute[] {
  let list = cache.get(routes);
  if (!list) {
    list = routes.map(compile).sort((a, b) => b.score - a.score);
    cache.set(routes, list);
  }
  return list;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route a canonical path belongs to, with its raw params (not yet validated). */
export function matchRoute(pathname: string, routes: readonly RouteEntry[]): RouteMatch | null {
  for (const route of compiled(routes)) {
    const m = route.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      params[name] = decode(m[i + 1] ?? '');
    });
    return { entry: route.entry, params };
  }
  return null;
}

/**
 * Guard 4, the route's validate check: every param the route names matches its pattern whole.
 * (A pattern's `test` is stateless: none of the manifest's has the `g` or `y` flag.)
 */
export function paramsValid({ entry, params }: RouteMatch): boolean {
  if (!entry.params) return true;
  return Object.entries(entry.params).every(([name, pattern]) => {
    const value = params[name];
    return value !== undefined && pattern.test(value);
  });
}

/** Guard 1: lower case, no trailing slash (the root excepted). */
export function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const ARTICLE = /^\/article(\/|$)/;

export function pageNotFoundMessage(fullPath: string): string {
  return `Page Not Found: ${fullPath}`;
}

/**
 * Decide what to do with a navigation to `pathname` (+ `search`, kept on redirects).
 * Order is SPEC §2's: 301 normalisation, /article → /hence, login, validate, unknown → 404.
 */
export function guardRoute(
  location: { pathname: string; search?: string },
  routes: readonly RouteEntry[],
  session: { loggedIn: boolean },
): GuardDecision {
  const search = location.search ?? '';
  const canonical = canonicalPath(location.pathname);
  if (canonical !== location.pathname) return { kind: 'redirect', to: canonical + search, status: 301 };
  if (ARTICLE.test(canonical)) return { kind: 'redirect', to: '/hence', status: 301 };
  const match = matchRoute(canonical, routes);
  if (!match) return { kind: 'notFound', message: pageNotFoundMessage(canonical + search) };
  if (match.entry.banner !== undefined && !session.loggedIn && !isReturnFromSignIn(search)) {
    return { kind: 'signIn', banner: match.entry.banner };
  }
  if (!paramsValid(match)) {
    return { kind: 'notFound', message: pageNotFoundMessage(canonical + search) };
  }
  return { kind: 'render', match };
}

/**
 * The sign-in service sends the member back to the login-only page with `outer_id` and `id_token`
 * in the query: that page must load so the session machine can exchange them for a session. It
 * grants nothing by itself — every member API still answers 401 until the login succeeds, and a
 * failed login logs out and sends the guest to sign in again.
 */
export function isReturnFromSignIn(search: string): boolean {
  const query = new URLSearchParams(search);
  return Boolean(query.get('outer_id') && query.get('id_token'));
}

/** The sign-in service's address for a guest: the return address and the banner of the form. */
export function signInUrl(signInBase: string, returnTo: string, banner: BannerId): string {
  const sep = signInBase.includes('?') ? '&' : '?';
  return `${signInBase}${sep}return_to=${encodeURIComponent(returnTo)}&banner=${banner}`;
}
