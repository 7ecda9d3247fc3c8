/**
 * A flow's final call held in the browser (the model specs' `xstate.done/error.actor.submit`):
 * sends of the form are held until the path says how the server answers, then passed on to the
 * real server or answered as the path says.
 */
import type { Page, Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

export interface HeldSends {
  arrived: () => Promise<Route>;
}

/** Holds the page's POSTs to `pattern` (GETs of the same address go through). */
export async function holdSends(page: Page, pattern: string): Promise<HeldSends> {
  const held: Route[] = [];
  let wake: (() => void) | null = null;
  await page.route(pattern, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    held.push(route);
    wake?.();
  });
  return {
    arrived: async () => {
      while (held.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return held.shift() as Route;
    },
  };
}

/** Answers a held send with the path's refusal or failure. */
export async function answer(route: Route, error: unknown) {
  const { status, data } = error as { status: number; data: unknown };
  await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(data) });
}

/**
 * A review's buttons and its held call as a model spec replays them (`...heldReviewEvents` in its
 * UI map's events): back, send again, and the server's answer (passed on, or the path's refusal).
 */
export const heldReviewEvents = {
  'step.back': async (page: Page) => {
    await page.getByRole('button', { name: '上一步' }).click();
  },
  'step.retry': async (page: Page) => {
    await page.getByRole('button', { name: '重新送出' }).click();
  },
  'xstate.done.actor.submit': async (_page: Page, _event: unknown, { world }: { world: HeldSends }) => {
    await (await world.arrived()).continue();
  },
  'xstate.error.actor.submit': async (_page: Page, event: AnyEventObject, { world }: { world: HeldSends }) => {
    await answer(await world.arrived(), event.error);
  },
};
