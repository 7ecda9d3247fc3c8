import type { ArticleCategory } from '../../../schemas/article-category.schema';
import type { FilterLink } from '../../components/filter-links';
import { ARTICLE_LIST_TEXT } from './article-text';

/** 全部 and each category with a page of its own, as filter links; `current` is the category on screen. */
export function categoryLinks(
  allHref: string,
  categories: readonly Pick<ArticleCategory, 'id' | 'subject' | 'link'>[],
  currentId: number | null,
  allLabel: string = ARTICLE_LIST_TEXT.all,
): FilterLink[] {
  return [
    { key: 'all', label: allLabel, to: allHref, current: currentId === null },
    ...categories.flatMap((c) =>
      c.link ? [{ key: c.id, label: c.subject, to: c.link, current: c.id === currentId }] : [],
    ),
  ];
}

/** A top-level category by slug (`/blog/{slug}`, `/news/{slug}`, `/brands/{slug}`). */
export const topCategoryBySlug = (categories: readonly ArticleCategory[] | undefined, slug: string | undefined) =>
  categories?.find((c) => c.slug === slug && c.parent_id === null);

/** A top-level category by id (`/hence/{id}`, `/sustainability/{mainId}`). */
export const topCategoryById = (categories: readonly ArticleCategory[] | undefined, id: number | undefined) =>
  categories?.find((c) => c.id === id && c.parent_id === null);
