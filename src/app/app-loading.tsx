import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../schemas/route-guard';
import { LayoutFor } from '../layouts/layout-for';
import { siteRoutes } from '../lib/site-routes';
import { UI_TEXT } from '../lib/ui-text';

/**
 * Shown while the first page's module and data load. It draws the same layout and header the
 * page will have, so nothing jumps when the page arrives.
 */
export function AppLoading() {
  const { pathname } = useLocation();
  const entry = matchRoute(pathname, siteRoutes)?.entry;
  return (
    <LayoutFor layout={entry?.layout ?? 'default'} header={entry?.header}>
      <div className="page-loading" aria-busy="true">
        <span className="visually-hidden">{UI_TEXT.loading}</span>
      </div>
    </LayoutFor>
  );
}
