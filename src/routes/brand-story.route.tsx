import { brandQueries } from '../api/brands.queries';
import { warm } from '../lib/content-loaders';
import { BrandStoryScreen } from '../screens/brands/brand-story-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  await warm(queryClient, brandQueries.list());
  return null;
}

export function Component() {
  return <BrandStoryScreen />;
}
