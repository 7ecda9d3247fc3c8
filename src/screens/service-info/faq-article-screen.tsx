import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { faqQueries } from '../../api/faqs.queries';
import { ArticleView } from '../../components/article-view';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { FAQ_TEXT } from './faq-text';

/** `/services/faq/article/{id}`: one question and its answer. */
export function FaqArticleScreen({ id }: { id: number }) {
  const faq = useQuery(faqQueries.detail(id));
  const brand = faq.data?.brand;
  return (
    <PageShell title={faq.data?.subject}>
      <div className="article-layout">
        <QueryState query={faq}>{(data) => <ArticleView article={data} />}</QueryState>
        <p className="link-row">
          {brand && (
            <Link className="more-link" to={`/services/faq?brand_id=${brand.id}`}>
              {FAQ_TEXT.brandTitle(brand.name)}
            </Link>
          )}
          <Link className="more-link more-link--back" to="/services/faq">
            {FAQ_TEXT.back}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
