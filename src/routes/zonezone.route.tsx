import { pageBlockQueries } from '../api/page-blocks.queries';
import { warm } from '../lib/content-loaders';
import { ZonezoneScreen } from '../screens/zonezone/zonezone-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  await warm(queryClient, pageBlockQueries.zonezone());
  return null;
}

export function Component() {
  return <ZonezoneScreen />;
}
