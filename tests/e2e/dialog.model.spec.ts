import { dialogMachine } from '../../machines/dialog.machine';
import type { DialogOptionsInput } from '../../schemas/dialog.schema';
import { routeById } from '../../schemas/route-manifest';
import { dialogModel, infoDialog, LOGIN_PROMPT, loginDialog, signOutDialog } from '../models/dialog.model';
import { navigateInApp, signInTarget } from '../support/e2e-app';
import { type MemberAccount, registerMember, signInAs, signInAsNewMember } from '../support/e2e-member';
import { expect, type Page, type Request, type Route, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';
import { assertFullCoverage, coveringSubset, type MachinePath } from '../support/machine-paths';
import { assertUiCoverage, planModelUi } from '../support/model-spec';
import { replayPathInBrowser, type UiPathMap } from '../support/ui-paths';

/**
 * The global dialog (SPEC §3) driven along a covering set of the generated paths of
 * machines/dialog.machine.ts: on the services hub, where a guest's 維修申請 asks to sign in first
 * (needLogin) and 了解速修 explains fast repair; and on a member's /member, where 登出所有裝置
 * asks first, and its confirm ends every session before the dialog may close (a beforeClose
 * check: the request is held, then answered as the path says).
 */

type DialogPath = MachinePath<typeof dialogMachine>;

interface DialogWorld {
  /** the sign-in navigations the page started */
  signIn: Request[];
  /** the page's requests to end every session, held until the path says how the server answers */
  arrived: () => Promise<Route>;
}

const opens = (path: DialogPath, options: DialogOptionsInput) =>
  path.steps.some((s) => s.event.type === 'dialog.open' && (s.event as { options?: unknown }).options === options);

/** Is the dialog at step `index` waiting for its beforeClose check (the sign-out request)? */
const waitsForCheck = (path: DialogPath, index: number) =>
  path.steps[index]?.state.value === 'closing' &&
  path.steps[index]?.event.type === 'dialog.confirm' &&
  shownOptions(path, index).title === signOutDialog.title;

// one member for this worker's sign-out paths: signing in again costs no registration
let member: MemberAccount | null = null;

const dialog = (page: Page) => page.getByRole('dialog');
/**
 * The options of the dialog shown at step `index`: those of the path's latest `dialog.open` (the
 * model's, written out), with the SPEC §3 defaults written out here. Not the machine's context,
 * so a wrong default in the machine or its schema fails the checks.
 */
function shownOptions(path: DialogPath, index: number) {
  const opened = path.steps.slice(0, index + 1).findLast((s) => s.event.type === 'dialog.open')?.event as
    | { options: DialogOptionsInput }
    | undefined;
  const options = opened?.options ?? {};
  return {
    title: options.title ?? '提示',
    message: options.message ?? '',
    type: options.type ?? 'success',
    confirmButtonText: options.confirmButtonText ?? '確認',
    showCancelButton: options.showCancelButton ?? false,
    cancelButtonText: options.cancelButtonText ?? '取消',
  };
}

const isInert = (page: Page) => page.evaluate(() => document.getElementById('root')?.hasAttribute('inert') ?? false);

const stepFrom = (path: DialogPath, i: number) => path.steps[i - 1]?.state.value;

const dialogUi: UiPathMap<typeof dialogMachine, DialogWorld> = {
  async setup(page, path) {
    const held: Route[] = [];
    let wake: (() => void) | null = null;
    const arrived = async () => {
      while (held.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return held.shift() as Route;
    };
    const world: DialogWorld = { signIn: [], arrived };
    if (opens(path, signOutDialog)) {
      await page.route('**/api/user/sessions/end-all', async (route) => {
        held.push(route);
        wake?.();
      });
      const browser = page.context().browser();
      if (!member && browser) {
        const context = await browser.newContext();
        const origin = new URL((await context.request.get('/api/health')).url()).origin;
        member = await registerMember(context.request, origin);
        await context.close();
      }
      if (!member) throw new Error('no browser to register the member with');
      await signInAs(page, member);
      await page.goto('/');
      await navigateInApp(page, '/member');
      await expect(page.getByRole('heading', { level: 2, name: '登入裝置' })).toBeVisible();
      return world;
    }
    // A path that goes on after `redirectingToSignIn` acts while the sign-in page is still on its
    // way; a 204 answer keeps the browser on the current page (the navigation never commits), as
    // a slow sign-in service would for a while. A path that ends there lands on the real page.
    const landsOnSignIn = path.state.value === 'redirectingToSignIn';
    await page.route(
      (url) => url.pathname === '/sso/login',
      async (route) => {
        world.signIn.push(route.request());
        if (landsOnSignIn) await route.continue();
        else await route.fulfill({ status: 204 });
      },
    );
    // reached in-app from the home page, so that Back stays inside the app (dialog.close)
    await page.goto('/');
    await navigateInApp(page, '/services');
    await expect(page.getByRole('heading', { level: 1, name: '售後服務' })).toBeVisible();
    return world;
  },
  events: {
    'dialog.open': async (page, event) => {
      const options = event.options as DialogOptionsInput;
      if (options === signOutDialog) {
        await page.locator('.member-sessions').getByRole('button', { name: '登出所有裝置' }).click();
        return;
      }
      const opener = options.needLogin ? '維修申請' : '了解速修';
      await page.getByRole('button', { name: opener, exact: true }).click();
    },
    'dialog.confirm': async (page, _event, { path, index }) => {
      await dialog(page)
        .getByRole('button', { name: shownOptions(path, index - 1).confirmButtonText })
        .click();
    },
    // a dialog with a cancel button is cancelled with it, one without by Esc
    'dialog.cancel': async (page, _event, { path, index }) => {
      const options = shownOptions(path, index - 1);
      if (options.showCancelButton) {
        await dialog(page).getByRole('button', { name: options.cancelButtonText }).click();
      } else {
        await page.keyboard.press('Escape');
      }
    },
    // the dialog belongs to its page: leaving the page (here Back) removes it
    'dialog.close': async (page) => {
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    },
    // the hub's dialogs register no beforeClose check: it resolves by itself at once; the sign-out
    // dialog's waits for the server
    'xstate.done.actor.beforeClose': async (_page, _event, { path, index, world }) => {
      if (waitsForCheck(path, index - 1)) await (await world.arrived()).continue();
    },
    'xstate.error.actor.beforeClose': async (page, _event, { world }) => {
      await (await world.arrived()).fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"系統忙碌中，請稍後再試。"}',
      });
      await expect(page.getByRole('alert').filter({ hasText: '無法登出所有裝置，請稍後再試。' })).toBeAttached();
    },
  },
  states: {
    hidden: async (page) => {
      await expect(dialog(page)).toHaveCount(0);
      expect(await isInert(page), 'the page is usable again').toBe(false);
    },
    visible: async (page, _snapshot, { path, index }) => {
      const options = shownOptions(path, index);
      const box = dialog(page);
      await expect(box).toBeVisible();
      await expect(box).toHaveAttribute('aria-busy', 'false');
      await expect(box.getByRole('heading', { name: options.title })).toBeVisible();
      await expect(box).toHaveAccessibleDescription(options.message);
      await expect(box).toHaveClass(new RegExp(`dialog--${options.type}`));
      const confirm = box.getByRole('button', { name: options.confirmButtonText });
      await expect(confirm).toBeFocused();
      await expect(box.getByRole('button')).toHaveCount(options.showCancelButton ? 2 : 1);
      if (options.showCancelButton)
        await expect(box.getByRole('button', { name: options.cancelButtonText })).toBeVisible();
      expect(await isInert(page), 'the page behind a modal dialog is inert').toBe(true);
    },
    // With no beforeClose check the product leaves `closing` within microtasks: the page shows
    // either the busy dialog or none, never an idle one.
    closing: async (page) => {
      await expect
        .poll(() =>
          page.evaluate(() => {
            const box = document.querySelector('[role="dialog"]');
            return box === null || box.getAttribute('aria-busy') === 'true';
          }),
        )
        .toBe(true);
    },
    // SPEC §2 guard 3: the repair form's sign-in banner is 3
    redirectingToSignIn: async (page, _snapshot, { world, isLast }) => {
      await expect(dialog(page)).toHaveCount(0);
      await expect.poll(() => world.signIn.length, { message: 'the browser heads for the sign-in page' }).toBe(1);
      const url = world.signIn[0]?.url() ?? '';
      expect(signInTarget(url, page.url())).toEqual({ returnTo: '/services/repair/form', banner: '3' });
      if (isLast) await expect(page).toHaveURL(/\/sso\/login\?/);
    },
  },
  skip: [
    {
      reason: 'while a dialog is shown the page behind it is inert (aria-modal): nothing there can open another',
      when: (path) =>
        path.steps.some((s, i) => i > 0 && s.event.type === 'dialog.open' && stepFrom(path, i) === 'visible'),
    },
    {
      reason: 'the sign-out dialog is a member’s, on /member; the others a guest’s, on the services hub',
      when: (path) => opens(path, signOutDialog) && (opens(path, infoDialog) || opens(path, loginDialog)),
    },
    {
      reason:
        '`closing` without a check to wait for (the hub’s dialogs, any cancel) lasts a few microtasks: the user cannot act in it',
      when: (path) =>
        path.steps.some(
          (s, i) =>
            i > 0 &&
            stepFrom(path, i) === 'closing' &&
            !waitsForCheck(path, i - 1) &&
            s.event.type !== 'xstate.done.actor.beforeClose',
        ),
    },
  ],
};

