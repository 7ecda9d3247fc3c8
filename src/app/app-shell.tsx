import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { matchRoute } from '../../schemas/route-guard';
import { LayoutFor } from '../layouts/layout-for';
import { useCurrentPage } from '../lib/current-page';
import { documentTitle } from '../lib/document-title';
import { siteRoutes } from '../lib/site-routes';
import { DialogSlot } from './dialog-slot';
import { NavigationProgress } from './navigation-progress';
import { PageFocus } from './page-focus';
import { ScrollManager } from './scroll-manager';
import { StaleBuildBanner } from './stale-build-banner';

/** The root route: the page's layout around the routed page, and the app-wide pieces. */
export function AppShell() {
  const page = useCurrentPage();
  const { pathname } = useLocation();
  const entry = page?.entry ?? matchRoute(pathname, siteRoutes)?.entry ?? null;

  // A layout effect, so that a page that sets a more precise title (an article's) in its own
  // passive effect still wins: layout effects run before passive ones.
  useLayoutEffect(() => {
    if (entry) document.title = documentTitle(entry);
  }, [entry]);

  return (
    <>
      <NavigationProgress />
      <LayoutFor layout={entry?.layout ?? 'default'} header={entry?.header}>
        <Outlet />
      </LayoutFor>
      <ScrollManager routeId={entry?.id ?? null} />
      <PageFocus routeId={entry?.id ?? null} />
      <StaleBuildBanner />
      <DialogSlot />
    </>
  );
}
