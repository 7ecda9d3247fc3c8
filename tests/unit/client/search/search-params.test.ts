import { describe, expect, it } from 'vitest';
import { kindHref, searchFilters } from '../../../../src/screens/search/search-params';

describe('search in the address', () => {
  it('reads the search from ?keyword=&type=&page=', () => {
    expect(searchFilters(new URLSearchParams('keyword=%20鑄鐵鍋%20&type=news&page=2'))).toEqual({
      keyword: '鑄鐵鍋',
      type: 'news',
      page: 2,
    });
    expect(searchFilters(new URLSearchParams('type=all-of-it')).type).toBe('all');
    expect(kindHref('/seo_search', '門市 台中', 'location')).toBe(
      '/seo_search?keyword=%E9%96%80%E5%B8%82+%E5%8F%B0%E4%B8%AD&type=location',
    );
  });
});
