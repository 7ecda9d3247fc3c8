import { paramsValid, type RouteMatch } from '../../schemas/route-guard';
import { importOrReload } from '../lib/stale-build-client';
import type { RouteModule } from '../routes/route-module.types';

/**
 * One lazy module per manifest entry, found by file name: `routes/<id>.route.tsx`.
 * Demo pages (devOnly, ids `demo-*`) are globbed only in development; Vite replaces the DEV flag
 * with a literal, the other branch is dead code, and their chunks are never emitted in a build.
 * The console's (`staff*`) are found by a glob of their own, in a chunk loaded with the first
 * console page (staff-route-modules.ts), so that their names stay out of every public page's entry.
 */
const importers: Record<string, () => Promise<RouteModule>> = import.meta.env.DEV
  ? import.meta.glob<RouteModule>(['../routes/*.route.tsx', '!../routes/staff*.route.tsx'])
  : import.meta.glob<RouteModule>([
      '../routes/*.route.tsx',
      '!../routes/demo-*.route.tsx',
      '!../routes/staff*.route.tsx',
    ]);

export const DEMO_MODULE_PREFIX = 'demo-';
export const STAFF_MODULE_PREFIX = 'staff';

const idOf = (file: string) => file.replace(/^.*\//, '').replace(/\.route\.tsx$/, '');
const staffModules = () => import('./staff-route-modules');
const staffLoad = (id: string) => async () => (await staffModules()).loadStaffRouteModule(id);
const byId = new Map(Object.entries(importers).map(([file, load]) => [idOf(file), load] as const));
const loaderOf = (id: string) => byId.get(id) ?? (id.startsWith(STAFF_MODULE_PREFIX) ? staffLoad(id) : undefined);
const loaded = new Map<string, RouteModule>();

export function routeModuleIds(): string[] {
  return [...byId.keys()];
}

/** `target`: the address being navigated to, where a stale-build reload should land. */
export async function loadRouteModule(id: string, target?: string): Promise<RouteModule> {
  const cached = loaded.get(id);
  if (cached) return cached;
  const load = loaderOf(id);
  if (!load) throw new Error(`no route module for "${id}": add src/routes/${id}.route.tsx`);
  const mod = await importOrReload(load, target);
  loaded.set(id, mod);
  return mod;
}

/** The module the loader already imported: rendering never waits for it. */
export function loadedRouteModule(id: string): RouteModule | undefined {
  return loaded.get(id);
}

/**
 * The console's page at a path under /staff (the public manifest's placeholder): the console's
 * manifest is in its own chunk, loaded here. Null when no console page has that address or its
 * params are not valid (a 404, as the server answers a full page load of it).
 */
export async function matchStaffPage(pathname: string, target?: string): Promise<RouteMatch | null> {
  const { matchStaffRoute } = await importOrReload(staffModules, target);
  const match = matchStaffRoute(pathname);
  return match && paramsValid(match) ? match : null;
}
