import { locationQueries } from '../api/locations.queries';
import { warm } from '../lib/content-loaders';
import { locationFilters } from '../screens/locations/location-filters';
import { LocationsScreen } from '../screens/locations/locations-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ request, queryClient }: RouteModuleLoaderArgs) {
  await Promise.all([
    warm(queryClient, locationQueries.cities()),
    warm(queryClient, locationQueries.classes()),
    warm(queryClient, locationQueries.list(locationFilters(new URL(request.url).searchParams))),
  ]);
  return null;
}

export function Component() {
  return <LocationsScreen />;
}
