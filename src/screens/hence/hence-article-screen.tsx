import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { articleQueries } from '../../api/articles.queries';
import { ArticleCard } from '../../components/article-card';
import { ArticleView } from '../../components/article-view';
import { CardList } from '../../components/card-list';
import { ContentSection } from '../../components/content-section';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { HenceNav } from './hence-nav';
import { HENCE_TEXT } from './hence-text';

/** `/hence/article/{id}`: a HENCE (articleProject) article. */
export function HenceArticleScreen({ id }: { id: number }) {
  const article = useQuery(articleQueries.detail(id));
  // related articles are a bonus: a failed call leaves them out rather than failing the article
  const recommends = useQuery(articleQueries.recommends(id));
  return (
    <PageShell title={article.data?.subject}>
      <HenceNav />
      <div className="article-layout">
        <QueryState query={article}>{(data) => <ArticleView article={data} />}</QueryState>
        {recommends.data && recommends.data.length > 0 && (
          <ContentSection title={HENCE_TEXT.recommends} className="related">
            <CardList items={recommends.data} keyOf={(a) => a.id} columns={2} variant="compact">
              {(card) => <ArticleCard article={card} showSummary={false} />}
            </CardList>
          </ContentSection>
        )}
        <Link className="more-link more-link--back" to="/hence">
          {HENCE_TEXT.back}
        </Link>
      </div>
    </PageShell>
  );
}
