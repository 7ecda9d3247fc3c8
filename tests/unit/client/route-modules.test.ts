// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { STAFF_CONSOLE_ID } from '../../../schemas/route-manifest';
import { allRoutesFor, staffRouteManifest } from '../../../schemas/staff-route-manifest';
import {
  DEMO_MODULE_PREFIX,
  loadRouteModule,
  matchStaffPage,
  routeModuleIds,
  STAFF_MODULE_PREFIX,
} from '../../../src/app/route-modules';

// every page's entry, the console's from its own manifest (the public one holds a placeholder)
const routeManifest = allRoutesFor({ dev: true });

// Read straight from the folder too, so the test does not trust the registry it checks.
const files = Object.keys(import.meta.glob('../../../src/routes/*.route.tsx')).map((f) =>
  f.replace(/^.*\//, '').replace(/\.route\.tsx$/, ''),
);

describe('route modules', () => {
  it.each(routeManifest.map((e) => [e.id, e.path]))('"%s" (%s) has src/routes/<id>.route.tsx', (id) => {
    expect(files).toContain(id);
    // the console's are found through its own chunk (the last test loads them)
    if (!id.startsWith(STAFF_MODULE_PREFIX)) expect(routeModuleIds()).toContain(id);
  });

  it('finds a console page behind the placeholder only with its chunk, and refuses a bad address', async () => {
    expect(routeModuleIds()).not.toContain(STAFF_CONSOLE_ID);
    expect(routeModuleIds().filter((id) => id.startsWith(STAFF_MODULE_PREFIX))).toEqual([]);
    expect(await matchStaffPage('/staff/articles/12')).toMatchObject({
      entry: { id: 'staff-article' },
      params: { articleId: '12' },
    });
    expect((await matchStaffPage('/staff'))?.entry.id).toBe('staff');
    expect(await matchStaffPage('/staff/articles/0')).toBeNull();
    expect(await matchStaffPage('/staff/nothing-here')).toBeNull();
  });

  it('has no module without a manifest entry', () => {
    const ids = new Set(routeManifest.map((e) => e.id));
    expect(files.filter((f) => !ids.has(f))).toEqual([]);
  });

  it('names exactly the demo pages with the prefix the production build leaves out', () => {
    for (const entry of routeManifest) expect(entry.id.startsWith(DEMO_MODULE_PREFIX)).toBe(entry.devOnly === true);
  });

  // imports every page of the site (the console's editor too): slow on a busy machine, not a hang
  it('exports a Component from every module', { timeout: 120_000 }, async () => {
    for (const id of [...routeModuleIds(), ...staffRouteManifest.map((e) => e.id)]) {
      const mod = await loadRouteModule(id);
      expect(typeof mod.Component, id).toBe('function');
    }
  });
});
