import { describe, expect, it } from 'vitest';
import type { ArticleCategory } from '../../../../schemas/article-category.schema';
import { categoryLinks, topCategoryBySlug } from '../../../../src/screens/articles/category-links';
import { findBlogPlace } from '../../../../src/screens/blog/blog-list-screen';

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

describe('article categories: places and links', () => {
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
});
