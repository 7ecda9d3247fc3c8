import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type LocationFilters, locationQueries } from '../../api/locations.queries';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { FilterLinks } from '../../components/filter-links';
import { NoMatchState } from '../../components/no-match-state';
import { QueryState } from '../../components/query-state';
import { useCurrentPage } from '../../lib/current-page';
import { documentTitle } from '../../lib/document-title';
import { useBreadcrumbs } from '../../lib/use-breadcrumbs';
import { LocationCard } from './location-card';
import { LocationDetail } from './location-detail';
import { filterSearch, locationFilters } from './location-filters';
import { LOCATIONS_TEXT } from './locations-text';
import { locationsView } from './locations-view.store';
import { StoreLocatorMap } from './store-locator-map';
import './locations.css';

function Filters({ filters }: { filters: LocationFilters }) {
  const cities = useQuery(locationQueries.cities());
  const classes = useQuery(locationQueries.classes());
  return (
    <div className="location-filters">
      {cities.data && (
        <FilterLinks
          label={LOCATIONS_TEXT.cityFilter}
          items={[
            {
              key: 'all',
              label: LOCATIONS_TEXT.allCities,
              to: `/locations${filterSearch({ ...filters, city: undefined })}`,
              current: filters.city === undefined,
            },
            ...cities.data.map((city) => ({
              key: city.id,
              label: city.name,
              count: city.locations_count,
              to: `/locations${filterSearch({ ...filters, city: city.id })}`,
              current: city.id === filters.city,
            })),
          ]}
        />
      )}
      {classes.data && (
        <FilterLinks
          label={LOCATIONS_TEXT.typeFilter}
          items={[
            {
              key: 'all',
              label: LOCATIONS_TEXT.allTypes,
              to: `/locations${filterSearch({ ...filters, type: undefined })}`,
              current: filters.type === undefined,
            },
            ...classes.data.map((type) => ({
              key: type.id,
              label: type.name,
              to: `/locations${filterSearch({ ...filters, type: type.id })}`,
              current: type.id === filters.type,
            })),
          ]}
        />
      )}
    </div>
  );
}

/** Below 1024 px: the list or the map (both show on a wide screen, and this switch hides). */
function ViewSwitch({ view }: { view: 'list' | 'map' }) {
  return (
    <fieldset className="locations-switch">
      <legend className="visually-hidden">{LOCATIONS_TEXT.viewLabel}</legend>
      {(['list', 'map'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => locationsView.set(option)}>
          {option === 'list' ? LOCATIONS_TEXT.viewList : LOCATIONS_TEXT.viewMap}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * `/locations` and `/locations/{id}`: one list-and-store view. The store opens beside the list
 * (a sheet on phones) and the list stays where the reader left it (SPEC §2 scroll rules).
 */
export function LocationsScreen({ selectedId }: { selectedId?: number }) {
  const [search] = useSearchParams();
  const filters = locationFilters(search);
  const keep = filterSearch(filters);
  const list = useQuery(locationQueries.list(filters));
  const selected = useQuery({ ...locationQueries.detail(selectedId ?? 0), enabled: selectedId !== undefined });
  const store = selectedId !== undefined ? selected.data : undefined;
  const crumbs = useBreadcrumbs(store?.name);
  // a store's page is about the store: its name is the h1 (in the detail); the section's name
  // above it is no heading then (issue 23 §7: fifteen pages had the one h1 「門市據點」)
  const open = selectedId !== undefined;
  const HeroTitle = open ? 'p' : 'h1';
  const Detail = open ? 'section' : 'aside';
  const view = useSyncExternalStore(locationsView.subscribe, locationsView.get, locationsView.getServerSnapshot);

  // a store chosen on the map: bring its card into view (on a phone, once the list is switched
  // back). A store chosen in the list leaves the list where it is (SPEC §2), so only the pins say so.
  const fromMap = (useLocation().state as { fromMap?: boolean } | null)?.fromMap === true;
  useEffect(() => {
    if (selectedId === undefined || !fromMap || view !== 'list') return;
    document.getElementById(`location-${selectedId}`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId, fromMap, view]);

  const entry = useCurrentPage()?.entry;
  useEffect(() => {
    if (entry && store) document.title = documentTitle(entry, store.name);
  }, [entry, store]);

  return (
    <article className={`page locations-page${selectedId !== undefined ? ' locations-page--open' : ''}`}>
      <div className="page-hero">
        <div className="container">
          <Breadcrumbs items={crumbs} />
          <HeroTitle className="page-hero__title">{LOCATIONS_TEXT.title}</HeroTitle>
          <p className="page-hero__lead">{LOCATIONS_TEXT.lead}</p>
        </div>
      </div>
      <div className="container page-body">
        <Filters filters={filters} />
        <ViewSwitch view={view} />
        <div className={`locations-layout locations-layout--${view}`}>
          <section className="locations-list" aria-labelledby="locations-list-title">
            <h2 id="locations-list-title" className="list-section__title">
              {LOCATIONS_TEXT.listTitle}
              {list.data && <span className="locations-list__count">{LOCATIONS_TEXT.count(list.data.meta.total)}</span>}
            </h2>
            <QueryState query={list}>
              {({ data }) =>
                data.length === 0 ? (
                  <NoMatchState />
                ) : (
                  <ul className="locations-list__items">
                    {data.map((location) => (
                      <li key={location.id}>
                        <LocationCard location={location} search={keep} selected={location.id === selectedId} />
                      </li>
                    ))}
                  </ul>
                )
              }
            </QueryState>
          </section>
          <div className="locations-side">
            <StoreLocatorMap stores={list.data?.data ?? []} selectedId={selectedId} search={keep} />
            <Detail className="locations-aside" aria-label={LOCATIONS_TEXT.detailLabel}>
              {selectedId === undefined ? (
                <p className="locations-aside__hint">{LOCATIONS_TEXT.hint}</p>
              ) : (
                <QueryState query={selected}>
                  {(location) => <LocationDetail location={location} closeTo={`/locations${keep}`} />}
                </QueryState>
              )}
            </Detail>
          </div>
        </div>
      </div>
    </article>
  );
}
