import { pageBlockQueries } from '../api/page-blocks.queries';
import { warm } from '../lib/content-loaders';
import { TalentDevelopmentScreen } from '../screens/talent-development/talent-development-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  await warm(queryClient, pageBlockQueries.talent());
  return null;
}

export function Component() {
  return <TalentDevelopmentScreen />;
}
