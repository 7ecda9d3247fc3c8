import { describe, expect, it } from 'vitest';
import { EventCategoriesResponse, EventResponse, EventTopListResponse } from '../../schemas/event.schema';
import { seededAppForFile } from '../support/seeded-app';

const { ok, refused, missing } = await seededAppForFile();

const everyEvent = async (query: string) => {
  const { data } = await ok(`/api/events?per_page=100${query}`, EventTopListResponse);
  return [...data.top, ...data.list.data];
};

describe('GET /api/event_categories', () => {
  it('lists theme and unit categories, one type on request', async () => {
    const all = await ok('/api/event_categories', EventCategoriesResponse);
    expect(new Set(all.data.map((c) => c.type))).toEqual(new Set(['theme', 'unit']));
    const themes = await ok('/api/event_categories?type=theme', EventCategoriesResponse);
    expect(themes.data.length).toBeGreaterThan(0);
    expect(themes.data.every((c) => c.type === 'theme')).toBe(true);
    await refused('/api/event_categories?type=foo', 'type');
  });
});

describe('GET /api/events', () => {
  it('answers {top, list} with free and paid, online and offline, open and closed events', async () => {
    const events = await everyEvent('');
    expect(new Set(events.map((e) => e.cost_plan))).toEqual(new Set(['free', 'paid']));
    expect(new Set(events.map((e) => e.format))).toEqual(new Set(['online', 'offline']));
    expect(new Set(events.map((e) => e.status))).toEqual(new Set(['open', 'closed']));
    const { data } = await ok('/api/events', EventTopListResponse);
    expect(data.list.meta.per_page).toBe(12);
  });

  it('filters by cost plan, format, status and category', async () => {
    expect((await everyEvent('&cost_plan=free')).every((e) => e.cost_plan === 'free')).toBe(true);
    expect((await everyEvent('&format=online')).every((e) => e.format === 'online')).toBe(true);
    const open = await everyEvent('&status=true');
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((e) => e.status === 'open')).toBe(true);
    expect((await everyEvent('&status=false')).every((e) => e.status === 'closed')).toBe(true);
    const [theme] = (await ok('/api/event_categories?type=theme', EventCategoriesResponse)).data;
    const themed = await everyEvent(`&category_id=${theme?.id}`);
    expect(themed.length).toBeGreaterThan(0);
    expect(themed.every((e) => e.categories.some((c) => c.id === theme?.id))).toBe(true);
    const asArray = await everyEvent(`&category_id[]=${theme?.id}`);
    expect(asArray.map((e) => e.id)).toEqual(themed.map((e) => e.id));
  });

  it('refuses bad filter values', async () => {
    await refused('/api/events?cost_plan=cheap', 'cost_plan');
    await refused('/api/events?format=hybrid', 'format');
    await refused('/api/events?status=maybe', 'status');
    await refused('/api/events?category_id=999999', 'category_id');
    await refused('/api/events?page=-1', 'page');
  });

  it('reads one event with its place and body, and 404s an unknown one', async () => {
    const [first] = await everyEvent('');
    const { data } = await ok(`/api/events/${first?.id}`, EventResponse);
    expect(data.body).toContain('<p>');
    expect(data.image?.width).toBeGreaterThan(0);
    await missing('/api/events/999999');
  });
});
