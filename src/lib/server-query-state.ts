import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '../../schemas/query-state';

/**
 * Puts a server-rendered page's query cache (`#query-state`, written by server/spa/page.routes.ts)
 * into the browser's, so the page's loaders find their data and the first render is the server's.
 * The answers count as fetched now: the server's cache already made sure they were current when
 * the page was sent, and a refetch at once would be the second fetch hydration must not make.
 * Answers whether there was a state to take.
 */
export function hydrateServerQueryState(queryClient: QueryClient): boolean {
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return false;
  }
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
  return true;
}
