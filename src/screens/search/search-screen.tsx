import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { SearchResult } from '../../../schemas/search.schema';
import { SEARCH_KINDS, type SearchKind } from '../../../schemas/search-kinds';
import { searchQueries } from '../../api/search.queries';
import { FilterLinks } from '../../components/filter-links';
import { NoMatchState } from '../../components/no-match-state';
import { PageShell } from '../../components/page-shell';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { useListTop } from '../../components/use-list-top';
import { SearchForm } from './search-form';
import { kindHref, searchFilters } from './search-params';
import { SearchResultItem } from './search-result-item';
import { SEARCH_TEXT } from './search-text';
import './search.css';

/** A page's results in runs of one kind (the API sends them kind by kind). */
function groupByKind(results: readonly SearchResult[]): { kind: SearchKind; results: SearchResult[] }[] {
  const groups: { kind: SearchKind; results: SearchResult[] }[] = [];
  for (const result of results) {
    const last = groups.at(-1);
    if (last?.kind === result.type) last.results.push(result);
    else groups.push({ kind: result.type, results: [result] });
  }
  return groups;
}

/** `/search` and `/seo_search`: every public kind matching `?keyword=`, grouped by kind. */
export function SearchScreen() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const filters = searchFilters(search);
  const results = useQuery({ ...searchQueries.results(filters), enabled: filters.keyword !== '' });
  const listRef = useRef<HTMLElement>(null);
  useListTop(listRef, filters.page);

  return (
    <PageShell>
      <SearchForm keyword={filters.keyword} />
      {filters.keyword === '' ? (
        <p className="search-form__hint">{SEARCH_TEXT.hint}</p>
      ) : (
        <section ref={listRef} className="list-section" aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="list-section__title">
            {SEARCH_TEXT.resultsTitle(filters.keyword)}
          </h2>
          <QueryState query={results}>
            {({ counts, list }) => (
              <>
                <FilterLinks
                  label={SEARCH_TEXT.typesLabel}
                  items={[
                    {
                      key: 'all',
                      label: SEARCH_TEXT.all,
                      count: SEARCH_KINDS.reduce((sum, kind) => sum + counts[kind], 0),
                      to: kindHref(pathname, filters.keyword, 'all'),
                      current: filters.type === 'all',
                    },
                    ...SEARCH_KINDS.map((kind) => ({
                      key: kind,
                      label: SEARCH_TEXT.kinds[kind],
                      count: counts[kind],
                      to: kindHref(pathname, filters.keyword, kind),
                      current: filters.type === kind,
                    })),
                  ]}
                />
                {list.data.length === 0 ? (
                  <NoMatchState />
                ) : (
                  <>
                    {groupByKind(list.data).map(({ kind, results: group }) => (
                      <section key={kind} className="search-group" aria-labelledby={`search-group-${kind}`}>
                        <h3 id={`search-group-${kind}`} className="search-group__title">
                          {SEARCH_TEXT.groupTitle(SEARCH_TEXT.kinds[kind], counts[kind])}
                        </h3>
                        <ul className="search-results">
                          {group.map((result) => (
                            <li key={`${result.type}-${result.id}`}>
                              <SearchResultItem result={result} />
                            </li>
                          ))}
                        </ul>
                      </section>
                    ))}
                    <Pagination meta={list.meta} />
                  </>
                )}
              </>
            )}
          </QueryState>
        </section>
      )}
    </PageShell>
  );
}
