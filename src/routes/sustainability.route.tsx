import { pageBlockQueries } from '../api/page-blocks.queries';
import { warm } from '../lib/content-loaders';
import { SustainabilityScreen } from '../screens/sustainability/sustainability-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  await warm(queryClient, pageBlockQueries.ecoLife());
  return null;
}

export function Component() {
  return <SustainabilityScreen />;
}
