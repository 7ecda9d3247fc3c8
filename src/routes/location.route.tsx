import { locationQueries } from '../api/locations.queries';
import { loadRecord, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { locationFilters } from '../screens/locations/location-filters';
import { LocationsScreen } from '../screens/locations/locations-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await Promise.all([
    loadRecord(queryClient, locationQueries.detail(Number(params.locationId)), request),
    warm(queryClient, locationQueries.cities()),
    warm(queryClient, locationQueries.classes()),
    warm(queryClient, locationQueries.list(locationFilters(new URL(request.url).searchParams))),
  ]);
  return null;
}

export function Component() {
  return <LocationsScreen selectedId={Number(useRouteParams().locationId)} />;
}
