import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { articleQueries } from '../../api/articles.queries';
import { ArticleView } from '../../components/article-view';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { HenceNav } from './hence-nav';
import { HENCE_TEXT } from './hence-text';

/** `/hence/article/{id}`: a HENCE (articleProject) article. */
export function HenceArticleScreen({ id }: { id: number }) {
  const article = useQuery(articleQueries.detail(id));
  return (
    <PageShell title={article.data?.subject}>
      <HenceNav />
      <div className="article-layout">
        <QueryState query={article}>{(data) => <ArticleView article={data} />}</QueryState>
        <Link className="more-link more-link--back" to="/hence">
          {HENCE_TEXT.back}
        </Link>
      </div>
    </PageShell>
  );
}
