import type { DocumentLoad } from './scroll-rules';

/**
 * Hands the page's scroll position to the app (SPEC §2 scroll rules, app/scroll-manager.tsx).
 * Run before the router starts (src/main.tsx):
 * - the browser's own restoration is switched off, so a reload or a new document does not jump
 *   to a place the rules never chose;
 * - the history entry the document was loaded into gets a key of its own. The router keys the
 *   entries it makes itself, and names every other one 'default': positions are remembered by
 *   key (scroll-positions.ts), so without this, one document's first page found the position of
 *   another's (the home page opened at y = 1500 after an event page).
 */
export function takeOverScrolling(): void {
  window.history.scrollRestoration = 'manual';
  const state: unknown = window.history.state;
  const own = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof own.key === 'string' && own.key) return;
  // the router's own key format (react-router createKey)
  window.history.replaceState({ ...own, key: Math.random().toString(36).slice(2, 10) }, '');
}

/** How this document was reached; an unknown or prerendered one counts as a new navigation. */
export function documentLoad(): DocumentLoad {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const type = entry?.type;
  return type === 'reload' || type === 'back_forward' ? type : 'navigate';
}
