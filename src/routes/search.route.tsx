import { searchQueries } from '../api/search.queries';
import { warm } from '../lib/content-loaders';
import { searchFilters } from '../screens/search/search-params';
import { SearchScreen } from '../screens/search/search-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ request, queryClient }: RouteModuleLoaderArgs) {
  const filters = searchFilters(new URL(request.url).searchParams);
  if (filters.keyword) await warm(queryClient, searchQueries.results(filters));
  return null;
}

export function Component() {
  return <SearchScreen />;
}
