import { idParam } from '../../lib/content-loaders';

/** The list's filters, kept in the address (`?city=&type=`) on the list and on a store's page. */
export interface LocationListFilters {
  city?: number | undefined;
  type?: number | undefined;
}

export const locationFilters = (search: URLSearchParams): LocationListFilters => ({
  city: idParam(search.get('city')),
  type: idParam(search.get('type')),
});

/** `?city=1&type=2` of some filters ('' when none). */
export function filterSearch({ city, type }: LocationListFilters): string {
  const params = new URLSearchParams();
  if (city !== undefined) params.set('city', String(city));
  if (type !== undefined) params.set('type', String(type));
  const text = params.toString();
  return text ? `?${text}` : '';
}
