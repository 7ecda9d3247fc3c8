import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ArticleCategory, ArticleClass } from '../../../schemas/article-category.schema';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { brandQueries } from '../../api/brands.queries';
import { locationQueries } from '../../api/locations.queries';
import { ContentSection } from '../../components/content-section';
import { warm } from '../../lib/content-loaders';

const TEXT = {
  brands: '代理品牌',
  hence: 'HENCE 生活誌分類',
  blog: '部落格分類',
  news: '消息分類',
  sustainability: '永續主題',
  stores: '門市據點',
} as const;

const CATEGORY_GROUPS: readonly { cls: ArticleClass; title: string }[] = [
  { cls: 'articleProject', title: TEXT.hence },
  { cls: 'articleBlog', title: TEXT.blog },
  { cls: 'articleNews', title: TEXT.news },
  { cls: 'articleEcolife', title: TEXT.sustainability },
];

export async function loadSitemapContent(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ...CATEGORY_GROUPS.map(({ cls }) => warm(queryClient, articleCategoryQueries.list(cls))),
    warm(queryClient, brandQueries.list()),
    warm(queryClient, locationQueries.list({})),
  ]);
}

function CategoryTree({ categories }: { categories: readonly ArticleCategory[] }) {
  return (
    <ul className="sitemap-list">
      {categories
        .filter((c) => c.link)
        .map((c) => (
          <li key={c.id}>
            <Link to={c.link ?? '/'}>{c.subject}</Link>
            {c.children.length > 0 && (
              <ul className="sitemap-list__children">
                {c.children
                  .filter((child) => child.link)
                  .map((child) => (
                    <li key={child.id}>
                      <Link to={child.link ?? '/'}>{child.subject}</Link>
                    </li>
                  ))}
              </ul>
            )}
          </li>
        ))}
    </ul>
  );
}

function CategoryGroup({ cls, title }: { cls: ArticleClass; title: string }) {
  const categories = useQuery(articleCategoryQueries.list(cls));
  if (!categories.data?.length) return null;
  return (
    <ContentSection title={title}>
      <CategoryTree categories={categories.data} />
    </ContentSection>
  );
}

/** The content links of the sitemap: categories, brands and stores, from the API. */
export function SitemapContent() {
  const brands = useQuery(brandQueries.list());
  const stores = useQuery(locationQueries.list({}));
  return (
    <>
      {brands.data && brands.data.data.length > 0 && (
        <ContentSection title={TEXT.brands}>
          <ul className="sitemap-list">
            {brands.data.data.map((brand) => (
              <li key={brand.id}>
                <Link to={brand.link ?? '/brands'}>{brand.subject}</Link>
              </li>
            ))}
          </ul>
        </ContentSection>
      )}
      {CATEGORY_GROUPS.map((group) => (
        <CategoryGroup key={group.cls} {...group} />
      ))}
      {stores.data && stores.data.data.length > 0 && (
        <ContentSection title={TEXT.stores}>
          <ul className="sitemap-list">
            {stores.data.data.map((store) => (
              <li key={store.id}>
                <Link to={store.link}>{store.name}</Link>
              </li>
            ))}
          </ul>
        </ContentSection>
      )}
    </>
  );
}
