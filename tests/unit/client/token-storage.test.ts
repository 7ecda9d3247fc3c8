// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeLoginToken } from '../../../schemas/login-token.schema';
import { TOKEN_COOKIE } from '../../../schemas/login-token-cookie';
import { isLoggedIn } from '../../../src/lib/session';
import { resetSessionStore } from '../../../src/lib/session-store';
import {
  clearLoginToken,
  LOCAL_IS_LOGIN_KEY,
  LOCAL_TOKEN_KEY,
  readLoginToken,
  saveLoginToken,
} from '../../../src/lib/token-storage';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${TOKEN_COOKIE}=`))
    ?.slice(TOKEN_COOKIE.length + 1);

// files share their worker's modules (vitest isolate: false): the session another file's test
// left (a guest, signed out) must not answer isLoggedIn here
beforeEach(() => resetSessionStore());
afterEach(() => clearLoginToken());

describe('token storage (SPEC §3)', () => {
  it('round-trips a token through the cookie', () => {
    const token = { token_type: 'Bearer', token: 'abc.def-123' };
    saveLoginToken(token);
    expect(readLoginToken()).toEqual(token);
    expect(isLoggedIn()).toBe(true);
  });

  it('keeps the cookie as base64-encoded JSON, readable by the server', () => {
    saveLoginToken({ token_type: 'Bearer', token: 'xyz' });
    const raw = cookieValue();
    expect(raw).toBeDefined();
    expect(JSON.parse(atob(decodeURIComponent(raw ?? '')))).toEqual({ token_type: 'Bearer', token: 'xyz' });
    expect(decodeLoginToken(raw)).toEqual({ token_type: 'Bearer', token: 'xyz' });
  });

  it('persists token and isLogin in local storage', () => {
    saveLoginToken({ token_type: 'Bearer', token: 'xyz' });
    expect(JSON.parse(localStorage.getItem(LOCAL_TOKEN_KEY) ?? 'null')).toEqual({ token_type: 'Bearer', token: 'xyz' });
    expect(localStorage.getItem(LOCAL_IS_LOGIN_KEY)).toBe('true');
  });

  it('clears all three copies', () => {
    saveLoginToken({ token_type: 'Bearer', token: 'xyz' });
    clearLoginToken();
    expect(readLoginToken()).toBeNull();
    expect(cookieValue() ?? '').toBe('');
    expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LOCAL_IS_LOGIN_KEY)).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('treats a tampered cookie as no token', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays a browser holding a forged cookie
    document.cookie = `${TOKEN_COOKIE}=not-base64-json; path=/`;
    expect(readLoginToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('refuses to save a malformed token', () => {
    expect(() => saveLoginToken({ token_type: '', token: 'x' })).toThrow();
    expect(readLoginToken()).toBeNull();
  });
});
