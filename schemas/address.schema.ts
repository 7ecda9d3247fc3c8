import type { z } from 'zod';
import { cityByName } from './tw-address';
import { normaliseTaiwanName } from './tw-place-name';

/**
 * A Taiwan postal address's city → town → zip code, checked against 中華郵政's list
 * (DOMAIN.md): the town must belong to the city, and the zip must be the town's (its first three
 * digits, for the 3+2 and 3+3 forms). Imports the address data: lazy form chunks only.
 */

export const ADDRESS_FIELDS = ['city', 'town', 'zip_code'] as const;
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];
export interface AddressValue {
  city: string;
  town: string;
  zip_code: string;
}

export const ADDRESS_MESSAGES = {
  city: '請選擇縣市。',
  town: '請選擇鄉鎮市區。',
  townOutsideCity: '此鄉鎮市區不在所選縣市內。',
  zipMismatch: '郵遞區號與鄉鎮市區不符。',
} as const;

export interface AddressIssue {
  path: AddressFieldName;
  message: string;
}

/** What is wrong with an address, field by field (empty when it is right). */
export function addressIssues({ city, town, zip_code }: AddressValue): AddressIssue[] {
  const knownCity = city.trim() ? cityByName(city) : undefined;
  const issues: AddressIssue[] = [];
  if (!knownCity) issues.push({ path: 'city', message: ADDRESS_MESSAGES.city });
  if (!town.trim()) issues.push({ path: 'town', message: ADDRESS_MESSAGES.town });
  if (!knownCity || issues.length > 0) return issues;
  const knownTown = knownCity.towns.find((t) => t.name === normaliseTaiwanName(town));
  if (!knownTown) return [{ path: 'town', message: ADDRESS_MESSAGES.townOutsideCity }];
  const zip = zip_code.trim();
  if (!/^\d{3}(?:\d{2,3})?$/.test(zip) || !zip.startsWith(knownTown.zipcode))
    return [{ path: 'zip_code', message: ADDRESS_MESSAGES.zipMismatch }];
  return [];
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * For `.superRefine` of a form schema whose address fields are `${prefix}city`, `${prefix}town`
 * and `${prefix}zip_code`. A prefix ending in '.' names a nested object ('others.' →
 * others.city); any other is glued to the name ('send_' → send_city). With `optional`, an
 * address left wholly empty passes (the profile's). A field that its own schema already refused
 * keeps that message alone.
 */
export function refineAddress(prefix = '', { optional = false }: { optional?: boolean } = {}) {
  const segments = prefix.split('.');
  const glue = segments.pop() ?? '';
  const pathOf = (field: AddressFieldName) => [...segments, `${glue}${field}`];

  return <T>(value: T, ctx: z.RefinementCtx<T>) => {
    let holder: unknown = value;
    for (const key of segments) holder = (holder as Record<string, unknown> | null | undefined)?.[key];
    const raw = (field: AddressFieldName) =>
      (holder as Record<string, unknown> | null | undefined)?.[`${glue}${field}`];
    if (optional && ADDRESS_FIELDS.every((f) => isBlank(raw(f)))) return;

    const refused = (path: (string | number)[]) =>
      ctx.issues.some((issue) => path.every((key, i) => issue.path?.[i] === key));
    if (ADDRESS_FIELDS.some((f) => refused(pathOf(f)))) return;

    for (const issue of addressIssues({
      city: text(raw('city')),
      town: text(raw('town')),
      zip_code: text(raw('zip_code')),
    }))
      ctx.addIssue({ code: 'custom', path: pathOf(issue.path), message: issue.message });
  };
}
