import { describe, expect, it } from 'vitest';
import {
  LocationCategoriesResponse,
  LocationCitiesResponse,
  LocationClassesResponse,
  LocationPageResponse,
  LocationResponse,
} from '../../schemas/location.schema';
import { seededAppForFile } from '../support/seeded-app';

const { ok, refused, missing } = await seededAppForFile();

describe('GET /api/location_categories and /api/location_classes', () => {
  it('page 1 of 20 by default', async () => {
    const categories = await ok('/api/location_categories', LocationCategoriesResponse);
    expect(categories.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(categories.data.length).toBeGreaterThan(0);
    const classes = await ok('/api/location_classes', LocationClassesResponse);
    expect(classes.meta.per_page).toBe(20);
    expect(classes.data.length).toBeGreaterThanOrEqual(3);
    await refused('/api/location_classes?per_page=100000', 'per_page');
  });
});

describe('GET /api/locations', () => {
  it('pages 200 by default and splits into pages with a small per_page', async () => {
    const all = await ok('/api/locations', LocationPageResponse);
    expect(all.meta).toMatchObject({ current_page: 1, per_page: 200, last_page: 1 });
    expect(all.data.length).toBe(all.meta.total);
    const page2 = await ok('/api/locations?per_page=10&page=2', LocationPageResponse);
    expect(page2.meta).toMatchObject({ current_page: 2, per_page: 10, from: 11, to: all.meta.total, last_page: 2 });
    expect(page2.links.next).toBeNull();
    expect(page2.links.prev).toBe('/api/locations?per_page=10&page=1');
  });

  it('spans at least six cities and three types, each store with address, hours, phone and a map link', async () => {
    const { data } = await ok('/api/locations', LocationPageResponse);
    expect(new Set(data.map((l) => l.city.id)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(data.map((l) => l.class.id)).size).toBeGreaterThanOrEqual(3);
    for (const l of data) {
      expect(l.full_address).toBe(`${l.town.zipcode}${l.city.name}${l.town.name}${l.address}`);
      expect(l.hours.length).toBeGreaterThan(0);
      expect(l.map_link).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      // its pin on the store map: somewhere on Taiwan's main island
      expect(l.position?.lat).toBeGreaterThan(21.8);
      expect(l.position?.lat).toBeLessThan(25.4);
      expect(l.position?.lng).toBeGreaterThan(120);
      expect(l.position?.lng).toBeLessThan(122.1);
    }
  });

  it('filters by city and by type', async () => {
    const cities = await ok('/api/location_cities', LocationCitiesResponse);
    const taipei = cities.data.find((c) => c.name === '臺北市');
    const inTaipei = await ok(`/api/locations?city=${taipei?.id}`, LocationPageResponse);
    expect(inTaipei.data.length).toBe(taipei?.locations_count);
    expect(inTaipei.data.every((l) => l.city.name === '臺北市')).toBe(true);
    const classes = await ok('/api/location_classes', LocationClassesResponse);
    const service = classes.data.find((c) => c.name === '維修服務中心');
    const centres = await ok(`/api/locations?type=${service?.id}`, LocationPageResponse);
    expect(centres.data.length).toBeGreaterThan(0);
    expect(centres.data.every((l) => l.class.id === service?.id)).toBe(true);
    const both = await ok(`/api/locations?type=${service?.id}&city=${taipei?.id}`, LocationPageResponse);
    expect(both.data.every((l) => l.class.id === service?.id && l.city.id === taipei?.id)).toBe(true);
  });

  it('refuses unknown cities, types and garbage', async () => {
    await refused('/api/locations?type=foo', 'type');
    await refused('/api/locations?type=999', 'type');
    await refused('/api/locations?city=99', 'city');
    await refused('/api/locations?page=-1', 'page');
    await refused('/api/locations?per_page=100000', 'per_page');
  });

  it('reads one store and 404s an unknown one', async () => {
    const { data } = await ok('/api/locations?per_page=1', LocationPageResponse);
    const one = await ok(`/api/locations/${data[0]?.id}`, LocationResponse);
    expect(one.data.link).toBe(`/locations/${data[0]?.id}`);
    await missing('/api/locations/999999');
    await refused('/api/locations/abc', 'id');
  });
});
