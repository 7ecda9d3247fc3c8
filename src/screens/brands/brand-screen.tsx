import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { brandQueries } from '../../api/brands.queries';
import { ArticleView } from '../../components/article-view';
import { ContentImage } from '../../components/content-image';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { BRANDS_TEXT } from './brands-text';

/** `/brand/{id}`: a brand's own page (an articleBrand article), its logo and its FAQs. */
export function BrandScreen({ id }: { id: number }) {
  const article = useQuery(brandQueries.detail(id));
  const brand = article.data?.brand;
  return (
    <PageShell title={article.data?.subject}>
      <div className="article-layout">
        {brand?.logo && (
          <div className="brand-logo">
            <ContentImage image={brand.logo} eager />
          </div>
        )}
        <QueryState query={article}>{(data) => <ArticleView article={data} />}</QueryState>
        <p className="link-row">
          {brand && (
            <Link className="more-link" to={`/services/faq?brand_id=${brand.id}`}>
              {BRANDS_TEXT.faq(brand.name)}
            </Link>
          )}
          <Link className="more-link more-link--back" to="/brands">
            {BRANDS_TEXT.back}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
