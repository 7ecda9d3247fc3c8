import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowFilesOf, machineNames, machinesIn, PROJECT_ROOT } from '../support/flow-files';
import { flowDiagramMarkdown } from '../support/machine-diagram';

/**
 * docs/flows/<name>.md is the state diagram of machines/<name>.machine.ts. `npm run test:flows`
 * runs this file with FLOW_DIAGRAMS=write, which writes the diagrams instead of comparing them.
 */

const write = process.env.FLOW_DIAGRAMS === 'write';
const names = machineNames();
const DIR = `${PROJECT_ROOT}docs/flows`;

describe('docs/flows state diagrams', () => {
  for (const name of names) {
    const { diagram, machine } = flowFilesOf(name);
    it(`${diagram} is up to date with ${machine}`, async () => {
      const [flow] = await machinesIn(name);
      if (!flow) throw new Error(`${machine} exports no machine`);
      const expected = flowDiagramMarkdown(name, flow);
      const file = `${PROJECT_ROOT}${diagram}`;
      if (write) {
        mkdirSync(DIR, { recursive: true });
        if (!existsSync(file) || readFileSync(file, 'utf8') !== expected) writeFileSync(file, expected);
      }
      const actual = existsSync(file) ? readFileSync(file, 'utf8') : '(missing)';
      expect(actual, `${diagram} is out of date with ${machine}: run npm run test:flows and commit it`).toBe(expected);
    });
  }

  it('has no diagram of a machine that is gone', () => {
    const stale = (existsSync(DIR) ? readdirSync(DIR) : [])
      .filter((file) => file.endsWith('.md') && !names.includes(file.slice(0, -3)))
      .map((file) => `docs/flows/${file}`);
    if (write) for (const file of stale) rmSync(`${PROJECT_ROOT}${file}`);
    else expect(stale, 'diagrams without a machine: run npm run test:flows').toEqual([]);
  });
});
