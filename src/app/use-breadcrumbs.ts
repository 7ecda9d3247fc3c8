import { useLocation } from 'react-router-dom';
import { type Crumb, deriveBreadcrumbs } from '../lib/breadcrumbs';
import { siteRoutes } from '../lib/site-routes';

/** Breadcrumbs of the page on screen; `currentLabel` replaces the manifest title of the last. */
export function useBreadcrumbs(currentLabel?: string): Crumb[] {
  const { pathname } = useLocation();
  return deriveBreadcrumbs(pathname, siteRoutes, currentLabel);
}
