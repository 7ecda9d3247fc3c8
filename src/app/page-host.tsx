import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { firstPageRendered } from '../lib/after-first-paint';
import type { PageData } from '../lib/page-loader.types';
import { loadedRouteModule } from './route-modules';

/** Renders the route module the guarded loader picked (and already imported) for this URL. */
export function PageHost() {
  const { entryId } = useLoaderData() as PageData;
  const mod = loadedRouteModule(entryId);
  useEffect(firstPageRendered, []);
  if (!mod) throw new Error(`route module "${entryId}" was not loaded by its loader`);
  return <mod.Component />;
}
