// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRouteModule } from '../../../../src/app/route-modules';
import { articleCard, at, links, meta, stubApi } from '../api-stub';
import { renderApp } from '../render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Import the pages' module graphs once, ahead of the tests: a cold transform on a busy machine can
// take longer than a render is given.
beforeAll(async () => {
  await Promise.all(
    ['news', 'blog-category', 'news-article', 'hence-article', 'home', 'search'].map((id) => loadRouteModule(id)),
  );
}, 60_000);

const newsCategories = at('/api/article_categories', { data: [] });

describe('pages and their route loaders', () => {
  it('asks for the page in ?page= and marks it in the pagination', async () => {
    const calls = stubApi(newsCategories, (url) =>
      url.pathname === '/api/article_news'
        ? {
            body: {
              data: {
                top: [articleCard(1, '置頂消息')],
                list: { data: [articleCard(7, '第二頁的消息')], meta: meta(2, 6, 5), links },
              },
            },
          }
        : undefined,
    );
    renderApp('/news?page=2');
    expect(await screen.findByRole('link', { name: '第二頁的消息' })).toBeTruthy();
    const request = calls.find((url) => url.pathname === '/api/article_news');
    expect(request?.searchParams.get('page')).toBe('2');
    expect(request?.searchParams.get('per_page')).toBe('5');
    const nav = screen.getByRole('navigation', { name: '分頁' });
    expect(within(nav).getByRole('link', { name: '前往 第 2 頁' }).getAttribute('aria-current')).toBe('page');
    // top items belong to the first page only
    expect(screen.queryByText('置頂消息')).toBeNull();
  });

  it('answers an unknown category slug with the guard’s 404', async () => {
    stubApi(at('/api/article_categories', { data: [] }));
    renderApp('/blog/no-such-category');
    expect(await screen.findByText('Page Not Found: /blog/no-such-category')).toBeTruthy();
  });

  it('answers an id the API does not know with the 404 screen', async () => {
    stubApi();
    renderApp('/news/article/999');
    expect(await screen.findByText('Page Not Found: /news/article/999')).toBeTruthy();
  });

  it('does not show another class’s article under /hence/article', async () => {
    stubApi(
      at('/api/articles/25', {
        data: { ...articleCard(25, '一則消息'), body: '<p>消息</p>', updated_at: '2026-11-15T02:00:00.000Z' },
      }),
      at('/api/article_categories', { data: [] }),
    );
    renderApp('/hence/article/25');
    expect(await screen.findByText('Page Not Found: /hence/article/25')).toBeTruthy();
  });

  it('shows 載入失敗 on the home page, not a blank page, when its call fails', async () => {
    stubApi(at('/api/homepage', { message: 'down' }, 500));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '首頁' })).toBeTruthy();
    expect(screen.getByText('載入失敗')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('says 無相符資料 when a search finds nothing', async () => {
    stubApi(
      at('/api/search', {
        data: {
          keyword: 'xyzzy',
          terms: ['xyzzy'],
          counts: { article: 0, news: 0, blog: 0, recipe: 0, brand: 0, event: 0, location: 0, faq: 0 },
          list: { data: [], meta: meta(1, 0, 10), links },
        },
      }),
    );
    renderApp('/search?keyword=xyzzy');
    expect(await screen.findByText('無相符資料')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: '搜尋關鍵字' }) as HTMLInputElement).value).toBe('xyzzy');
  });
});
