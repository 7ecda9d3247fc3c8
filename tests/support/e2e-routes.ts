/**
 * Concrete addresses for the route manifest's patterns, so browser tests can visit every route
 * of a kind (e.g. every login-only one) without a hand-kept list that drifts from the manifest.
 */
import { paramsValid } from '../../schemas/route-guard';
import type { RouteEntry } from '../../schemas/route-manifest';

// Tried in order for each parameter until the route's validate check accepts them all.
const CANDIDATES = ['1', 'e2e-sample', 'step2'];

/** `/events/:eventId/apply` → `/events/1/apply`; params are chosen to pass the route's validate check. */
export function samplePath(entry: RouteEntry): string {
  const names = [...entry.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const params: Record<string, string> = {};
  for (const name of names) {
    params[name] =
      CANDIDATES.find((value) => {
        const trial = { ...params, [name]: value };
        for (const other of names) trial[other] ??= value;
        return paramsValid({ entry, params: trial });
      }) ?? '1';
  }
  const path = entry.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '1');
  if (!paramsValid({ entry, params })) {
    throw new Error(`no sample params pass the validate check of ${entry.id} (${entry.path})`);
  }
  return path;
}
