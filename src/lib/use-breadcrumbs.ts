import { useLocation } from 'react-router-dom';
import { type Crumb, deriveBreadcrumbs } from '../../schemas/breadcrumbs';
import { siteRoutes } from './site-routes';

/** Breadcrumbs of the page on screen; `currentLabel` replaces the manifest title of the last. */
export function useBreadcrumbs(currentLabel?: string): Crumb[] {
  const { pathname } = useLocation();
  return deriveBreadcrumbs(pathname, siteRoutes, currentLabel);
}
