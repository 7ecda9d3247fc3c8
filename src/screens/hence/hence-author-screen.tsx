import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { articleQueries } from '../../api/articles.queries';
import { authorQueries } from '../../api/authors.queries';
import { ContentImage } from '../../components/content-image';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { parsePage } from '../../lib/pagination';
import { PagedArticles } from '../articles/paged-articles';
import { HenceNav } from './hence-nav';
import { HENCE_TEXT } from './hence-text';
import './hence.css';

export const authorArticlesOptions = (authorId: number, search: URLSearchParams) =>
  articleQueries.list({ class: 'articleProject', authorId, page: parsePage(search.get('page')) });

/** `/hence/author/{id}`: who the author is, and their articles. */
export function HenceAuthorScreen({ id }: { id: number }) {
  const [search] = useSearchParams();
  const author = useQuery(authorQueries.detail(id));
  const articles = useQuery(authorArticlesOptions(id, search));
  return (
    <PageShell title={author.data?.name} lead={author.data?.title}>
      <HenceNav />
      <QueryState query={author}>
        {(data) => (
          <div className="author-card">
            {data.avatar && (
              <div className="author-card__avatar">
                <ContentImage image={data.avatar} eager />
              </div>
            )}
            <p className="author-card__bio">{data.bio}</p>
          </div>
        )}
      </QueryState>
      <QueryState query={articles}>
        {(page) => <PagedArticles page={page} title={HENCE_TEXT.authorArticles(author.data?.name ?? '')} />}
      </QueryState>
    </PageShell>
  );
}
