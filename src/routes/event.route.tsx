import { eventQueries } from '../api/events.queries';
import { useRouteParams } from '../app/current-page';
import { loadRecord } from '../lib/content-loaders';
import type { RouteModuleLoaderArgs } from '../route-module.types';
import { EventScreen } from '../screens/events/event-screen';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await loadRecord(queryClient, eventQueries.detail(Number(params.eventId)), request);
  return null;
}

export function Component() {
  return <EventScreen id={Number(useRouteParams().eventId)} />;
}
