import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowFilesOf, machineNames, machinesIn, modelsIn, PROJECT_ROOT } from '../support/flow-files';

/**
 * Tests that cannot drift (flow kit, issue 15): every machine in machines/ has one test model,
 * replayed on the actor by its paths test and through the UI by its model spec. The lead's
 * how-to: README "Flow tests".
 */

const names = machineNames();
const read = (file: string) => readFileSync(`${PROJECT_ROOT}${file}`, 'utf8');
const exists = (file: string) => existsSync(`${PROJECT_ROOT}${file}`);

describe('every machine has its flow tests', () => {
  it('finds the machines', () => {
    expect(names).toEqual(expect.arrayContaining(['dialog', 'session', 'stale-build']));
  });

  for (const name of names) {
    const files = flowFilesOf(name);

    it(`${files.machine} has a test model, a paths test and a UI model spec`, () => {
      const missing = [files.model, files.pathsTest, files.modelSpec].filter((file) => !exists(file));
      expect(
        missing,
        `${files.machine} has no ${missing.join(', ')} (README "Flow tests" says what they hold)`,
      ).toEqual([]);
    });

    it(`${files.model} is the test model of the machine that ${files.machine} exports`, async () => {
      if (!exists(files.model)) return; // reported above
      const machines = await machinesIn(name);
      expect(machines, `${files.machine} exports one machine`).toHaveLength(1);
      const models = await modelsIn(name);
      expect(models, `${files.model} exports one defineMachineModel(...)`).toHaveLength(1);
      expect(models[0]?.name, `${files.model}: defineMachineModel({ name })`).toBe(name);
      expect(models[0]?.machine === machines[0], `${files.model} models the machine of ${files.machine}`).toBe(true);
    });

    it(`${files.pathsTest} and ${files.modelSpec} replay the model and record its coverage`, () => {
      const importsModel = new RegExp(`from '\\.\\./models/${name}\\.model'`);
      // a step flow's paths test is the shared suite (it records the coverage); other machines record it themselves
      for (const [file, calls] of [
        [files.pathsTest, [['describeFlowPaths(', 'recordActorCoverage(']]],
        [files.modelSpec, [['planModelUi('], ['assertUiCoverage(']]],
      ] as const) {
        if (!exists(file)) continue; // reported above
        const text = read(file);
        expect(importsModel.test(text), `${file} imports ../models/${name}.model`).toBe(true);
        for (const either of calls) {
          const called = either.some((call) => text.includes(call));
          expect(called, `${file} calls ${either.map((call) => call.slice(0, -1)).join(' or ')}`).toBe(true);
        }
      }
    });
  }

  it('has no model, paths test or model spec without its machine', () => {
    const orphans = [
      ...readdirSync(`${PROJECT_ROOT}tests/models`).map((f) => ['tests/models/', f, '.model.ts']),
      ...readdirSync(`${PROJECT_ROOT}tests/machines`).map((f) => ['tests/machines/', f, '.paths.test.ts']),
      ...readdirSync(`${PROJECT_ROOT}tests/e2e`).map((f) => ['tests/e2e/', f, '.model.spec.ts']),
    ]
      .filter(([, file, suffix]) => file?.endsWith(suffix as string))
      .filter(([, file, suffix]) => !names.includes((file as string).slice(0, -(suffix as string).length)))
      .map(([dir, file]) => `${dir}${file}`);
    expect(orphans, 'files named after a machine that machines/ does not have').toEqual([]);
  });
});
