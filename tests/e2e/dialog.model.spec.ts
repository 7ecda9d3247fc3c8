import { expect, type Page, type Request, test } from '@playwright/test';
import { dialogMachine } from '../../machines/dialog.machine';
import type { DialogOptionsInput } from '../../schemas/dialog.schema';
import { routeById } from '../../schemas/route-manifest';
import { navigateInApp, signInTarget } from '../support/e2e-app';
import { signInAsNewMember } from '../support/e2e-member';
import { assertFullCoverage, coveragePaths, type MachinePath } from '../support/machine-paths';
import { notInUi, planUiPaths, replayPathInBrowser, type UiPathMap, uiCoverage } from '../support/ui-paths';

/**
 * The global dialog (SPEC §3) driven along every generated path of machines/dialog.machine.ts
 * on the services hub, where a guest's 維修申請 asks to sign in first (needLogin) and 了解速修
 * explains fast repair.
 */

type DialogPath = MachinePath<typeof dialogMachine>;

const LOGIN_PROMPT = '此服務需要登入會員，是否前往登入？';
const repairForm = routeById('services-repair-form');

// The options the product opens its two dialogs with: the visible check compares the page with
// what the machine holds after these events, so they are written out here, not imported.
const infoDialog: DialogOptionsInput = {
  title: '速修服務說明',
  message: '速修服務最快約 40 分鐘完成，實際時間依現場狀況而定。',
  type: 'info',
};
const loginDialog: DialogOptionsInput = {
  message: LOGIN_PROMPT,
  type: 'info',
  needLogin: true,
  banner: repairForm?.banner,
  returnTo: repairForm?.path,
  showCancelButton: true,
  cancelButtonText: '取消',
  confirmButtonText: '前往登入',
};

const events = [
  { type: 'dialog.open', options: infoDialog },
  { type: 'dialog.open', options: loginDialog },
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.beforeClose', output: undefined },
  { type: 'xstate.error.actor.beforeClose', error: 'keep-open' },
];

const paths = coveragePaths(dialogMachine, {
  events: () => events as never,
  eventLabel: (e) =>
    e.type === 'dialog.open'
      ? `open(${(e as unknown as { options: DialogOptionsInput }).options.needLogin ? 'needLogin' : 'info'})`
      : e.type.replace('xstate.', ''),
});

interface DialogWorld {
  /** the sign-in navigations the page started */
  signIn: Request[];
}

const dialog = (page: Page) => page.getByRole('dialog');
const optionsOf = (snapshot: { context: { options: unknown } }) =>
  snapshot.context.options as Required<Pick<DialogOptionsInput, 'title' | 'message' | 'type'>> & DialogOptionsInput;

const isInert = (page: Page) => page.evaluate(() => document.getElementById('root')?.hasAttribute('inert') ?? false);

const stepFrom = (path: DialogPath, i: number) => path.steps[i - 1]?.state.value;

const dialogUi: UiPathMap<typeof dialogMachine, DialogWorld> = {
  async setup(page, path) {
    const world: DialogWorld = { signIn: [] };
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
      const opener = options.needLogin ? '維修申請' : '了解速修';
      await page.getByRole('button', { name: opener, exact: true }).click();
    },
    'dialog.confirm': async (page, _event, { from }) => {
      await dialog(page)
        .getByRole('button', { name: optionsOf(from).confirmButtonText ?? '確認' })
        .click();
    },
    // a dialog with a cancel button is cancelled with it, one without by Esc
    'dialog.cancel': async (page, _event, { from }) => {
      const options = optionsOf(from);
      if (options.showCancelButton) {
        await dialog(page)
          .getByRole('button', { name: options.cancelButtonText ?? '取消' })
          .click();
      } else {
        await page.keyboard.press('Escape');
      }
    },
    // the dialog belongs to its page: leaving the page (here Back) removes it
    'dialog.close': async (page) => {
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    },
    // the product registers no beforeClose check, so the check resolves by itself at once
    'xstate.done.actor.beforeClose': async () => {},
    'xstate.error.actor.beforeClose': notInUi('no dialog in the product has a beforeClose check that can refuse'),
  },
  states: {
    hidden: async (page) => {
      await expect(dialog(page)).toHaveCount(0);
      expect(await isInert(page), 'the page is usable again').toBe(false);
    },
    visible: async (page, snapshot) => {
      const options = optionsOf(snapshot);
      const box = dialog(page);
      await expect(box).toBeVisible();
      await expect(box).toHaveAttribute('aria-busy', 'false');
      await expect(box.getByRole('heading', { name: options.title ?? '提示' })).toBeVisible();
      await expect(box).toHaveAccessibleDescription(options.message ?? '');
      await expect(box).toHaveClass(new RegExp(`dialog--${options.type ?? 'success'}`));
      const confirm = box.getByRole('button', { name: options.confirmButtonText ?? '確認' });
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
    redirectingToSignIn: async (page, snapshot, { world, isLast }) => {
      await expect(dialog(page)).toHaveCount(0);
      await expect.poll(() => world.signIn.length, { message: 'the browser heads for the sign-in page' }).toBe(1);
      const url = world.signIn[0]?.url() ?? '';
      expect(signInTarget(url, page.url())).toEqual({
        returnTo: '/services/repair/form',
        banner: String(optionsOf(snapshot).banner),
      });
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
      reason: '`closing` lasts a few microtasks (no beforeClose check in the product): the user cannot act in it',
      when: (path) =>
        path.steps.some(
          (s, i) => i > 0 && stepFrom(path, i) === 'closing' && s.event.type !== 'xstate.done.actor.beforeClose',
        ),
    },
  ],
};

const plan = planUiPaths(dialogMachine, paths, dialogUi);

test.describe('dialog machine, through the services hub', () => {
  test('the generated paths cover the machine; the UI replays all but the transitions nothing can cause', () => {
    assertFullCoverage(dialogMachine, paths);
    expect(uiCoverage(dialogMachine, plan)).toEqual({
      missingStates: [],
      missingTransitions: ['dialog.closing|dialog.close|0', 'dialog.closing|xstate.error.actor.beforeClose|0'],
    });
  });

  for (const { path, skip } of plan) {
    test(path.name, async ({ page }) => {
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

  test('the dialog takes 85 %, 50 % and 30 % of the width on phones, tablets and desktops', async ({ page }) => {
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
