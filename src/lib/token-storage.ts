import type { LoginToken } from '../../schemas/login-token.schema';
import { checkLoginToken } from '../../schemas/login-token-check';
import { encodeLoginToken, loginTokenJson, TOKEN_COOKIE } from '../../schemas/login-token-cookie';

/** SPEC §3: besides the cookie, the token and a login flag are persisted in local storage. */
export const LOCAL_TOKEN_KEY = 'token';
export const LOCAL_IS_LOGIN_KEY = 'isLogin';

// The server session decides whether a token is still good; the cookie only has to outlive it.
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function readCookie(name: string): string | null {
  // rendering on the server: a page made for anyone carries no one's token
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

function writeCookie(value: string, maxAge: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${TOKEN_COOKIE}=${value}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
}

// Storage can throw (Safari private mode, quota, disabled by policy): the cookie still works then.
function tryStorage(run: (storage: Storage) => void): void {
  try {
    run(window.localStorage);
  } catch {
    // the cookie is the copy the server reads, so losing the local copy is harmless
  }
}

/**
 * The cookie is the source of truth: it is the copy the server's guards read, so the client and
 * the server never disagree about whether someone is logged in. Checked by LoginTokenSchema's rules
 * without zod (checkLoginToken): the session store and the first page's guard read it before zod
 * is loaded, and a cookie is user input.
 */
export function readLoginToken(): LoginToken | null {
  return checkLoginToken(loginTokenJson(readCookie(TOKEN_COOKIE)));
}

/** `token` is the login answer, already parsed by its schema; the check keeps a bad one out of the cookie. */
export function saveLoginToken(token: LoginToken): void {
  const valid = checkLoginToken(token);
  if (!valid) throw new TypeError('not a login token');
  writeCookie(encodeURIComponent(encodeLoginToken(valid)), COOKIE_MAX_AGE_SECONDS);
  tryStorage((s) => {
    s.setItem(LOCAL_TOKEN_KEY, JSON.stringify(valid));
    s.setItem(LOCAL_IS_LOGIN_KEY, 'true');
  });
}

export function clearLoginToken(): void {
  writeCookie('', 0);
  tryStorage((s) => {
    s.removeItem(LOCAL_TOKEN_KEY);
    s.removeItem(LOCAL_IS_LOGIN_KEY);
  });
}
