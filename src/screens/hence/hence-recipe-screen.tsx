import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { recipeQueries } from '../../api/recipes.queries';
import { CardList } from '../../components/card-list';
import { ContentSection } from '../../components/content-section';
import { FilterLinks } from '../../components/filter-links';
import { PageShell } from '../../components/page-shell';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { useListTop } from '../../components/use-list-top';
import { idParam } from '../../lib/content-loaders';
import { pageSearch, parsePage } from '../../lib/pagination';
import { HenceNav } from './hence-nav';
import { HENCE_TEXT } from './hence-text';
import { RecipeCard } from './recipe-card';
import { SolarTermCalendar } from './solar-term-calendar';

/** The recipe page's filters live in the address: `?solar_term=`, `?category=`, `?page=`. */
export const recipeFilters = (search: URLSearchParams) => ({
  page: parsePage(search.get('page')),
  solarTermId: idParam(search.get('solar_term')),
  categoryId: idParam(search.get('category')),
});

/** The address with one filter changed (and the page back to 1). */
function withFilter(search: URLSearchParams, key: string, value: number | null): string {
  const next = new URLSearchParams(pageSearch(search, 1));
  if (value === null) next.delete(key);
  else next.set(key, String(value));
  const text = next.toString();
  return `/hence/recipe${text ? `?${text}` : ''}`;
}

/** `/hence/recipe`: the solar-term calendar, the courses, and the recipes they select. */
export function HenceRecipeScreen() {
  const [search] = useSearchParams();
  const filters = recipeFilters(search);
  const terms = useQuery(recipeQueries.solarTerms());
  const courses = useQuery(recipeQueries.itemCategories());
  const recipes = useQuery(recipeQueries.list(filters));
  const listRef = useRef<HTMLElement>(null);
  useListTop(listRef, filters.page);

  return (
    <PageShell lead={HENCE_TEXT.recipeLead}>
      <HenceNav />
      <ContentSection title={HENCE_TEXT.calendar}>
        <QueryState query={terms}>
          {(list) => (
            <>
              <SolarTermCalendar terms={list} selectedId={filters.solarTermId} />
              {filters.solarTermId !== undefined && (
                <FilterLinks
                  label={HENCE_TEXT.recipeFilterTerm}
                  items={[
                    {
                      key: 'all',
                      label: HENCE_TEXT.allTerms,
                      to: withFilter(search, 'solar_term', null),
                      current: filters.solarTermId === undefined,
                    },
                    ...list
                      .filter((t) => t.id === filters.solarTermId)
                      .map((t) => ({
                        key: t.id,
                        label: t.name,
                        to: withFilter(search, 'solar_term', t.id),
                        current: true,
                      })),
                  ]}
                />
              )}
            </>
          )}
        </QueryState>
        {courses.data && (
          <FilterLinks
            label={HENCE_TEXT.recipeFilterCourse}
            items={[
              {
                key: 'all',
                label: HENCE_TEXT.allCourses,
                to: withFilter(search, 'category', null),
                current: filters.categoryId === undefined,
              },
              ...courses.data.map((c) => ({
                key: c.id,
                label: c.subject,
                to: withFilter(search, 'category', c.id),
                current: c.id === filters.categoryId,
              })),
            ]}
          />
        )}
      </ContentSection>
      <section ref={listRef} className="list-section" aria-labelledby="recipe-list-title">
        <h2 id="recipe-list-title" className="list-section__title">
          {HENCE_TEXT.recipeList}
        </h2>
        <QueryState query={recipes}>
          {({ data, meta }) => (
            <>
              <CardList items={data} keyOf={(r) => r.id} columns={4}>
                {(recipe) => <RecipeCard recipe={recipe} />}
              </CardList>
              {meta.total > 0 && <Pagination meta={meta} />}
            </>
          )}
        </QueryState>
      </section>
    </PageShell>
  );
}
