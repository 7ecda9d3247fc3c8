import { describe, expect, it, vi } from 'vitest';
import { pageMeta, pageWindow, paginate } from '../../../server/domain/pagination';
import { pageLinks, withLinks } from '../../../server/http/page-links';

const q = (page: number, per_page: number) => ({ page, per_page });

describe('pageWindow', () => {
  it('turns page and per_page into LIMIT and OFFSET, pages counting from 1', () => {
    expect(pageWindow(q(1, 12))).toEqual({ limit: 12, offset: 0 });
    expect(pageWindow(q(3, 5))).toEqual({ limit: 5, offset: 10 });
  });
});

describe('pageMeta', () => {
  it('describes a middle page', () => {
    expect(pageMeta(23, q(2, 10))).toEqual({
      current_page: 2,
      from: 11,
      last_page: 3,
      per_page: 10,
      to: 20,
      total: 23,
    });
  });

  it('describes a short last page', () => {
    expect(pageMeta(23, q(3, 10))).toMatchObject({ from: 21, to: 23, last_page: 3 });
  });

  it('describes an exactly full last page', () => {
    expect(pageMeta(20, q(2, 10))).toMatchObject({ from: 11, to: 20, last_page: 2 });
  });

  it('gives an empty list one empty page', () => {
    expect(pageMeta(0, q(1, 5))).toEqual({
      current_page: 1,
      from: null,
      last_page: 1,
      per_page: 5,
      to: null,
      total: 0,
    });
  });

  it('answers a page past the end with from and to null', () => {
    expect(pageMeta(7, q(5, 3))).toEqual({
      current_page: 5,
      from: null,
      last_page: 3,
      per_page: 3,
      to: null,
      total: 7,
    });
  });
});

describe('pageLinks', () => {
  it('keeps the other query params and sets page and per_page', () => {
    const links = pageLinks('/api/articles?category_id=4&page=2', pageMeta(30, q(2, 10)));
    expect(links).toEqual({
      first: '/api/articles?category_id=4&page=1&per_page=10',
      last: '/api/articles?category_id=4&page=3&per_page=10',
      prev: '/api/articles?category_id=4&page=1&per_page=10',
      next: '/api/articles?category_id=4&page=3&per_page=10',
    });
  });

  it('has no prev on the first page and no next on the last', () => {
    const first = pageLinks('http://x/api/a', pageMeta(30, q(1, 10)));
    expect(first.prev).toBeNull();
    const last = pageLinks('http://x/api/a', pageMeta(30, q(3, 10)));
    expect(last.next).toBeNull();
  });

  it('drops the host of an absolute request URL', () => {
    expect(pageLinks('http://evil.example/api/a?page=1', pageMeta(1, q(1, 10))).first).toBe(
      '/api/a?page=1&per_page=10',
    );
  });

  it('points prev of a page past the end at the last page', () => {
    expect(pageLinks('/api/a', pageMeta(7, q(9, 3))).prev).toBe('/api/a?page=3&per_page=3');
  });
});

describe('paginate', () => {
  it('reads the window of the requested page', async () => {
    const rows = vi.fn(async ({ limit, offset }: { limit: number; offset: number }) =>
      Array.from({ length: limit }, (_, i) => offset + i + 1),
    );
    const page = await paginate(q(2, 3), { count: async () => 8, rows });
    expect(rows).toHaveBeenCalledWith({ limit: 3, offset: 3 });
    expect(page).toEqual({ data: [4, 5, 6], meta: pageMeta(8, q(2, 3)) });
  });

  it('does not query rows for a page past the end', async () => {
    const rows = vi.fn(async () => [1]);
    const page = await paginate(q(4, 3), { count: async () => 8, rows });
    expect(rows).not.toHaveBeenCalled();
    expect(page.data).toEqual([]);
  });

  it('accepts the string count some drivers return for count(*)', async () => {
    const page = await paginate(q(1, 3), { count: async () => '2' as unknown as number, rows: async () => ['a', 'b'] });
    expect(page.meta.total).toBe(2);
  });

  it('makes the envelope with links', () => {
    const body = withLinks({ data: ['a'], meta: pageMeta(1, q(1, 5)) }, '/api/x');
    expect(Object.keys(body)).toEqual(['data', 'meta', 'links']);
  });
});
