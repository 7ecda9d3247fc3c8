import { useQuery } from '@tanstack/react-query';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { brandQueries } from '../../api/brands.queries';
import { ArticleCard } from '../../components/article-card';
import { CardList } from '../../components/card-list';
import { FilterLinks } from '../../components/filter-links';
import { LoadErrorState } from '../../components/load-error-state';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { categoryLinks, topCategoryBySlug } from '../articles/category-links';
import { BRANDS_TEXT } from './brands-text';

/** `/brands` and `/brands/{category}`: brand pages are articles of class articleBrand. */
export function BrandsScreen({ slug }: { slug?: string }) {
  const categories = useQuery(articleCategoryQueries.list('articleBrand'));
  const category = slug ? topCategoryBySlug(categories.data, slug) : undefined;
  const brands = useQuery({ ...brandQueries.list(category?.id), enabled: !slug || category !== undefined });
  return (
    <PageShell
      title={category?.subject}
      lead={category ? (category.description ?? BRANDS_TEXT.categoryLead(category.subject)) : BRANDS_TEXT.lead}
    >
      {categories.data && (
        <FilterLinks
          label={BRANDS_TEXT.categoriesLabel}
          items={categoryLinks('/brands', categories.data, category?.id ?? null)}
        />
      )}
      {slug && categories.isError ? (
        <LoadErrorState onRetry={() => void categories.refetch()} />
      ) : (
        <section className="list-section" aria-labelledby="brands-title">
          <h2 id="brands-title" className="list-section__title">
            {BRANDS_TEXT.listTitle}
          </h2>
          <QueryState query={brands}>
            {({ data }) => (
              <CardList items={data} keyOf={(a) => a.id} variant="compact">
                {(article, i) => <ArticleCard article={article} eager={i < 3} showDate={false} />}
              </CardList>
            )}
          </QueryState>
        </section>
      )}
    </PageShell>
  );
}
