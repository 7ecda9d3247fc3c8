import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { FLOW_COVERAGE_DIR } from '../support/flow-coverage';
import { FLOW_HAPPY_TAG, FLOW_PATH_TAG } from '../support/flow-tags';
import { defineMachineModel } from '../support/machine-model';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { notInUi, type UiPathMap } from '../support/ui-paths';

// a lamp that can be switched, or unplugged (which no page can do)
const lampMachine = createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { on: { flip: 'on', unplug: 'unplugged' } },
    on: { on: { flip: 'off' } },
    unplugged: { type: 'final' },
  },
});
const noop = async () => {};
const map: UiPathMap<typeof lampMachine> = {
  events: { flip: noop, unplug: notInUi('the lamp has no plug in the page') },
  states: { off: noop, on: noop, unplugged: noop },
};
const lamp = (happy?: string[]) =>
  defineMachineModel({
    name: 'lamp-test',
    machine: lampMachine,
    events: () => [{ type: 'flip' }, { type: 'unplug' }],
    ...(happy ? { happy } : {}),
  });

describe('planModelUi / assertUiCoverage', () => {
  it('tags the happy paths for every project and the others for desktop only', () => {
    const plan = planModelUi(lamp(['off → flip → on → flip → off']), map);
    expect(plan.map((p) => [p.path.name, p.tag, p.skip]).sort()).toEqual([
      ['off → flip → on → flip → off', FLOW_HAPPY_TAG, null],
      ['off → unplug → unplugged', FLOW_PATH_TAG, 'unplug: the lamp has no plug in the page'],
    ]);
  });

  it('replays a happy path the chosen subset leaves out', () => {
    const model = lamp(['off → flip → on → flip → off']);
    const unplugOnly = model.paths.filter((p) => p.name.includes('unplug'));
    const plan = planModelUi(model, map, unplugOnly);
    expect(plan.map((p) => [p.path.name, p.happy])).toEqual([
      ['off → unplug → unplugged', false],
      ['off → flip → on → flip → off', true],
    ]);
  });

  it('fails on what the replayed paths leave out, unless declared with a reason, and records the figures', () => {
    const model = lamp(['off → flip → on → flip → off']);
    const plan = planModelUi(model, map);
    expect(() => assertUiCoverage(model, plan)).toThrow(
      /not covered by any replayed path: lamp\.unplugged[\s\S]*lamp\.off\|unplug\|0[\s\S]*skipped: off → unplug → unplugged/,
    );
    const uncovered = { 'lamp.unplugged': 'no plug', 'lamp.off|unplug|0': 'no plug' };
    const report = assertUiCoverage(model, plan, { uncovered });
    expect(report).toMatchObject({ states: { covered: 2, total: 3 }, transitions: { covered: 2, total: 3 }, paths: 1 });
    expect(JSON.parse(readFileSync(`${FLOW_COVERAGE_DIR}lamp-test.ui.json`, 'utf8'))).toEqual(report);
    expect(() => assertUiCoverage(model, plan, { uncovered: { ...uncovered, 'lamp.on': 'stale' } })).toThrow(
      'declared uncovered but covered now (drop it from `uncovered`): lamp.on',
    );
  });

  it('fails when no happy path is replayed', () => {
    // default happy path: the shortest to a final state, which the UI cannot replay
    const model = lamp();
    const uncovered = { 'lamp.unplugged': 'no plug', 'lamp.off|unplug|0': 'no plug' };
    expect(() => assertUiCoverage(model, planModelUi(model, map), { uncovered })).toThrow(/no happy path is replayed/);
  });
});
