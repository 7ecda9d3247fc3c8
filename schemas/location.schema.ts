import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { idValue } from './id-param.schema';
import { ImageSchema } from './image.schema';
import { pageQuery } from './page-query.schema';

/** What a store offers (速修服務, 深層清潔...): tags on a location. */
export const LocationCategorySchema = z.object({ id: z.number().int(), name: z.string() });
/** SPEC §3 location types `{id, name}` (直營門市, 百貨專櫃...): the `type` filter of the list. */
export const LocationClassSchema = z.object({ id: z.number().int(), name: z.string() });

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  class: LocationClassSchema,
  categories: z.array(LocationCategorySchema),
  city: z.object({ id: z.number().int(), name: z.string() }),
  town: z.object({ id: z.number().int(), name: z.string(), zipcode: z.string() }),
  /** the street part; `full_address` adds the zip code, city and town */
  address: z.string(),
  full_address: z.string(),
  phone: z.string(),
  /** one line per opening rule, e.g. `週一至週五 11:00–21:30` */
  hours: z.array(z.string()),
  /** where its pin stands on the store map (WGS 84 degrees); null when the store has no place yet */
  position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** opens the address in a map application */
  map_link: z.string(),
  image: ImageSchema.nullable(),
  link: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

/** SPEC §7/§9: location categories and classes page 1, per_page 20. */
export const LocationTaxonomyQuery = pageQuery({ defaultPerPage: 20, maxPerPage: 100 });
/** SPEC §7/§9: page default 1, per_page default 200; filters city and type. */
export const LocationsQuery = pageQuery({ defaultPerPage: 200, maxPerPage: 500 }).extend({
  city: idValue('縣市編號').optional(),
  type: idValue('據點類型編號').optional(),
  category_id: idValue('服務項目編號').optional(),
});
export type LocationsQuery = z.infer<typeof LocationsQuery>;

export const LocationCategoriesResponse = pagedEnvelope(LocationCategorySchema);
export const LocationClassesResponse = pagedEnvelope(LocationClassSchema);
export const LocationPageResponse = pagedEnvelope(LocationSchema);
export const LocationResponse = z.object({ data: LocationSchema });

/** `/api/location_cities`: the cities that have stores, for the city filter (全部地區 first, client side). */
export const LocationCitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  locations_count: z.number().int(),
});
export const LocationCitiesResponse = z.object({ data: z.array(LocationCitySchema) });
