import { eventQueries } from '../api/events.queries';
import { loadRecord, warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { EventScreen } from '../screens/events/event-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

/**
 * The event and its recommendations come with the page (rendered on the server, so they are in its
 * HTML); the sessions' seats left are asked for live by the sessions block itself.
 */
export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const id = Number(params.eventId);
  await Promise.all([
    loadRecord(queryClient, eventQueries.detail(id), request),
    warm(queryClient, eventQueries.recommends(id)),
  ]);
  return null;
}

export function Component() {
  return <EventScreen id={Number(useRouteParams().eventId)} />;
}
