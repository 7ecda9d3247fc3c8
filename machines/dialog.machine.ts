import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type DialogOptions, type DialogOptionsInput, DialogOptionsSchema } from '../schemas/dialog.schema';

export type { DialogOptions, DialogOptionsInput };

/** Which button closed the dialog: the app's `beforeClose` check and `notifyClosed` get it. */
export type DialogCloseAction = 'confirm' | 'cancel';

export interface DialogContext {
  /** The open dialog's options, defaults applied; null while nothing is shown. */
  options: DialogOptions | null;
  closingWith: DialogCloseAction | null;
}

export type DialogEvent =
  | { type: 'dialog.open'; options: DialogOptionsInput }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  /** the app removes the dialog itself (e.g. on navigation): no beforeClose, no result */
  | { type: 'dialog.close' };

export interface BeforeCloseInput {
  action: DialogCloseAction;
  beforeCloseKey: string | undefined;
  options: DialogOptions;
}

/**
 * The options of the dialog on screen. Every state but `hidden` is entered from `visible`, where
 * the options are set, and `hidden` reads none: a fallback here could never run.
 */
const shown = (context: DialogContext) => context.options as DialogOptions;

const closedByApp = ({ context }: { context: DialogContext }) => ({
  action: 'cancel' as const,
  eventType: shown(context).eventType,
});

/**
 * SPEC §3 "Global UI state" / §4: the one global dialog. The screen renders it while the state is
 * `visible` or `closing` (buttons busy); `redirectingToSignIn` hides it while the app navigates.
 */
export const dialogMachine = setup({
  types: {} as { context: DialogContext; events: DialogEvent },
  guards: {
    optionsValid: ({ event }) => {
      assertEvent(event, 'dialog.open');
      return DialogOptionsSchema.safeParse(event.options).success;
    },
    needsLogin: ({ context }) => shown(context).needLogin === true,
  },
  actions: {
    keepOptions: assign(({ event }) => {
      assertEvent(event, 'dialog.open');
      return { options: DialogOptionsSchema.parse(event.options), closingWith: null };
    }),
    clearOptions: assign({ options: null, closingWith: null }),
    closeWithConfirm: assign({ closingWith: 'confirm' as const }),
    closeWithCancel: assign({ closingWith: 'cancel' as const }),
    /** Placeholder: the app sends the guest to sign-in with the return address and this banner. */
    goToSignIn: (_, _params: { banner: number | undefined; returnTo: string | undefined }) => {},
    /** Placeholder: the app settles whatever awaited this dialog (e.g. `openDialog()` promise). */
    notifyClosed: (_, _params: { action: DialogCloseAction; eventType: string }) => {},
  },
  actors: {
    // The default lets every dialog close; the app provides the real check (looked up by
    // `beforeCloseKey`). Resolving allows the close, rejecting keeps the dialog open.
    beforeClose: fromPromise<void, BeforeCloseInput>(async () => {}),
  },
}).createMachine({
  id: 'dialog',
  initial: 'hidden',
  context: { options: null, closingWith: null },
  on: {
    // A new dialog replaces the current one (no queue), whatever the state.
    'dialog.open': { guard: 'optionsValid', target: '.visible', actions: 'keepOptions' },
  },
  states: {
    hidden: { entry: 'clearOptions' },
    visible: {
      on: {
        'dialog.confirm': [
          { guard: 'needsLogin', target: 'redirectingToSignIn' },
          { target: 'closing', actions: 'closeWithConfirm' },
        ],
        'dialog.cancel': { target: 'closing', actions: 'closeWithCancel' },
        // removed by the app (the page changed): whoever awaits the dialog hears "cancel"
        'dialog.close': { target: 'hidden', actions: { type: 'notifyClosed', params: closedByApp } },
      },
    },
    closing: {
      invoke: {
        id: 'beforeClose',
        src: 'beforeClose',
        // `closing` is only entered by a button, which sets `closingWith`
        input: ({ context }): BeforeCloseInput => ({
          action: context.closingWith as DialogCloseAction,
          beforeCloseKey: shown(context).beforeCloseKey,
          options: shown(context),
        }),
        onDone: {
          target: 'hidden',
          actions: {
            type: 'notifyClosed',
            params: ({ context }) => ({
              action: context.closingWith as DialogCloseAction,
              eventType: shown(context).eventType,
            }),
          },
        },
        onError: { target: 'visible', actions: assign({ closingWith: null }) },
      },
      on: { 'dialog.close': { target: 'hidden', actions: { type: 'notifyClosed', params: closedByApp } } },
    },
    redirectingToSignIn: {
      entry: {
        type: 'goToSignIn',
        params: ({ context }) => ({ banner: shown(context).banner, returnTo: shown(context).returnTo }),
      },
      on: { 'dialog.close': 'hidden' },
    },
  },
});
