import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { documentLoad } from '../lib/scroll-history-entry';
import { persistScrollPositions, rememberScroll, savedScroll } from '../lib/scroll-positions';
import { decideScroll, type ScrollAction, type ScrollLocation } from '../lib/scroll-rules';

// Content may still be arriving (images, query data): try for about a second, then give up.
const MAX_FRAMES = 60;

function apply(action: ScrollAction): () => void {
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    frame += 1;
    let done = true;
    if (action.kind === 'top') window.scrollTo(0, 0);
    else if (action.kind === 'hash') {
      const el = document.getElementById(action.id);
      if (el) el.scrollIntoView();
      else done = false;
    } else if (action.kind === 'restore') {
      const { x, y } = action.position;
      done = document.documentElement.scrollHeight - window.innerHeight >= y;
      window.scrollTo(x, y);
    }
    if (!done && frame < MAX_FRAMES) handle = window.requestAnimationFrame(attempt);
  };
  if (action.kind !== 'keep') attempt();
  return () => window.cancelAnimationFrame(handle);
}

/** Applies SPEC §2's scroll rules (lib/scroll-rules.ts) after every navigation. */
export function ScrollManager({ routeId }: { routeId: string | null }) {
  const location = useLocation();
  const navigation = useNavigationType();
  const previous = useRef<ScrollLocation | null>(null);

  // the browser's own restoration is off from the start (lib/scroll-history-entry.ts, main.tsx)
  useEffect(() => {
    window.addEventListener('pagehide', persistScrollPositions);
    return () => window.removeEventListener('pagehide', persistScrollPositions);
  }, []);

  // Record the position while the reader scrolls, under the entry on screen. The key switches in
  // the layout effect below, before the new page scrolls: a scroll event that arrives after a
  // navigation (our own scroll to the top, or the browser clamping) belongs to the new page.
  const currentKey = useRef(location.key);
  useEffect(() => {
    const onScroll = () => rememberScroll(currentKey.current, { x: window.scrollX, y: window.scrollY });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const to: ScrollLocation = { pathname: location.pathname, hash: location.hash, routeId };
    const from = previous.current;
    const load = from === null ? documentLoad() : undefined;
    const action = decideScroll({ from, to, navigation, saved: savedScroll(location.key), load });
    previous.current = to;
    currentKey.current = location.key;
    return apply(action);
    // all of these change together, once per navigation (a new location key)
  }, [location.key, location.pathname, location.hash, navigation, routeId]);

  return null;
}
