// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRouteModule } from '../../../src/app/route-modules';
import { renderApp } from './render-app';

// The content pages import their cards, queries and schemas: load those module graphs once, ahead
// of the tests, so that a cold transform on a busy machine does not eat a render's time.
beforeAll(async () => {
  await Promise.all(['events', 'home', 'news', 'zonezone'].map((id) => loadRouteModule(id)));
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emptyPage = { current_page: 1, from: null, last_page: 1, per_page: 12, to: null, total: 0 };
const noLinks = { first: null, last: null, prev: null, next: null };

/** The API of a site with no events yet. */
function stubEmptyEventsApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = input.startsWith('/api/events')
        ? { data: { top: [], list: { data: [], meta: emptyPage, links: noLinks } } }
        : { data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

describe('pages generated from the manifest', () => {
  it('renders a page in its layout with h1, breadcrumbs and an empty state', async () => {
    stubEmptyEventsApi();
    renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: '活動報名' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: '導覽路徑' });
    expect(within(crumbs).getByRole('link', { name: '首頁' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: '活動報名' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('暫無資料')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.title).toBe('活動報名｜好生活');
  });

  it('gives the home page its own title', async () => {
    renderApp('/');
    // the first render of the home route imports its module graph: allow for a cold transform
    expect(await screen.findByRole('heading', { level: 1, name: '首頁' })).toBeTruthy();
    expect(document.title).toBe('好生活｜進口居家生活選品');
  });

  it('dispatches two manifest entries sharing one router route to their own pages', async () => {
    const { router } = renderApp('/giftchoose/brand-hs/menu-5', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: '選擇贈品活動' })).toBeTruthy();
    await act(() => router.navigate('/giftchoose/brand-hs/channel-2'));
    expect(await screen.findByRole('heading', { level: 1, name: '選擇購買通路' })).toBeTruthy();
  });

  it('shows the 404 screen with the full path for an unknown page', async () => {
    renderApp('/no-such-page?x=1');
    expect(await screen.findByText('Page Not Found: /no-such-page?x=1')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到首頁' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the 404 screen when the validate check fails', async () => {
    renderApp('/locations/abc');
    expect(await screen.findByText('Page Not Found: /locations/abc')).toBeTruthy();
  });

  it('follows the canonical redirect inside the app', async () => {
    const { router } = renderApp('/News/');
    expect(await screen.findByRole('heading', { level: 1, name: '最新消息' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/news');
  });

  it('uses the empty layout (no header, no footer) for credit notes', async () => {
    renderApp('/member/service/credit-note/ab-1234', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: '服務折讓單' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('applies the manifest header style', async () => {
    const { container } = renderApp('/zonezone');
    expect(await screen.findByRole('heading', { level: 1, name: 'ZONEZONE 概念店' })).toBeTruthy();
    expect(container.querySelector('.site-header--dark')).not.toBeNull();
    expect(container.querySelector('.site-header--fixed')).toBeNull();
  });
});
