import { describe, expect, it } from 'vitest';
import { USER_ORDERS_MAX_PER_PAGE, USER_ORDERS_PER_PAGE, UserOrdersResponse } from '../../schemas/user-order.schema';
import { insertScaleOrders } from '../../server/seed/scale/orders.scale';
import { freshDbForFile, testApp } from '../support/api-app';
import { quickMembers } from '../support/api-members';

/** Issue 26 part 4: a member with many orders reads them a page at a time, with the totals. */
const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db);
const [heavy, light, none] = await quickMembers(db, 3);
if (!heavy || !light || !none) throw new Error('members not made');
const HEAVY = 27;
await insertScaleOrders(
  db,
  [
    [heavy.id, HEAVY],
    [light.id, 3],
  ],
  new Date(),
);

const list = async (who: { auth: { authorization: string } }, query = '') => {
  const res = await app.request(`/api/user/orders${query}`, { headers: who.auth });
  return { status: res.status, body: (await res.json()) as unknown };
};
const page = async (who: { auth: { authorization: string } }, query = '') => {
  const { status, body } = await list(who, query);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return UserOrdersResponse.parse(body);
};

describe('GET /api/user/orders, a page at a time', () => {
  it('answers the first page of the default size with the total, the pages and links', async () => {
    const first = await page(heavy);
    expect(first.data).toHaveLength(USER_ORDERS_PER_PAGE);
    expect(first.meta).toEqual({
      current_page: 1,
      from: 1,
      to: USER_ORDERS_PER_PAGE,
      per_page: USER_ORDERS_PER_PAGE,
      last_page: Math.ceil(HEAVY / USER_ORDERS_PER_PAGE),
      total: HEAVY,
    });
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toContain('page=2');
  });

  it('walks every page once, newest first, with each order its own items', async () => {
    const seen: string[] = [];
    let ids: number[] = [];
    for (let p = 1; p <= 3; p++) {
      const { data, meta } = await page(heavy, `?page=${p}&per_page=12&sorting=-id`);
      expect(meta.current_page).toBe(p);
      seen.push(...data.map((o) => o.order_number));
      ids = ids.concat(data.map((o) => Number(o.order_number.slice(-8))));
      for (const o of data) expect(o.items).toHaveLength(o.count);
    }
    expect(seen).toHaveLength(HEAVY);
    expect(new Set(seen).size).toBe(HEAVY);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('counts only the statuses asked for', async () => {
    const all = (await page(heavy, `?per_page=${USER_ORDERS_MAX_PER_PAGE}`)).data;
    const paid = await page(heavy, '?status[]=paid&per_page=5');
    expect(paid.meta.total).toBe(all.filter((o) => o.status === 'paid').length);
    expect(paid.data.every((o) => o.status === 'paid')).toBe(true);
  });

  it('answers an empty page past the end, still saying where the list ends', async () => {
    const past = await page(light, '?page=9');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: 3, last_page: 1, from: null, to: null });
    const empty = await page(none);
    expect(empty.meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it("never shows another member's orders, whatever the page", async () => {
    const mine = new Set((await page(light, '?per_page=100')).data.map((o) => o.order_number));
    for (let p = 1; p <= 3; p++) {
      const theirs = (await page(heavy, `?page=${p}`)).data.map((o) => o.order_number);
      expect(theirs.filter((n) => mine.has(n))).toEqual([]);
    }
    expect(mine.size).toBe(3);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    ['?per_page=0', 'per_page'],
    [`?per_page=${USER_ORDERS_MAX_PER_PAGE + 1}`, 'per_page'],
    ['?per_page=', 'per_page'],
  ])('refuses %s with 422 and a Traditional-Chinese message on %s', async (query, field) => {
    const { status, body } = await list(heavy, query);
    expect(status).toBe(422);
    const errors = (body as { errors?: Record<string, string[]> }).errors ?? {};
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]).toMatch(/[\u4e00-\u9fff]/);
  });
});
