import type { EventFilters } from '../../api/events.queries';
import { idParam } from '../../lib/content-loaders';
import { pageSearch, parsePage } from '../../lib/pagination';

/** SPEC §4 event filters, kept in the address: `?status=open|closed&cost_plan=&format=&category=&unit=&page=` (`month=` for the calendar). */
export function eventFilters(search: URLSearchParams): EventFilters {
  const status = search.get('status');
  const cost = search.get('cost_plan');
  const format = search.get('format');
  return {
    page: parsePage(search.get('page')),
    status: status === 'open' ? true : status === 'closed' ? false : undefined,
    costPlan: cost === 'free' || cost === 'paid' ? cost : undefined,
    format: format === 'online' || format === 'offline' ? format : undefined,
    categoryId: idParam(search.get('category')),
    unitId: idParam(search.get('unit')),
    month: /^20\d{2}-(0[1-9]|1[0-2])$/.test(search.get('month') ?? '') ? (search.get('month') as string) : undefined,
  };
}

/** `/events` with one filter set (or cleared with null) and the page back to 1. */
export function eventsHref(search: URLSearchParams, key: string, value: string | null): string {
  const next = new URLSearchParams(pageSearch(search, 1));
  if (value === null) next.delete(key);
  else next.set(key, value);
  const text = next.toString();
  return `/events${text ? `?${text}` : ''}`;
}