// every path through the UI costs seconds: a covering few of those the UI can replay, plus the happy one
const replayable = planModelUi(dialogModel, dialogUi)
  .filter((p) => p.skip === null)
  .map((p) => p.path);
const plan = planModelUi(dialogModel, dialogUi, coveringSubset(dialogMachine, replayable));

test.describe('dialog machine, through the services hub and a member’s sign-out', () => {
  test('the generated paths cover the machine, and the UI replays a covering set of them', () => {
    assertFullCoverage(dialogMachine, dialogModel.paths);
    const ui = assertUiCoverage(dialogModel, plan);
    expect([ui.missingStates, ui.missingTransitions]).toEqual([[], []]);
  });

  for (const { path, skip, tag } of plan) {
    test(path.name, { tag }, async ({ page }) => {
      test.skip(skip !== null, skip ?? '');
      await replayPathInBrowser(page, path, dialogUi);
    });
  }
});

test.describe('services hub dialogs', () => {
  // SPEC §2 guard 3, as the hub's buttons must pass it on: the manifest's banner and the SPEC's number
  const forms = [
    { button: '維修申請', routeId: 'services-repair-form', banner: 3 },
    { button: '速修預約', routeId: 'services-fast-repair-form', banner: 4 },
    { button: '深層清潔申請', routeId: 'services-cleaning-form', banner: 5 },
    { button: '到府服務申請', routeId: 'services-inhome-form', banner: 6 },
    { button: '保固登錄', routeId: 'services-warranty-form', banner: 2 },
  ];

  test('a guest is asked to sign in for each login-only form, and sent there with the form’s banner', async ({
    page,
  }) => {
    for (const form of forms) {
      expect(routeById(form.routeId)?.banner, form.routeId).toBe(form.banner);
      await page.goto('/services');
      await page.getByRole('button', { name: form.button, exact: true }).click();
      const box = dialog(page);
      await expect(box.getByRole('heading', { name: '提示' })).toBeVisible();
      await expect(box).toHaveAccessibleDescription(LOGIN_PROMPT);
      await box.getByRole('button', { name: '前往登入' }).click();
      await expect(page).toHaveURL(/\/sso\/login\?/);
      expect(signInTarget(page.url(), page.url()), form.button).toEqual({
        returnTo: routeById(form.routeId)?.path,
        banner: String(form.banner),
      });
    }
  });

  test('Esc and 取消 close the sign-in question, and focus goes back to its button', async ({ page }) => {
    await page.goto('/services');
    const opener = page.getByRole('button', { name: '速修預約', exact: true });
    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('a member goes straight to the form, without a dialog', async ({ page }) => {
    await signInAsNewMember(page);
    await page.goto('/services');
    await page.getByRole('button', { name: '維修申請', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/repair\/form$/);
    await expect(page.getByRole('heading', { level: 1, name: '維修申請' })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the dialog takes 85 %, 50 % and 30 % of the width on phones, tablets and desktops', { tag: PHONE_TAG }, async ({
    page,
  }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: '了解速修' }).click();
    for (const [width, share] of [
      [390, 0.85],
      [900, 0.5],
      [1280, 0.3],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(
          async () => {
            const box = await dialog(page).boundingBox();
            return box ? Math.round((box.width / width) * 100) / 100 : null;
          },
          { message: `dialog width at ${width}px` },
        )
        .toBe(share);
    }
  });
});
