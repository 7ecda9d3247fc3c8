import { describe, expect, it } from 'vitest';
import { telHref } from '../../../../src/screens/locations/location-detail';
import { filterSearch, locationFilters } from '../../../../src/screens/locations/location-filters';

describe('location filters in the address', () => {
  it('keeps the location filters together and leaves out the ones not set', () => {
    expect(locationFilters(new URLSearchParams('city=1&type=3&page=2'))).toEqual({ city: 1, type: 3 });
    expect(filterSearch({ city: 1, type: undefined })).toBe('?city=1');
    expect(filterSearch({})).toBe('');
  });

  it('dials only digits from a phone number', () => {
    expect(telHref('02-2720-1188')).toBe('tel:0227201188');
    expect(telHref('+886 4 2322 5858')).toBe('tel:+886423225858');
  });
});
