import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { registeredRoutes } from '../../schemas/route-manifest';
import { type FocusLocation, movesPageFocus } from '../lib/page-focus-rules';
import { siteRoutes } from '../lib/site-routes';

// The page's heading may wait for its data (a QueryState): look for about a second, then give up.
const MAX_FRAMES = 60;

/** The new page's main heading: the h1 in the main landmark, else the first on the page. */
const pageHeading = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/**
 * After an in-app navigation, the focus goes to the new page's h1 (issue 20): the link that was
 * followed is gone or belongs to the page left, so focus would fall to the body and a screen
 * reader would start from the top of the document. The heading is announced once, by the focus
 * (no live region besides it). `preventScroll`: where the page stands is the scroll rules' call
 * (scroll-manager.tsx). A pointer user sees no ring: `:focus-visible` does not match a heading
 * focused by script after a click. When to move it is `movesPageFocus` (lib/page-focus-rules.ts);
 * a page that places the focus itself in its own effects (a flow's step frame, an error summary,
 * a location's heading) keeps it.
 */
export function PageFocus({ routeId }: { routeId: string | null }) {
  const location = useLocation();
  const previous = useRef<FocusLocation | null>(null);
  // where the focus was as the new page was committed, before any of its effects ran
  const focusAtCommit = useRef<Element | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger
  useLayoutEffect(() => {
    focusAtCommit.current = document.activeElement;
  }, [location.pathname]);

  useEffect(() => {
    const to: FocusLocation = { pathname: location.pathname, routeId };
    const from = previous.current;
    previous.current = to;
    // with the console's pages once its chunk has registered them: its tasks are flows too
    const routes = registeredRoutes().length ? [...siteRoutes, ...registeredRoutes()] : siteRoutes;
    if (!movesPageFocus(from, to, routes)) return;

    const before = focusAtCommit.current;
    const placedByPage = () => {
      const now = document.activeElement;
      const main = document.getElementById('main');
      return now !== before && now !== document.body && now !== main && !!main?.contains(now);
    };
    let frame = 0;
    let handle = 0;
    const attempt = () => {
      frame += 1;
      if (placedByPage()) return;
      const heading = pageHeading();
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (frame < MAX_FRAMES) handle = window.requestAnimationFrame(attempt);
    };
    attempt();
    return () => window.cancelAnimationFrame(handle);
  }, [location.pathname, routeId]);

  return null;
}
