import { pageBlockQueries } from '../api/page-blocks.queries';
import { warm } from '../lib/content-loaders';
import type { RouteModuleLoaderArgs } from '../route-module.types';
import { ZonezoneScreen } from '../screens/zonezone/zonezone-screen';

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  await warm(queryClient, pageBlockQueries.zonezone());
  return null;
}

export function Component() {
  return <ZonezoneScreen />;
}
