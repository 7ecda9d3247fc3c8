import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowFilesOf, machineNames, machinesIn, PROJECT_ROOT } from '../support/flow-files';
import { diagramDifference, flowDiagramMarkdown } from '../support/machine-diagram';

/**
 * docs/flows/<name>.md is the state diagram of machines/<name>.machine.ts. Every test run (npm
 * test, CI, npm run test:flows) compares the committed file with the one drawn from the machine
 * and fails with the lines that differ. Only `npm run flows:diagrams` (FLOW_DIAGRAMS=write)
 * writes them: a change of the machine's graph is then seen, and committed, on purpose.
 */

const write = process.env.FLOW_DIAGRAMS === 'write';
const names = machineNames();
const DIR = `${PROJECT_ROOT}docs/flows`;
const REWRITE = 'run `npm run flows:diagrams` and commit the result if the change is meant';

describe('docs/flows state diagrams', () => {
  for (const name of names) {
    const { diagram, machine } = flowFilesOf(name);
    it(`${diagram} is up to date with ${machine}`, async () => {
      const [flow] = await machinesIn(name);
      if (!flow) throw new Error(`${machine} exports no machine`);
      const drawn = flowDiagramMarkdown(name, flow);
      const file = `${PROJECT_ROOT}${diagram}`;
      if (write && (!existsSync(file) || readFileSync(file, 'utf8') !== drawn)) {
        mkdirSync(DIR, { recursive: true });
        writeFileSync(file, drawn);
        console.log(`wrote ${diagram}`);
      }
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const difference = diagramDifference(committed, drawn);
      if (difference) {
        expect.fail(
          `${diagram} is ${committed ? 'out of date with' : 'missing for'} ${machine}: ${REWRITE}.\n` +
            `Difference (- committed, + drawn from the machine now):\n${difference}`,
        );
      }
    });
  }

  it('has no diagram of a machine that is gone', () => {
    const stale = (existsSync(DIR) ? readdirSync(DIR) : [])
      .filter((file) => file.endsWith('.md') && !names.includes(file.slice(0, -3)))
      .map((file) => `docs/flows/${file}`);
    if (write) for (const file of stale) rmSync(`${PROJECT_ROOT}${file}`);
    else expect(stale, `diagrams without a machine: ${REWRITE}`).toEqual([]);
  });
});
