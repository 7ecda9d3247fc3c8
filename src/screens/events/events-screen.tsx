import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { eventQueries } from '../../api/events.queries';
import { CardList } from '../../components/card-list';
import { EventCard } from '../../components/event-card';
import { type FilterLink, FilterLinks } from '../../components/filter-links';
import { NoMatchState } from '../../components/no-match-state';
import { PageShell } from '../../components/page-shell';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { useListTop } from '../../components/use-list-top';
import { EVENT_TEXT } from '../../lib/event-text';
import { eventFilters, eventsHref } from './event-filters';
import { currentMonth, EventsCalendar } from './events-calendar';
import { EventsFilterPanel } from './events-filter-panel';
import { EVENTS_TEXT } from './events-text';
import './events.css';

function options(search: URLSearchParams, key: string, values: readonly (readonly [string, string])[]): FilterLink[] {
  const current = search.get(key);
  return [
    {
      key: 'all',
      label: EVENTS_TEXT.all,
      to: eventsHref(search, key, null),
      current: !values.some(([v]) => v === current),
    },
    ...values.map(([value, label]) => ({
      key: value,
      label,
      to: eventsHref(search, key, value),
      current: value === current,
    })),
  ];
}

function FilterGroup({ label, items }: { label: string; items: FilterLink[] }) {
  return (
    <div className="filter-group__item">
      <p className="filter-group__label" aria-hidden="true">
        {label}
      </p>
      <FilterLinks label={label} items={items} />
    </div>
  );
}

/** `/events`: featured events, then all events by SPEC §4's filters. */
export function EventsScreen() {
  const [search] = useSearchParams();
  const filters = eventFilters(search);
  const events = useQuery(eventQueries.list(filters));
  const categories = useQuery(eventQueries.categories());
  const listRef = useRef<HTMLElement>(null);
  useListTop(listRef, filters.page);
  const filtered = search.toString().replace(/(^|&)page=\d+/, '') !== '';
  const chosen = ['status', 'cost_plan', 'format', 'category', 'unit'].filter((key) => search.get(key)).length;
  const shown = events.data ? [...events.data.top, ...events.data.list.data].map((e) => e.id) : [];
  const availability = useQuery(eventQueries.availability(shown));
  const availabilityOf = (id: number) => availability.data?.find((a) => a.event_id === id);

  return (
    <PageShell lead={EVENTS_TEXT.lead}>
      <EventsFilterPanel chosen={chosen}>
        <FilterGroup
          label={EVENTS_TEXT.statusFilter}
          items={options(search, 'status', [
            ['open', EVENT_TEXT.status.open],
            ['closed', EVENT_TEXT.status.closed],
          ])}
        />
        <FilterGroup
          label={EVENTS_TEXT.costFilter}
          items={options(search, 'cost_plan', [
            ['free', EVENT_TEXT.costPlan.free],
            ['paid', EVENT_TEXT.costPlan.paid],
          ])}
        />
        <FilterGroup
          label={EVENTS_TEXT.formatFilter}
          items={options(search, 'format', [
            ['online', EVENT_TEXT.format.online],
            ['offline', EVENT_TEXT.format.offline],
          ])}
        />
        {categories.data && (
          <FilterGroup
            label={EVENTS_TEXT.themeFilter}
            items={options(
              search,
              'category',
              categories.data.filter((c) => c.type === 'theme').map((c) => [String(c.id), c.subject] as const),
            )}
          />
        )}
        {categories.data && (
          <FilterGroup
            label={EVENTS_TEXT.unitFilter}
            items={options(
              search,
              'unit',
              categories.data.filter((c) => c.type === 'unit').map((c) => [String(c.id), c.subject] as const),
            )}
          />
        )}
      </EventsFilterPanel>
      <nav className="events-view-switch" aria-label={EVENTS_TEXT.viewLabel}>
        <Link to={eventsHref(search, 'month', null)} aria-current={filters.month ? undefined : 'page'}>
          {EVENTS_TEXT.listView}
        </Link>
        <Link
          to={eventsHref(search, 'month', filters.month ?? currentMonth())}
          aria-current={filters.month ? 'page' : undefined}
        >
          {EVENTS_TEXT.calendar}
        </Link>
      </nav>
      <QueryState query={events}>
        {({ top, list }) =>
          filters.month ? (
            <EventsCalendar
              month={filters.month}
              events={[...top, ...list.data]}
              hrefFor={(month) => eventsHref(search, 'month', month)}
            />
          ) : (
            <>
              {!filtered && filters.page === 1 && top.length > 0 && (
                <section className="list-section" aria-labelledby="events-top-title">
                  <h2 id="events-top-title" className="list-section__title">
                    {EVENTS_TEXT.featured}
                  </h2>
                  <CardList items={top} keyOf={(e) => e.id} columns={2}>
                    {(event) => <EventCard event={event} availability={availabilityOf(event.id)} />}
                  </CardList>
                </section>
              )}
              <section ref={listRef} className="list-section" aria-labelledby="events-list-title">
                <h2 id="events-list-title" className="list-section__title">
                  {EVENTS_TEXT.listTitle}
                </h2>
                <CardList
                  items={list.data}
                  keyOf={(e) => e.id}
                  variant="compact"
                  empty={filtered ? <NoMatchState /> : undefined}
                >
                  {(event) => <EventCard event={event} availability={availabilityOf(event.id)} />}
                </CardList>
                {list.meta.total > 0 && <Pagination meta={list.meta} />}
              </section>
            </>
          )
        }
      </QueryState>
    </PageShell>
  );
}
