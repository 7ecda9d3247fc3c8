import { describe, expect, it } from 'vitest';
import { OptionBrandsResponse } from '../../schemas/brand.schema';
import { AddressOptionsResponse, ContactClassesResponse, SubscribeTopicsResponse } from '../../schemas/option.schema';
import { seededAppForFile } from '../support/seeded-app';

const { ok, refused } = await seededAppForFile();

describe('GET /api/option/address', () => {
  it('lists the 22 cities with their 368 towns and zip codes, 100 per page', async () => {
    const { data, meta } = await ok('/api/option/address', AddressOptionsResponse);
    expect(meta).toMatchObject({ per_page: 100, total: 22, current_page: 1 });
    expect(data[0]?.name).toBe('臺北市');
    expect(data.reduce((n, c) => n + c.towns.length, 0)).toBe(368);
    const hsinchu = data.find((c) => c.name === '新竹市');
    // one zip, three districts: towns are keyed by id, not by zip code
    expect(hsinchu?.towns.filter((t) => t.zipcode === '300').length).toBe(3);
    expect(data.flatMap((c) => c.towns).some((t) => t.name === '釣魚臺列嶼')).toBe(false);
  });

  it('pages when asked', async () => {
    const page2 = await ok('/api/option/address?per_page=10&page=2', AddressOptionsResponse);
    expect(page2.meta).toMatchObject({ from: 11, to: 20, last_page: 3 });
    await refused('/api/option/address?per_page=100000', 'per_page');
  });
});

describe('GET /api/option/brands', () => {
  it('lists every brand by default and the brands of one service type', async () => {
    const all = await ok('/api/option/brands', OptionBrandsResponse);
    expect(all.meta.per_page).toBe(100);
    expect(all.data.length).toBeGreaterThanOrEqual(4);
    const deep = await ok('/api/option/brands?type=deep', OptionBrandsResponse);
    expect(deep.data.length).toBeGreaterThan(0);
    expect(deep.data.length).toBeLessThan(all.data.length);
    expect(deep.data.every((b) => b.service_types.includes('deep'))).toBe(true);
  });

  it('refuses an unknown type', async () => {
    await refused('/api/option/brands?type=foo', 'type');
  });
});

describe('GET /api/contact_classes and /api/subscribe_topics', () => {
  it('lists contact classes 100 per page with class 1 first', async () => {
    const { data, meta } = await ok('/api/contact_classes', ContactClassesResponse);
    expect(meta.per_page).toBe(100);
    expect(data[0]?.id).toBe(1);
  });

  it('lists subscribe topics 999 per page', async () => {
    const { data, meta } = await ok('/api/subscribe_topics', SubscribeTopicsResponse);
    expect(meta.per_page).toBe(999);
    expect(data.length).toBeGreaterThan(0);
    await refused('/api/subscribe_topics?per_page=1000', 'per_page');
  });
});
