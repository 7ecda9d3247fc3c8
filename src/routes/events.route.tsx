import { eventQueries } from '../api/events.queries';
import { warm } from '../lib/content-loaders';
import { eventFilters } from '../screens/events/event-filters';
import { EventsScreen } from '../screens/events/events-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ request, queryClient }: RouteModuleLoaderArgs) {
  await Promise.all([
    warm(queryClient, eventQueries.list(eventFilters(new URL(request.url).searchParams))),
    warm(queryClient, eventQueries.categories()),
  ]);
  return null;
}

export function Component() {
  return <EventsScreen />;
}
