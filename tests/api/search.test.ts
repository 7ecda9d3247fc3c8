import { describe, expect, it } from 'vitest';
import { SearchResponse } from '../../schemas/search.schema';
import { SEARCH_KINDS } from '../../schemas/search-kinds';
import { seededAppForFile } from '../support/seeded-app';

const { ok, refused } = await seededAppForFile();
const search = (query: string) => ok(`/api/search?${query}`, SearchResponse);
const q = (keyword: string) => `keyword=${encodeURIComponent(keyword)}`;

describe('GET /api/search', () => {
  it('finds articles, news, events and locations for one keyword', async () => {
    // 台中 names stores (臺中市), a class (台中勤美門市), events held there and news about its classes
    const { data } = await search(`${q('台中')}&per_page=50`);
    expect(data.counts.location).toBeGreaterThan(0);
    expect(data.counts.event).toBeGreaterThan(0);
    expect(data.counts.news).toBeGreaterThan(0);
    const tight = await search(`${q('土鍋')}&per_page=50`);
    expect(tight.data.counts.article).toBeGreaterThan(0);
    const kinds = new Set([...data.list.data, ...tight.data.list.data].map((r) => r.type));
    for (const kind of ['article', 'news', 'event', 'location'] as const) expect(kinds.has(kind), kind).toBe(true);
  });

  it.each([
    ['recipe', '麻油雞', '麻油雞土鍋炊飯', '/hence/recipe/article/'],
    ['blog', '火候', '土鍋炊飯的火候筆記', '/blog/article/donabe-rice'],
    ['brand', '菲耶羅', 'Fjällro 菲耶羅｜北國森林裡的鑄鐵鍋', '/brand/'],
    ['faq', '保固期間', '風野吸塵器的保固期間多久？', '/services/faq/article/'],
  ] as const)('finds a %s: %s → %s', async (kind, keyword, subject, link) => {
    const { data } = await search(`${q(keyword)}&type=${kind}`);
    expect(data.counts[kind]).toBeGreaterThan(0);
    const hit = data.list.data.find((r) => r.subject === subject);
    expect(hit?.type).toBe(kind);
    expect(hit?.link).toContain(link);
  });

  it("sends results kind by kind, in the SPEC's order of kinds", async () => {
    const { data } = await search(`${q('的')}&per_page=50`);
    const order = data.list.data.map((r) => SEARCH_KINDS.indexOf(r.type));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(data.list.data.map((r) => r.type)).size).toBeGreaterThan(3);
  });

  it('finds a recipe by an ingredient, and marks the ingredient', async () => {
    const { data } = await search(`${q('麻油')}&type=recipe`);
    expect(data.list.data.map((r) => r.subject)).toContain('麻油雞土鍋炊飯');
    for (const r of data.list.data) {
      expect(r.highlights.excerpt.map(([a, b]) => r.excerpt.slice(a, b))).toContain('麻油');
    }
  });

  it('says where the terms are so the client can mark them', async () => {
    const { data } = await search(q('鑄鐵鍋'));
    expect(data.terms).toEqual(['鑄鐵鍋']);
    for (const r of data.list.data) {
      const marked = [
        ...r.highlights.subject.map(([s, e]) => r.subject.slice(s, e)),
        ...r.highlights.excerpt.map(([s, e]) => r.excerpt.slice(s, e)),
      ];
      expect(marked.length, r.subject).toBeGreaterThan(0);
      expect(marked.every((m) => m === '鑄鐵鍋')).toBe(true);
    }
  });

  it('requires every term and matches letters in any case', async () => {
    const both = await search(q('kazeno 吸塵器'));
    const one = await search(q('吸塵器'));
    expect(both.data.list.meta.total).toBeGreaterThan(0);
    expect(both.data.list.meta.total).toBeLessThan(one.data.list.meta.total);
  });

  it('restricts to one kind and pages across kinds', async () => {
    const stores = await search(`${q('台北')}&type=location`);
    expect(stores.data.list.data.every((r) => r.type === 'location')).toBe(true);
    const all = await search(`${q('的')}&per_page=50`);
    const total = all.data.list.meta.total;
    expect(total).toBeGreaterThan(10);
    const page2 = await search(`${q('的')}&per_page=10&page=2`);
    expect(page2.data.list.meta).toMatchObject({ current_page: 2, from: 11 });
    expect(page2.data.list.data.map((r) => `${r.type}${r.id}`)).toEqual(
      all.data.list.data.slice(10, 20).map((r) => `${r.type}${r.id}`),
    );
  });

  it('treats LIKE wildcards literally and finds nothing for nonsense', async () => {
    const { data } = await search(q('%_%'));
    expect(data.list.meta.total).toBe(0);
    expect(data.list.data).toEqual([]);
  });

  it('refuses a missing, blank or overlong keyword and an unknown type', async () => {
    await refused('/api/search', 'keyword');
    await refused('/api/search?keyword=%20%20', 'keyword');
    await refused(`/api/search?${q('長'.repeat(51))}`, 'keyword');
    await refused(`/api/search?${q('鍋')}&type=product`, 'type');
  });
});
