import { vi } from 'vitest';

/** Fixtures that pass the content schemas, and a fetch stub that answers /api paths from them. */

export const image = (link: string) => ({ link, width: 1200, height: 800, alt: link });

export const articleCard = (id: number, subject: string, cls = 'articleNews') => ({
  id,
  class: cls,
  slug: `item-${id}`,
  subject,
  summary: `${subject}的摘要`,
  image: image(`/demo/card-${id}.svg`),
  categories: [],
  author: null,
  brand: null,
  is_top: false,
  published_at: '2026-11-15T02:00:00.000Z',
  link: cls === 'articleNews' ? `/news/article/${id}` : `/hence/article/${id}`,
});

export const meta = (page: number, total: number, perPage: number) => ({
  current_page: page,
  from: total ? (page - 1) * perPage + 1 : null,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  to: total ? Math.min(total, page * perPage) : null,
  total,
});

export const links = { first: null, last: null, prev: null, next: null };

type Answer = { status?: number; body: unknown };
export type Route = (url: URL) => Answer | undefined;

/** Stubs fetch: each route may answer a URL; anything else is a 404 like the real API's. */
export function stubApi(...routes: Route[]) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    calls.push(url);
    const answer = routes.map((route) => route(url)).find(Boolean) ?? {
      status: 404,
      body: { message: '找不到您要的資料。' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const at =
  (path: string, body: unknown, status = 200): Route =>
  (url) =>
    url.pathname === path ? { status, body } : undefined;
