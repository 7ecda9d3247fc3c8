// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { routeManifest } from '../../../schemas/route-manifest';
import { DEMO_MODULE_PREFIX, loadRouteModule, routeModuleIds } from '../../../src/app/route-modules';

// Read straight from the folder too, so the test does not trust the registry it checks.
const files = Object.keys(import.meta.glob('../../../src/routes/*.route.tsx')).map((f) =>
  f.replace(/^.*\//, '').replace(/\.route\.tsx$/, ''),
);

describe('route modules', () => {
  it.each(routeManifest.map((e) => [e.id, e.path]))('"%s" (%s) has src/routes/<id>.route.tsx', (id) => {
    expect(files).toContain(id);
    expect(routeModuleIds()).toContain(id);
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
    for (const id of routeModuleIds()) {
      const mod = await loadRouteModule(id);
      expect(typeof mod.Component, id).toBe('function');
    }
  });
});
