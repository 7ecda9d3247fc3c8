import { describe, expect, it } from 'vitest';
import { freshDbForFile, testApp } from '../support/api-app';

const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db);

interface Card {
  id: number;
  subject: string;
  started_at: string;
  categories: { id: number; type: string; subject: string }[];
}
async function everyEvent(query: string): Promise<Card[]> {
  const res = await app.request(`/api/events?per_page=100${query}`);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { top: Card[]; list: { data: Card[] } } };
  return [...data.top, ...data.list.data];
}
const categories = async () =>
  (
    (await (await app.request('/api/event_categories')).json()) as {
      data: { id: number; type: string; subject: string }[];
    }
  ).data;

describe('GET /api/events by theme and unit category and by month', () => {
  it('narrows by a theme AND a unit, widens by two themes', async () => {
    const all = await categories();
    const cooking = all.find((c) => c.subject === '料理課程');
    const brandCollab = all.find((c) => c.subject === '品牌聯名');
    const cleaning = all.find((c) => c.subject === '清潔保養');
    const both = await everyEvent(`&category_id[]=${cooking?.id}&category_id[]=${brandCollab?.id}`);
    expect(both.length).toBeGreaterThan(0);
    for (const e of both) {
      const ids = e.categories.map((c) => c.id);
      expect(ids).toContain(cooking?.id);
      expect(ids).toContain(brandCollab?.id);
    }
    const either = await everyEvent(`&category_id[]=${cooking?.id}&category_id[]=${cleaning?.id}`);
    const cookingOnly = await everyEvent(`&category_id=${cooking?.id}`);
    expect(either.length).toBeGreaterThan(cookingOnly.length);
  });

  it('lists the events of one month, Taiwan time, for the calendar', async () => {
    const all = await everyEvent('');
    const first = all[0];
    if (!first) throw new Error('no events seeded');
    const month = new Date(Date.parse(first.started_at) + 8 * 3_600_000).toISOString().slice(0, 7);
    const inMonth = await everyEvent(`&month=${month}`);
    expect(inMonth.map((e) => e.id)).toContain(first.id);
    for (const e of inMonth) {
      expect(new Date(Date.parse(e.started_at) + 8 * 3_600_000).toISOString().slice(0, 7)).toBe(month);
    }
    const bad = await app.request('/api/events?month=2026-13');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.month?.[0]).toBe('月份格式為 YYYY-MM。');
  });
});
