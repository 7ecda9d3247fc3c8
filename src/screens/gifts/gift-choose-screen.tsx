import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GIFT_BRAND_SECTION } from '../../../schemas/gift-event.schema';
import { giftEventQueries } from '../../api/gift-events.queries';
import { optionQueries } from '../../api/options.queries';
import { CardList } from '../../components/card-list';
import { type FilterLink, FilterLinks } from '../../components/filter-links';
import { NoMatchState } from '../../components/no-match-state';
import { PageShell } from '../../components/page-shell';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { useListTop } from '../../components/use-list-top';
import { GiftEventCard } from './gift-event-card';
import { GIFTS_TEXT as T } from './gifts-text';

const BASE = `/giftchoose/${GIFT_BRAND_SECTION}`;

export interface GiftChooseProps {
  channelId?: number;
  menuId?: number;
}

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * SPEC §2 /giftchoose/brand-hs, /channel-{id}, /menu-{id}: the brand section's gift events by
 * channel or by menu, the top ones first, then the paged list.
 */
export function GiftChooseScreen({ channelId, menuId }: GiftChooseProps) {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const events = useQuery(giftEventQueries.list({ page, channelId, menuId }));
  const channels = useQuery(optionQueries.channels());
  const listRef = useRef<HTMLElement>(null);
  useListTop(listRef, page);
  const filtered = channelId !== undefined || menuId !== undefined;

  const channelLinks: FilterLink[] = [
    { key: 'all', label: T.all, to: BASE, current: !filtered },
    ...(channels.data ?? []).map((c) => ({
      key: c.id,
      label: c.name,
      to: `${BASE}/channel-${c.id}`,
      current: c.id === channelId,
    })),
  ];

  return (
    <PageShell lead={T.chooseLead}>
      <QueryState query={events}>
        {({ top, list, menus }) => (
          <>
            <div className="filter-group">
              <div className="filter-group__item">
                <p className="filter-group__label" aria-hidden="true">
                  {T.channelFilter}
                </p>
                <FilterLinks label={T.channelFilter} items={channelLinks} />
              </div>
              <div className="filter-group__item">
                <p className="filter-group__label" aria-hidden="true">
                  {T.menuFilter}
                </p>
                <FilterLinks
                  label={T.menuFilter}
                  items={[
                    { key: 'all', label: T.all, to: BASE, current: !filtered },
                    ...menus.map((m) => ({
                      key: m.id,
                      label: m.name,
                      to: `${BASE}/menu-${m.id}`,
                      current: m.id === menuId,
                    })),
                  ]}
                />
              </div>
            </div>
            {page === 1 && top.length > 0 && (
              <section className="list-section" aria-labelledby="gifts-top-title">
                <h2 id="gifts-top-title" className="list-section__title">
                  {T.featured}
                </h2>
                <CardList items={top} keyOf={(e) => e.id} columns={2}>
                  {(event) => <GiftEventCard event={event} />}
                </CardList>
              </section>
            )}
            <section ref={listRef} className="list-section" aria-labelledby="gifts-list-title">
              <h2 id="gifts-list-title" className="list-section__title">
                {T.listTitle}
              </h2>
              <CardList
                items={list.data}
                keyOf={(e) => e.id}
                variant="compact"
                empty={filtered ? <NoMatchState /> : undefined}
              >
                {(event) => <GiftEventCard event={event} />}
              </CardList>
              {list.meta.total > 0 && <Pagination meta={list.meta} />}
            </section>
          </>
        )}
      </QueryState>
    </PageShell>
  );
}
