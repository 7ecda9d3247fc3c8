import { eventQueries } from '../api/events.queries';
import { loadRecord } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { EventScreen } from '../screens/events/event-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await loadRecord(queryClient, eventQueries.detail(Number(params.eventId)), request);
  return null;
}

export function Component() {
  return <EventScreen id={Number(useRouteParams().eventId)} />;
}
