import { createMachine } from 'xstate';
import { expect, type Page, test } from '../support/e2e-test';
import { coveragePaths } from '../support/machine-paths';
import { checkUiMap, notInUi, planUiPaths, replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The model-based UI helper itself, on a two-state switch in a page of its own (no server): it
 * must pass when the page follows the machine and fail when it does not, or when the map is
 * incomplete. Browser-independent, so it runs in one project only.
 */

test.skip(({ isMobile }) => isMobile, 'checks the helper, not the site: one project is enough');

const switchMachine = createMachine({
  id: 'switch',
  initial: 'off',
  states: {
    off: { on: { flip: 'on', unplug: 'broken' } },
    on: { on: { flip: 'off' } },
    broken: { type: 'final' },
  },
});

const paths = coveragePaths(switchMachine, { events: () => [{ type: 'flip' }, { type: 'unplug' }] });

/** A switch that works, or one whose button does nothing. */
async function switchPage(page: Page, working: boolean) {
  const onclick = working
    ? `this.nextElementSibling.textContent = this.nextElementSibling.textContent === '關' ? '開' : '關'`
    : '';
  await page.setContent(`<button onclick="${onclick}">切換</button><p role="status">關</p>`);
}

const map = (working: boolean): UiPathMap<typeof switchMachine> => ({
  setup: (page) => switchPage(page, working),
  events: {
    flip: (page) => page.getByRole('button', { name: '切換' }).click(),
    unplug: notInUi('the switch has no plug in this page'),
  },
  states: {
    off: (page) => expect(page.getByRole('status')).toHaveText('關', { timeout: 500 }),
    on: (page) => expect(page.getByRole('status')).toHaveText('開', { timeout: 500 }),
    broken: async () => {},
  },
});

test('replays every path a page follows, and skips the ones it cannot cause with the reason', async ({ page }) => {
  const plan = planUiPaths(switchMachine, paths, map(true));
  expect(Object.fromEntries(plan.map((p) => [p.path.name, p.skip]))).toEqual({
    'off → flip → on → flip → off': null,
    'off → unplug → broken': 'unplug: the switch has no plug in this page',
  });
  for (const { path, skip } of plan) if (skip === null) await replayPathInBrowser(page, path, map(true));
});

test('fails when the page does not reach the state the machine is in', async ({ page }) => {
  const path = paths.find((p) => p.name.includes('flip'));
  if (!path) throw new Error('no path');
  await expect(replayPathInBrowser(page, path, map(false))).rejects.toThrow(
    /path "off → flip → on → flip → off", step 1: the page does not show state "on"/,
  );
});

test('refuses to replay a path with an event the UI cannot cause', async ({ page }) => {
  const unplug = paths.find((p) => p.name.includes('unplug'));
  if (!unplug) throw new Error('no path');
  await expect(replayPathInBrowser(page, unplug, map(true))).rejects.toThrow(/cannot be replayed through the UI/);
});

test('refuses a map without a check for every state and an action for every event', () => {
  const { states, events } = map(true);
  const { on: _on, ...noOn } = states;
  expect(() => checkUiMap(switchMachine, { events, states: noOn })).toThrow('state "on" has no UI check');
  const { flip: _flip, ...noFlip } = events;
  expect(() => checkUiMap(switchMachine, { events: noFlip, states })).toThrow('event "flip" has no UI action');
  expect(() => checkUiMap(switchMachine, { events, states: { ...states, standby: async () => {} } })).toThrow(
    'the map checks "standby", which is not an atomic state',
  );
  expect(() => checkUiMap(switchMachine, { events: { ...events, kick: async () => {} }, states })).toThrow(
    'the map has an action for "kick"',
  );
});
