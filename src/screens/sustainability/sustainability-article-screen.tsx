import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { articleQueries } from '../../api/articles.queries';
import { ArticleView } from '../../components/article-view';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { SUSTAINABILITY_TEXT } from './sustainability-text';

/** `/sustainability/article/{id}`: a sustainability (articleEcolife) article. */
export function SustainabilityArticleScreen({ id }: { id: number }) {
  const article = useQuery(articleQueries.detail(id));
  return (
    <PageShell title={article.data?.subject}>
      <div className="article-layout">
        <QueryState query={article}>{(data) => <ArticleView article={data} />}</QueryState>
        <Link className="more-link more-link--back" to="/sustainability">
          {SUSTAINABILITY_TEXT.back}
        </Link>
      </div>
    </PageShell>
  );
}
