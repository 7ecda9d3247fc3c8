import { brandQueries } from '../api/brands.queries';
import { useRouteParams } from '../app/current-page';
import { loadRecord } from '../lib/content-loaders';
import type { RouteModuleLoaderArgs } from '../route-module.types';
import { BrandScreen } from '../screens/brands/brand-screen';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await loadRecord(queryClient, brandQueries.detail(Number(params.brandId)), request);
  return null;
}

export function Component() {
  return <BrandScreen id={Number(useRouteParams().brandId)} />;
}
