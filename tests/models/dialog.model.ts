import type { AnyEventObject } from 'xstate';
import { dialogMachine } from '../../machines/dialog.machine';
import type { DialogOptionsInput } from '../../schemas/dialog.schema';
import { routeById } from '../../schemas/route-manifest';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The global dialog's test model (machines/dialog.machine.ts), shared by
 * tests/machines/dialog.paths.test.ts and tests/e2e/dialog.model.spec.ts.
 */

export const LOGIN_PROMPT = '此服務需要登入會員，是否前往登入？';
const repairForm = routeById('services-repair-form');

// The options the product opens its dialogs with (the services hub's 了解速修 and a guest's
// 維修申請): written out here, not imported, so the UI checks compare the page with the SPEC's text.
export const infoDialog: DialogOptionsInput = {
  title: '速修服務說明',
  message: '速修服務最快約 40 分鐘完成，實際時間依現場狀況而定。',
  type: 'info',
};
export const loginDialog: DialogOptionsInput = {
  message: LOGIN_PROMPT,
  type: 'info',
  needLogin: true,
  banner: repairForm?.banner,
  returnTo: repairForm?.path,
  showCancelButton: true,
  cancelButtonText: '取消',
  confirmButtonText: '前往登入',
};

/** A member's 登出所有裝置 on /member: its confirm ends every session before the dialog may close. */
export const signOutDialog: DialogOptionsInput = {
  title: '登出所有裝置',
  message: '確定要登出所有裝置嗎？這台裝置也會一併登出。',
  type: 'warning',
  showCancelButton: true,
  cancelButtonText: '取消',
  confirmButtonText: '登出所有裝置',
};

const open = (options: DialogOptionsInput) => ({ type: 'dialog.open', options }) as const;
const info = open(infoDialog);
const login = open(loginDialog);
const signOut = open(signOutDialog);
// `type` is not one of success | warning | error | info: the machine ignores it (no path follows it)
const broken = open({ type: 'fatal' } as unknown as DialogOptionsInput);

const events: AnyEventObject[] = [
  info,
  login,
  signOut,
  broken,
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.beforeClose', output: undefined },
  // a beforeClose check that refuses keeps the dialog open (the sign-out request failed)
  { type: 'xstate.error.actor.beforeClose', error: 'keep-open' },
];

export const dialogModel = defineMachineModel({
  name: 'dialog',
  machine: dialogMachine,
  events: () => events,
  eventLabel: (e) =>
    e === info
      ? 'open(info)'
      : e === login
        ? 'open(needLogin)'
        : e === signOut
          ? 'open(signOut)'
          : e === broken
            ? 'open(broken)'
            : e.type.replace('xstate.', ''),
  // no final state: the happy path opens the information dialog and confirms it
  happy: (path) =>
    path.steps[1]?.event === info &&
    eventTypes(path).join() === 'dialog.open,dialog.confirm,xstate.done.actor.beforeClose',
});
