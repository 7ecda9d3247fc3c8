import { legalQueries } from '../api/legal.queries';
import { warm } from '../lib/content-loaders';
import { LegalVersionScreen } from '../screens/legal/legal-version-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  await warm(queryClient, legalQueries.current('membership-terms'));
  return null;
}

export function Component() {
  return <LegalVersionScreen kind="membership-terms" />;
}
