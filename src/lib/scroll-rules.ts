/**
 * SPEC §2 "Scroll rules" as one pure decision, so the rules are testable without a browser.
 * The ScrollManager component applies the answer.
 */

export interface ScrollLocation {
  pathname: string;
  /** `#id` or '' */
  hash: string;
  /** manifest id of the page, null for an unknown path */
  routeId: string | null;
}

export interface ScrollPosition {
  x: number;
  y: number;
}

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/** How the document itself was reached (the Navigation Timing entry's `type`). */
export type DocumentLoad = 'navigate' | 'reload' | 'back_forward';

export type ScrollAction =
  | { kind: 'top' }
  | { kind: 'hash'; id: string }
  | { kind: 'restore'; position: ScrollPosition }
  | { kind: 'keep' };

/**
 * Pages between which the reader keeps their place: the locations list and a location's detail
 * are one map-and-list view to the reader, so jumping to the top would lose the list.
 */
export const KEEP_SCROLL_BETWEEN: readonly (readonly [string, string])[] = [
  ['locations', 'location'],
  ['location', 'location'],
];

function keepsScroll(from: string | null, to: string | null): boolean {
  if (from === null || to === null) return false;
  return KEEP_SCROLL_BETWEEN.some(([a, b]) => (a === from && b === to) || (a === to && b === from));
}

export function hashTarget(hash: string): string | null {
  if (!hash || hash === '#') return null;
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function decideScroll(input: {
  /** the page before, or null for the document's first page */
  from: ScrollLocation | null;
  to: ScrollLocation;
  navigation: NavigationKind;
  /** where the reader was when they last left this history entry */
  saved?: ScrollPosition | null;
  /** for the first page: how the document was reached ('navigate' when unknown) */
  load?: DocumentLoad;
}): ScrollAction {
  const { from, to, navigation, saved, load = 'navigate' } = input;
  // Back/forward returns the reader to where they were, as the browser itself would: inside the
  // app, and into it from another site. The router calls a document's first page a POP whatever
  // brought it, so for that page the document's own navigation type decides.
  const backOrForward = from === null ? load === 'back_forward' : navigation === 'POP';
  if (backOrForward && saved) return { kind: 'restore', position: saved };

  // A hash link scrolls to its element, also when it is followed a second time.
  const target = hashTarget(to.hash);
  if (target !== null) return { kind: 'hash', id: target };
  // A document load is a move to a new page (an address typed, a link from elsewhere, the
  // gateway's way back, a reload): the browser starts it at the top, its own restoration being
  // off (lib/scroll-history-entry.ts), and no position saved for another page applies. A reader
  // who scrolled the server-rendered page before the app started keeps their place.
  if (from === null) return { kind: 'keep' };
  if (from.pathname === to.pathname) {
    // leaving a hash returns to the top; a query-only change (filters, paging) keeps the place
    return hashTarget(from.hash) !== null ? { kind: 'top' } : { kind: 'keep' };
  }
  if (keepsScroll(from.routeId, to.routeId)) return { kind: 'keep' };
  return { kind: 'top' };
}
