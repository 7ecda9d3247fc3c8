// `npm run test:flows`: the flows' generated tests alone, and their coverage at a glance.
// 1. vitest tests/machines: each machine's paths replayed on the actor (writing
//    .tmp/flow-coverage/<name>.actor.json), the flow-file checks, and the diagram check, which
//    fails with the difference when docs/flows/<name>.md is out of date with its machine
//    (`npm run flows:diagrams` rewrites them: a changed graph is committed on purpose);
// 2. Playwright, desktop project: tests/e2e/<name>.model.spec.ts, the paths through the real UI
//    (writing .tmp/flow-coverage/<name>.ui.json);
// 3. a table per machine: states and transitions covered / total, on the actor and through the UI.
// Exits non-zero when a test failed or a machine has no figures. E2E_PORT as for Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { staleDiagramsLine } from './flow-diagram-report.mjs';

const COVERAGE_DIR = '.tmp/flow-coverage';
const VITEST_REPORT = '.tmp/flows-vitest.json';

const run = (args, env = {}) =>
  spawnSync('node', args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const machines = readdirSync('machines')
  .filter((f) => f.endsWith('.machine.ts'))
  .map((f) => f.slice(0, -'.machine.ts'.length))
  .sort();
rmSync(COVERAGE_DIR, { recursive: true, force: true });
const failed = [];

console.log('\n▶ machine paths on the actor, flow files, state diagrams (vitest tests/machines)');
rmSync(VITEST_REPORT, { force: true });
const vitestArgs = [
  'run',
  'tests/machines',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_REPORT}`,
];
if (run(['node_modules/.bin/vitest', ...vitestArgs]) !== 0) failed.push('vitest');
const staleLine = staleDiagramsLine(readJson(VITEST_REPORT));

const specs = machines.map((m) => `tests/e2e/${m}.model.spec.ts`).filter((f) => existsSync(f));
console.log(`\n▶ model specs through the UI (Playwright, desktop): ${specs.length} spec(s)`);
if (run(['node_modules/.bin/playwright', 'test', '--project=desktop', '--reporter=line', ...specs]) !== 0) {
  failed.push('playwright');
}

// ------------------------------------------------------------------------------ the table
const figure = (f) =>
  f ? `${f.covered}/${f.total} ${f.total ? Math.floor((f.covered / f.total) * 100) : 100} %` : '—';
const rows = [['machine', 'actor: states', 'actor: transitions', 'UI: states', 'UI: transitions', 'UI paths replayed']];
const notes = [];
for (const name of machines) {
  const actor = readJson(`${COVERAGE_DIR}/${name}.actor.json`);
  const ui = readJson(`${COVERAGE_DIR}/${name}.ui.json`);
  if (!actor || !ui) {
    failed.push(`${name}: no ${[!actor && 'actor', !ui && 'UI'].filter(Boolean).join(' or ')} figures`);
  }
  const skipped = ui?.skipped?.length ?? 0;
  rows.push([
    name,
    figure(actor?.states),
    figure(actor?.transitions),
    figure(ui?.states),
    figure(ui?.transitions),
    ui ? `${ui.paths}${skipped ? ` (${skipped} skipped)` : ''}` : '—',
  ]);
  for (const where of [actor, ui]) {
    if (!where) continue;
    const missing = [...where.missingStates, ...where.missingTransitions];
    for (const key of missing) {
      const reason = where.uncovered?.[key];
      notes.push(
        `${name}, ${where.where === 'ui' ? 'through the UI' : 'on the actor'}: ${key} not covered${reason ? ` (${reason})` : ''}`,
      );
    }
  }
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r) =>
  r
    .map((cell, i) => cell.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log('\n▶ flow coverage: states and transitions covered / total\n');
console.log(line(rows[0]));
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
for (const r of rows.slice(1)) console.log(line(r));
if (notes.length) console.log(`\n${notes.map((n) => `• ${n}`).join('\n')}`);
console.log(`\n${staleLine ?? 'state diagrams: docs/flows/<machine>.md up to date with their machines'}`);
if (failed.length) console.log(`\nfailed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
