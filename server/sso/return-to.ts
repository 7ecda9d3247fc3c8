import { BANNER, type BannerId } from '../../schemas/route-manifest';

/**
 * Where the sign-in service may send a member back to: only a page of the site itself (no open
 * redirect). Anything else, or nothing, falls back to the member area.
 */
export const FALLBACK_RETURN_PATH = '/member';

export function safeReturnTo(raw: string | undefined | null, siteOrigin: string): URL {
  const fallback = new URL(FALLBACK_RETURN_PATH, siteOrigin);
  if (!raw || raw.length > 2048) return fallback;
  let url: URL;
  try {
    // relative addresses resolve against the site; `//evil.example` and `/\evil.example` resolve
    // to another origin and are refused below
    url = new URL(raw, siteOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== siteOrigin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return fallback;
  if (url.username || url.password) return fallback;
  // the service's own pages are no place to come back to (and would loop)
  if (url.pathname === '/sso' || url.pathname.startsWith('/sso/')) return fallback;
  return url;
}

/** The return address with the login query of SPEC §4; stale values from an earlier login are replaced. */
export function withLogin(returnTo: URL, outerId: string, idToken: string): string {
  const url = new URL(returnTo);
  url.searchParams.set('outer_id', outerId);
  url.searchParams.set('id_token', idToken);
  return url.toString();
}

const BANNER_IDS: readonly number[] = Object.values(BANNER);
/** The banner the sign-in page shows (SPEC §2 guard 3); an unknown or missing id shows the general one. */
export const parseBanner = (raw: string | undefined): BannerId => {
  const n = Number(raw);
  return BANNER_IDS.includes(n) ? (n as BannerId) : BANNER.others;
};
