import { describe, expect, it } from 'vitest';
import { readListParams, withFilters, withSort } from '../../../../src/components/staff/list-params';

const params = (text: string) => new URLSearchParams(text);

describe('a console list in its address', () => {
  it('reads the page, the order and the named filters, ignoring empty and unnamed ones', () => {
    expect(readListParams(params('page=3&sort=-at&actor=ann&entity=&other=x'), ['actor', 'entity'])).toEqual({
      page: 3,
      sort: { id: 'at', desc: true },
      filters: { actor: 'ann' },
    });
    expect(readListParams(params('sort=name'), []).sort).toEqual({ id: 'name', desc: false });
  });

  it('reads a page or an order it cannot use as none', () => {
    expect(readListParams(params('page=abc&sort=a%20b'), [])).toEqual({ page: 1, sort: null, filters: {} });
  });

  it('goes back to page 1 when a filter changes, keeping the other params and dropping emptied ones', () => {
    expect(
      withFilters(params('page=4&sort=-at&actor=ann&entity=member'), { actor: ' bob ', entity: '' }).toString(),
    ).toBe('sort=-at&actor=bob');
  });

  it('goes back to page 1 when the order changes, and drops the order when none is asked for', () => {
    expect(withSort(params('page=2&actor=ann'), { id: 'name', desc: true }).toString()).toBe('actor=ann&sort=-name');
    expect(withSort(params('sort=name&page=2'), null).toString()).toBe('');
  });
});
