import { describe, expect, it } from 'vitest';
import type { ArticleCard } from '../../../../schemas/article.schema';
import type { ArticleCategory } from '../../../../schemas/article-category.schema';
import type { Homepage } from '../../../../schemas/home.schema';
import { idParam } from '../../../../src/lib/content-loaders';
import { categoryLinks, topCategoryBySlug } from '../../../../src/screens/articles/category-links';
import { findBlogPlace } from '../../../../src/screens/blog/blog-list-screen';
import { eventFilters, eventsHref } from '../../../../src/screens/events/event-filters';
import { authorsOf } from '../../../../src/screens/hence/hence-hub-screen';
import { homeSlides } from '../../../../src/screens/home/home-banners';
import { telHref } from '../../../../src/screens/locations/location-detail';
import { filterSearch, locationFilters } from '../../../../src/screens/locations/location-filters';
import { kindHref, searchFilters } from '../../../../src/screens/search/search-params';

const image = (link: string) => ({ link, width: 10, height: 10, alt: '' });
const category = (id: number, slug: string, children: ArticleCategory['children'] = []): ArticleCategory => ({
  id,
  class: 'articleBlog',
  parent_id: null,
  slug,
  subject: slug,
  description: null,
  image: null,
  sort: id,
  link: `/blog/${slug}`,
  articles_count: 1,
  children,
});

describe('content filters in the address', () => {
  it('reads ids only when they are whole positive numbers', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeUndefined();
    expect(idParam('-1')).toBeUndefined();
    expect(idParam('1e3')).toBeUndefined();
    expect(idParam('99999999999')).toBeUndefined();
    expect(idParam(null)).toBeUndefined();
  });

  it('keeps the location filters together and leaves out the ones not set', () => {
    expect(locationFilters(new URLSearchParams('city=1&type=3&page=2'))).toEqual({ city: 1, type: 3 });
    expect(filterSearch({ city: 1, type: undefined })).toBe('?city=1');
    expect(filterSearch({})).toBe('');
  });

  it('reads the event filters of SPEC §4 and drops unknown values', () => {
    expect(eventFilters(new URLSearchParams('status=open&cost_plan=free&format=online&category=2&page=3'))).toEqual({
      page: 3,
      status: true,
      costPlan: 'free',
      format: 'online',
      categoryId: 2,
    });
    expect(eventFilters(new URLSearchParams('status=maybe&cost_plan=cheap'))).toMatchObject({
      status: undefined,
      costPlan: undefined,
    });
    expect(eventsHref(new URLSearchParams('page=2&format=online'), 'status', 'closed')).toBe(
      '/events?format=online&status=closed',
    );
    expect(eventsHref(new URLSearchParams('status=open'), 'status', null)).toBe('/events');
  });

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

  it('dials only digits from a phone number', () => {
    expect(telHref('02-2720-1188')).toBe('tel:0227201188');
    expect(telHref('+886 4 2322 5858')).toBe('tel:+886423225858');
  });
});

describe('content places', () => {
  const tree = [
    category(11, 'kitchen', [{ ...category(12, 'cooking'), parent_id: 11, link: '/blog/kitchen/cooking' }]),
    category(14, 'cleaning'),
  ];

  it('finds a blog category and sub-category, and only under their own parent', () => {
    expect(findBlogPlace(tree, 'kitchen', 'cooking').subCategory?.id).toBe(12);
    expect(findBlogPlace(tree, 'cleaning', 'cooking').subCategory).toBeUndefined();
    expect(findBlogPlace(tree, 'nope').category).toBeUndefined();
    expect(topCategoryBySlug(tree, 'cooking')).toBeUndefined();
  });

  it('lists 全部 first, then each category, marking the current one', () => {
    expect(categoryLinks('/blog', tree, 14).map((l) => [l.label, l.to, l.current])).toEqual([
      ['全部', '/blog', false],
      ['kitchen', '/blog/kitchen', false],
      ['cleaning', '/blog/cleaning', true],
    ]);
  });

  it('pairs the nth phone banner with the nth desktop banner', () => {
    const banner = (id: number, link: string) => ({ id, subject: `b${id}`, image: image(link), link: '/hence' });
    const slides = homeSlides({
      pc_banner: [banner(1, 'pc1'), banner(2, 'pc2')],
      mobile_banner: [banner(4, 'm1')],
    } as Pick<Homepage, 'pc_banner' | 'mobile_banner'>);
    expect(slides.map((s) => [s.key, s.desktop.link, s.mobile?.link ?? null])).toEqual([
      [1, 'pc1', 'm1'],
      [2, 'pc2', null],
    ]);
  });

  it('names each author of the hub once', () => {
    const card = (id: number, author: number | null) =>
      ({
        id,
        author: author === null ? null : { id: author, name: `a${author}`, link: `/hence/author/${author}` },
      }) as ArticleCard;
    expect(authorsOf([card(1, 1), card(2, 2)], [card(3, 1), card(4, null)]).map((a) => a.id)).toEqual([1, 2]);
  });
});
