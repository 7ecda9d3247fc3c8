import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export interface RouteModuleLoaderArgs {
  /** the manifest's param names (`giftId`), already checked by the route's validate schema */
  params: Record<string, string>;
  request: Request;
  queryClient: QueryClient;
}

/** What every `src/routes/<id>.route.tsx` exports. */
export interface RouteModule {
  Component: ComponentType;
  /** warms the query cache before the page renders (ensureQueryData) */
  loader?: (args: RouteModuleLoaderArgs) => unknown;
}
