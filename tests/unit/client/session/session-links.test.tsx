// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isLoggedIn } from '../../../../src/lib/session';
import { headerSession, resetSessionStore, type SessionPhase, sessionStore } from '../../../../src/lib/session-store';
import { clearLoginToken, saveLoginToken } from '../../../../src/lib/token-storage';
import { SessionLinks } from '../../../../src/session/session-links';

function Tools() {
  return (
    <ul>
      <SessionLinks />
    </ul>
  );
}

const renderLinks = (path = '/news?page=2') => {
  const router = createMemoryRouter([{ path: '*', Component: Tools }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
};

beforeEach(() => resetSessionStore());
afterEach(() => {
  cleanup();
  clearLoginToken();
});

describe('the header’s session links', () => {
  it('shows a guest 登入, to the sign-in service with banner 1 and this page as the return address', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: '登入' });
    const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/sso/login');
    expect(href.searchParams.get('banner')).toBe('1');
    expect(href.searchParams.get('return_to')).toBe(`${window.location.origin}/news?page=2`);
    expect(screen.queryByRole('button', { name: '登出' })).toBeNull();
  });

  it('shows 會員中心 and 登出 from the stored token before the machine has loaded (busy until it decides)', () => {
    saveLoginToken({ token_type: 'Bearer', token: 't' });
    resetSessionStore();
    renderLinks();
    expect(screen.getByRole('link', { name: '會員中心' }).getAttribute('href')).toBe('/member');
    expect(screen.getByRole('link', { name: '會員中心' }).closest('li')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: '登出' })).toBeTruthy();
  });

  it('follows the machine: 登入中…, 會員中心 + 登出, 登出中…, 登入', () => {
    renderLinks();
    const show = (phase: SessionPhase) => act(() => sessionStore.set(phase));
    show('signingIn');
    expect(screen.getByRole('status').textContent).toBe('登入中…');
    saveLoginToken({ token_type: 'Bearer', token: 't' });
    show('signedIn');
    expect(screen.getByRole('link', { name: '會員中心' }).closest('li')?.getAttribute('aria-busy')).toBe('false');
    show('signingOut');
    expect(screen.getByRole('status').textContent).toBe('登出中…');
    clearLoginToken();
    show('guest');
    expect(screen.getByRole('link', { name: '登入' })).toBeTruthy();
  });
});

describe('isLoggedIn()', () => {
  const table: [SessionPhase, boolean, boolean][] = [
    // phase, token stored, answer
    ['starting', true, true],
    ['starting', false, false],
    ['checking', true, true],
    ['checking', false, false],
    // the machine decides on the page it ends on: a guard must not leave it meanwhile
    ['signingIn', false, true],
    ['loadingProfile', true, true],
    ['signingOut', false, true],
    ['signedIn', true, true],
    // a logout in another tab took the shared cookie away
    ['signedIn', false, false],
    ['guest', true, false],
  ];
  for (const [phase, token, answer] of table) {
    it(`is ${answer} in ${phase} ${token ? 'with' : 'without'} a stored token`, () => {
      if (token) saveLoginToken({ token_type: 'Bearer', token: 't' });
      sessionStore.set(phase);
      expect(isLoggedIn()).toBe(answer);
    });
  }

  it('the header agrees with the machine', () => {
    expect(headerSession({ phase: 'loadingProfile', hasToken: true })).toEqual({ kind: 'member', busy: true });
    expect(headerSession({ phase: 'checking', hasToken: false })).toEqual({ kind: 'guest' });
    expect(headerSession({ phase: 'guest', hasToken: true })).toEqual({ kind: 'guest' });
  });
});
