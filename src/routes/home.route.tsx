import { homeQueries } from '../api/home.queries';
import { HomeScreen } from '../screens/home/home-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

/**
 * The home page's data through the query cache, handed to the screen as loader data: the home
 * route does without a query observer (useQuery and its chunk), one of the ways it keeps within
 * its JS budget. null when the call failed: the page shows 載入失敗 with a retry.
 */
export function loader({ queryClient }: RouteModuleLoaderArgs) {
  return queryClient.ensureQueryData(homeQueries.page()).catch(() => null);
}

export function Component() {
  return <HomeScreen />;
}
