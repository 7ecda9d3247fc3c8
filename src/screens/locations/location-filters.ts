import type { LocationFilters } from '../../api/locations.queries';
import { idParam } from '../../lib/content-loaders';

/** The list's filters, kept in the address (`?city=&type=`) on the list and on a store's page. */
export const locationFilters = (search: URLSearchParams): LocationFilters => ({
  city: idParam(search.get('city')),
  type: idParam(search.get('type')),
});

/** `?city=1&type=2` of some filters ('' when none): the category is never in the address. */
export function filterSearch({ city, type }: LocationFilters): string {
  const params = new URLSearchParams();
  if (city !== undefined) params.set('city', String(city));
  if (type !== undefined) params.set('type', String(type));
  const text = params.toString();
  return text ? `?${text}` : '';
}
