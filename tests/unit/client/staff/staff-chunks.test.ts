import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../support/import-graph';

const root = new URL('../../../../', import.meta.url).pathname;

/** The console's own modules: its screens, its list kit and its API calls. */
const isConsole = (file: string) =>
  /^src\/(screens\/staff\/|components\/staff\/|api\/staff[.-])/.test(file) ||
  /^src\/routes\/staff[a-z-]*\.route\.tsx$/.test(file);

/**
 * DESIGN "The staff side": the console's code is in its own lazy chunks, never loaded by a public
 * or member page. A chunk holds what its modules import, so it is enough that nothing outside the
 * console imports a console module: only the staff route modules (found by the router's glob) and
 * the console itself do. The built chunks are checked too (scripts/check-page-chunks.mjs, and the
 * console's browser test watches / and /member load no staff chunk).
 */
describe('the staff console stays in its own chunks', () => {
  const graph = importGraph(root, 'src');

  it('reads the console where it is (the graph is not empty)', () => {
    expect(graph.get('src/routes/staff-people.route.tsx')).toContain('src/screens/staff/staff-people-screen.tsx');
    expect(graph.get('src/screens/staff/staff-audit-screen.tsx')).toContain('src/components/staff/staff-table.tsx');
  });

  it('is imported by no public or member module', () => {
    const leaks = [...graph].flatMap(([file, imports]) =>
      isConsole(file) ? [] : imports.filter(isConsole).map((target) => `${file} → ${target}`),
    );
    expect(leaks).toEqual([]);
  });
});
