import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { newsQueries } from '../../api/news.queries';
import { ArticleCard } from '../../components/article-card';
import { ArticleView } from '../../components/article-view';
import { CardList } from '../../components/card-list';
import { ContentSection } from '../../components/content-section';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { NEWS_TEXT } from './news-text';
import './news.css';

export function NewsArticleScreen({ id }: { id: number }) {
  const article = useQuery(newsQueries.detail(id));
  const recommends = useQuery(newsQueries.recommends(id));
  return (
    <PageShell title={article.data?.subject}>
      <div className="article-layout">
        <QueryState query={article}>{(data) => <ArticleView article={data} />}</QueryState>
        {recommends.data && recommends.data.length > 0 && (
          <ContentSection title={NEWS_TEXT.recommends} className="related">
            <CardList items={recommends.data} keyOf={(a) => a.id} columns={2} variant="compact">
              {(card) => <ArticleCard article={card} showSummary={false} />}
            </CardList>
          </ContentSection>
        )}
        <Link className="more-link more-link--back" to="/news">
          {NEWS_TEXT.back}
        </Link>
      </div>
    </PageShell>
  );
}
