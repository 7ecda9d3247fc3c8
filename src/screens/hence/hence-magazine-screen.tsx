import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { articleQueries } from '../../api/articles.queries';
import { CardList } from '../../components/card-list';
import { PageShell } from '../../components/page-shell';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { parsePage } from '../../lib/pagination';
import { HenceNav } from './hence-nav';
import { HENCE_TEXT } from './hence-text';
import { MagazineCard } from './magazine-card';

export const magazinesOptions = (search: URLSearchParams) => articleQueries.magazines(parsePage(search.get('page')));

/** `/hence/magazine`: every issue of the magazine. */
export function HenceMagazineScreen() {
  const [search] = useSearchParams();
  const magazines = useQuery(magazinesOptions(search));
  return (
    <PageShell lead={HENCE_TEXT.magazineLead}>
      <HenceNav />
      <QueryState query={magazines}>
        {({ data, meta }) => (
          <>
            <CardList items={data} keyOf={(m) => m.id} columns={4}>
              {(magazine, i) => <MagazineCard magazine={magazine} eager={i < 4} headingLevel={2} />}
            </CardList>
            {meta.total > 0 && <Pagination meta={meta} />}
          </>
        )}
      </QueryState>
    </PageShell>
  );
}
