import { brandQueries } from '../api/brands.queries';
import { loadRecord } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { BrandScreen } from '../screens/brands/brand-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await loadRecord(queryClient, brandQueries.detail(Number(params.brandId)), request);
  return null;
}

export function Component() {
  return <BrandScreen id={Number(useRouteParams().brandId)} />;
}
