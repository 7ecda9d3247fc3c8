import type { AnyEventObject } from 'xstate';
import { dialogMachine } from '../../machines/dialog.machine';
import type { DialogOptionsInput } from '../../schemas/dialog.schema';
import { routeById } from '../../schemas/route-manifest';
import { defineMachineModel, eventTypes } from '../support/machine-model';
import type { MachineOracle } from '../support/machine-oracle';

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

// ------------------------------------------------------------------------------ the oracle
// What a person must see after each event (issue 21), from SPEC §3 "Global UI state: dialog" and
// §4 "Dialog: visible toggles; needLogin is true only when explicitly set", and from how the app
// uses the dialog (src/lib/dialog-api.ts: a check before closing, the awaiting caller told which
// button closed it). Written out here, not read from the machine.

/** A dialog that says which caller it belongs to and asks a check before it closes. */
export const checkedDialog: DialogOptionsInput = {
  title: '尚未儲存',
  message: '離開後填寫的資料將不會保留，確定離開？',
  type: 'warning',
  eventType: 'contact',
  showCancelButton: true,
  beforeCloseKey: 'before-close-1',
};
/** needLogin as a loosely typed caller passes it: not explicitly `true`, so no sign-in */
export const looseLoginDialog = { message: LOGIN_PROMPT, needLogin: 'true' } as unknown as DialogOptionsInput;
/** a sign-in return address off this site: refused, nothing is shown */
const offSiteDialog: DialogOptionsInput = { message: LOGIN_PROMPT, needLogin: true, returnTo: '//evil.example/x' };

/** Events the oracle also tries everywhere (the generated paths and the UI replay need not). */
export const dialogOracleEvents: AnyEventObject[] = [open(checkedDialog), open(looseLoginDialog), open(offSiteDialog)];

type DialogAt = 'hidden' | 'visible' | 'closing' | 'redirectingToSignIn';
export interface DialogSeen {
  at: DialogAt;
  /** the options the shown dialog was opened with (null: none) */
  opened: DialogOptionsInput | null;
  /** the button whose close is being checked */
  closingWith: 'confirm' | 'cancel' | null;
}

const TYPES = ['success', 'warning', 'error', 'info'];
/** SPEC §3: a dialog type is one of four; a sign-in return address is a path of this site. */
const acceptable = (o: DialogOptionsInput) =>
  (o.type === undefined || TYPES.includes(o.type)) && (o.returnTo === undefined || /^\/(?![/\\])/.test(o.returnTo));

/** What the dialog shows: the options with the SPEC §3 defaults. */
export function shownDialog(o: DialogOptionsInput) {
  return {
    title: o.title ?? '提示',
    message: o.message ?? '',
    html: o.html ?? false,
    type: o.type ?? 'success',
    eventType: o.eventType ?? 'tips',
    confirmButtonText: o.confirmButtonText ?? '確認',
    showCancelButton: o.showCancelButton ?? false,
    cancelButtonText: o.cancelButtonText ?? '取消',
    // SPEC §4: only an explicit `true`
    needLogin: o.needLogin === true,
    banner: o.banner,
    returnTo: o.returnTo,
    beforeCloseKey: o.beforeCloseKey,
  };
}

const hidden: DialogSeen = { at: 'hidden', opened: null, closingWith: null };

export const dialogOracle: MachineOracle<DialogSeen, typeof dialogMachine> = {
  initial: () => hidden,
  value: (s) => s.at,
  // the options stay with the dialog until it is gone (the redirect keeps them, nothing is shown);
  // which button is closing it is known only while its check runs
  context: (s) => ({ options: s.opened ? shownDialog(s.opened) : null, closingWith: s.closingWith }),
  // the caller's check runs while the dialog closes (its buttons busy)
  running: (s) => (s.at === 'closing' ? ['beforeClose'] : []),
  final: () => false,
  next(s, event) {
    const closed = (action: 'confirm' | 'cancel') => ({
      action: 'notifyClosed',
      params: { action, eventType: shownDialog(s.opened ?? {}).eventType },
    });
    if (event.type === 'dialog.open') {
      const { options } = event as unknown as { options: DialogOptionsInput };
      // a new dialog replaces the shown one, whatever it was doing (the caller of that one is
      // told by dialog-api.ts); options the SPEC refuses show nothing and change nothing
      return acceptable(options) ? { state: { at: 'visible', opened: options, closingWith: null } } : undefined;
    }
    const opened = s.opened ?? {};
    switch (`${s.at} ${event.type}`) {
      case 'visible dialog.confirm':
        if (opened.needLogin === true) {
          // a guest is sent to sign in, back to where the dialog says
          return {
            state: { ...s, at: 'redirectingToSignIn' },
            effects: [{ action: 'goToSignIn', params: { banner: opened.banner, returnTo: opened.returnTo } }],
          };
        }
        return {
          state: { ...s, at: 'closing', closingWith: 'confirm' },
          effects: [
            {
              invoke: 'beforeClose',
              input: { action: 'confirm', beforeCloseKey: opened.beforeCloseKey, options: shownDialog(opened) },
            },
          ],
        };
      case 'visible dialog.cancel':
        return {
          state: { ...s, at: 'closing', closingWith: 'cancel' },
          effects: [
            {
              invoke: 'beforeClose',
              input: { action: 'cancel', beforeCloseKey: opened.beforeCloseKey, options: shownDialog(opened) },
            },
          ],
        };
      // the app removed the dialog (the page changed): whoever waits for it hears "cancel"
      case 'visible dialog.close':
      case 'closing dialog.close':
        return { state: hidden, effects: [closed('cancel')] };
      // the check let it close: the caller hears which button
      case 'closing xstate.done.actor.beforeClose':
        return { state: hidden, effects: [closed(s.closingWith ?? 'cancel')] };
      // the check refused: the same dialog stays, its buttons usable again
      case 'closing xstate.error.actor.beforeClose':
        return { state: { ...s, at: 'visible', closingWith: null } };
      // the page is leaving for sign-in; the app removes the dialog, nobody waits for it
      case 'redirectingToSignIn dialog.close':
        return { state: hidden };
      default:
        // buttons of a hidden, closing (busy) or redirecting dialog do nothing
        return undefined;
    }
  },
};
