/**
 * The files every machine of `machines/` comes with (tests/machines/flow-files.test.ts checks them,
 * tests/machines/flow-diagrams.test.ts and scripts/test-flows.mjs use the same names).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AnyStateMachine, StateMachine } from 'xstate';
import type { MachineModel } from './machine-model';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Base names of `machines/<name>.machine.ts`, sorted. */
export function machineNames(): string[] {
  return readdirSync(`${PROJECT_ROOT}machines`)
    .filter((file) => file.endsWith('.machine.ts'))
    .map((file) => file.slice(0, -'.machine.ts'.length))
    .sort();
}

/** The files of one machine, relative to the project root. */
export function flowFilesOf(name: string) {
  return {
    machine: `machines/${name}.machine.ts`,
    model: `tests/models/${name}.model.ts`,
    pathsTest: `tests/machines/${name}.paths.test.ts`,
    modelSpec: `tests/e2e/${name}.model.spec.ts`,
    diagram: `docs/flows/${name}.md`,
  };
}

async function exportsOf(file: string): Promise<unknown[]> {
  return Object.values(await import(pathToFileURL(`${PROJECT_ROOT}${file}`).href));
}

/** The machines a machine file exports (one, normally). */
export async function machinesIn(name: string): Promise<AnyStateMachine[]> {
  return (await exportsOf(flowFilesOf(name).machine)).filter((v): v is AnyStateMachine => v instanceof StateMachine);
}

/** The test models a model file exports (one, normally). */
export async function modelsIn(name: string): Promise<MachineModel[]> {
  return (await exportsOf(flowFilesOf(name).model)).filter(
    (v): v is MachineModel =>
      typeof v === 'object' && v !== null && 'machine' in v && typeof (v as MachineModel).happyPaths === 'function',
  );
}
