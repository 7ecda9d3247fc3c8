import { matchRoute, type RouteMatch } from '../../schemas/route-guard';
import { staffRouteManifest } from '../../schemas/staff-route-manifest';
import type { RouteModule } from '../routes/route-module.types';

/**
 * The console's route modules (`routes/staff*.route.tsx`), behind one lazy import of this module
 * (route-modules.ts): a glob's importers are a map of chunk names, with each chunk's dependencies,
 * in the chunk that holds the glob; here they stay out of the entry chunk every public page loads.
 */
const importers = import.meta.glob<RouteModule>('../routes/staff*.route.tsx');

const byId = new Map(
  Object.entries(importers).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.route\.tsx$/, ''), load]),
);

export function loadStaffRouteModule(id: string): Promise<RouteModule> {
  const load = byId.get(id);
  if (!load) throw new Error(`no route module for "${id}": add src/routes/${id}.route.tsx`);
  return load();
}

/** The console's entry for a canonical path under /staff, with its raw params. */
export function matchStaffRoute(pathname: string): RouteMatch | null {
  return matchRoute(pathname, staffRouteManifest);
}
