import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ArticleCategory } from '../../../schemas/article-category.schema';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { blogQueries } from '../../api/blogs.queries';
import { FilterLinks } from '../../components/filter-links';
import { LoadErrorState } from '../../components/load-error-state';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { parsePage } from '../../lib/pagination';
import { categoryLinks, topCategoryBySlug } from '../articles/category-links';
import { TopAndList } from '../articles/top-and-list';
import { BLOG_TEXT } from './blog-text';

export interface BlogPlace {
  category?: ArticleCategory | undefined;
  subCategory?: ArticleCategory['children'][number] | undefined;
}

/** `/blog/{category}/{subCategory}` resolved against the category tree; undefined parts are absent. */
export function findBlogPlace(categories: readonly ArticleCategory[] | undefined, slug?: string, subSlug?: string) {
  const category = slug ? topCategoryBySlug(categories, slug) : undefined;
  const subCategory = subSlug ? category?.children.find((c) => c.slug === subSlug) : undefined;
  return { category, subCategory };
}

export const blogListOptions = (search: URLSearchParams, place: BlogPlace) =>
  blogQueries.list({
    page: parsePage(search.get('page')),
    categoryId: place.category?.id,
    subCategoryId: place.subCategory?.id,
  });

/** `/blog`, `/blog/{category}` and `/blog/{category}/{subCategory}`. */
export function BlogListScreen({ slug, subSlug }: { slug?: string; subSlug?: string }) {
  const [search] = useSearchParams();
  const categories = useQuery(articleCategoryQueries.list('articleBlog'));
  const place = findBlogPlace(categories.data, slug, subSlug);
  const resolved = (!slug || place.category) && (!subSlug || place.subCategory);
  const list = useQuery({ ...blogListOptions(search, place), enabled: Boolean(resolved) });
  const here = place.subCategory ?? place.category;

  return (
    <PageShell title={here?.subject} lead={here?.description ?? BLOG_TEXT.lead}>
      {categories.data && (
        <FilterLinks
          label={BLOG_TEXT.categoriesLabel}
          items={categoryLinks('/blog', categories.data, place.category?.id ?? null)}
        />
      )}
      {place.category && place.category.children.length > 0 && place.category.link && (
        <FilterLinks
          className="filter-links--sub"
          label={BLOG_TEXT.subCategoriesLabel}
          items={categoryLinks(place.category.link, place.category.children, place.subCategory?.id ?? null)}
        />
      )}
      {slug && categories.isError ? (
        <LoadErrorState onRetry={() => void categories.refetch()} />
      ) : (
        <QueryState query={list}>
          {({ top, list: page }) => (
            <TopAndList top={top} list={page.data} meta={page.meta} listTitle={BLOG_TEXT.listTitle} />
          )}
        </QueryState>
      )}
    </PageShell>
  );
}
