import type { RouteEntry } from '../../schemas/route-manifest';

/** A page as the focus rule sees it: where it is and which manifest route shows it. */
export interface FocusLocation {
  pathname: string;
  /** manifest id of the page, null for an unknown path */
  routeId: string | null;
}

const STEP_ID = /^(.+)-step\d*$/;

/** The first route of each flow that has later steps, by the manifest's naming (see `flowOf`). */
const flowStarts = new WeakMap<readonly RouteEntry[], ReadonlySet<string>>();
function firstSteps(routes: readonly RouteEntry[]): ReadonlySet<string> {
  let starts = flowStarts.get(routes);
  if (!starts) {
    const ids = new Set(routes.map((r) => r.id));
    starts = new Set(routes.map((r) => STEP_ID.exec(r.id)?.[1] ?? '').filter((id) => ids.has(id)));
    flowStarts.set(routes, starts);
  }
  return starts;
}

/**
 * A flow's later steps are routes named after its first (`event-apply-step` after `event-apply`,
 * `services-repair-form-step` after `services-repair-form`) whose address is the first step's plus
 * one segment. The flow a location belongs to is its first route and that route's address (the
 * event, the order), or null outside any flow.
 */
function flowOf(at: FocusLocation, routes: readonly RouteEntry[]): string | null {
  if (at.routeId === null) return null;
  const path = at.pathname.replace(/\/$/, '');
  const starts = firstSteps(routes);
  if (starts.has(at.routeId)) return `${at.routeId}@${path}`;
  const first = STEP_ID.exec(at.routeId)?.[1];
  return first && starts.has(first) ? `${first}@${path.replace(/\/[^/]+$/, '')}` : null;
}

/**
 * Whether an in-app navigation moves the focus to the new page's heading (issue 20): a reader of
 * a screen reader or a keyboard user starts on the new page, not on the link that is gone. Not:
 * - on the document's first page (the browser starts it at the top, focus on the document);
 * - when the path stays (a filter, a page of a list, a hash link: the reader is still on the page
 *   and keeps their place in it);
 * - between two steps of one flow: the flow's step frame moves the focus to the step's heading,
 *   its error summary or the field a review's change link names (components/flow/step-frame.tsx).
 */
export function movesPageFocus(from: FocusLocation | null, to: FocusLocation, routes: readonly RouteEntry[]): boolean {
  if (from === null) return false;
  if (from.pathname === to.pathname) return false;
  const flow = flowOf(to, routes);
  return flow === null || flow !== flowOf(from, routes);
}
