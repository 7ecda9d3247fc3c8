import type { DialogCloseAction } from '../../machines/dialog.machine';
import type { DialogOptionsInput } from '../../schemas/dialog.schema';
import { createExternalStore } from './external-store';

/**
 * `openDialog()` works anywhere, before the dialog's code has even loaded: the first call asks the
 * DialogSlot to load the host (XState and all), and the request waits here until it connects.
 */
export interface OpenDialogOptions extends Omit<DialogOptionsInput, 'beforeCloseKey'> {
  /** may the dialog close? Reject (or throw) to keep it open, e.g. while a form is invalid. */
  beforeClose?: (action: DialogCloseAction) => void | Promise<void>;
}

export interface DialogHostPort {
  /** false when the options are invalid and no dialog was shown */
  open(options: DialogOptionsInput): boolean;
}

let host: DialogHostPort | null = null;
let waiting: DialogOptionsInput | null = null;
let pending: ((action: DialogCloseAction) => void) | null = null;
let nextKey = 0;
const beforeCloseChecks = new Map<string, NonNullable<OpenDialogOptions['beforeClose']>>();

/** true once a dialog was asked for: the DialogSlot then loads the host, and keeps it. */
export const dialogRequest = createExternalStore<boolean>(() => false);

function settle(action: DialogCloseAction): void {
  const resolve = pending;
  pending = null;
  beforeCloseChecks.clear();
  resolve?.(action);
}

/** Resolves with the button that closed it; a dialog replaced by another counts as cancelled. */
export function openDialog(options: OpenDialogOptions = {}): Promise<DialogCloseAction> {
  const { beforeClose, ...rest } = options;
  settle('cancel');
  let beforeCloseKey: string | undefined;
  if (beforeClose) {
    nextKey += 1;
    beforeCloseKey = `before-close-${nextKey}`;
    beforeCloseChecks.set(beforeCloseKey, beforeClose);
  }
  const input: DialogOptionsInput = beforeCloseKey ? { ...rest, beforeCloseKey } : rest;
  return new Promise((resolve, reject) => {
    pending = resolve;
    if (host) {
      if (!host.open(input)) {
        pending = null;
        reject(new TypeError('openDialog: invalid options'));
      }
      return;
    }
    waiting = input;
    dialogRequest.set(true);
  });
}

// ---- the host's side -------------------------------------------------------------------------

export function connectDialogHost(port: DialogHostPort): () => void {
  host = port;
  const first = waiting;
  waiting = null;
  if (first && !port.open(first)) settle('cancel');
  return () => {
    if (host === port) host = null;
  };
}

export async function runBeforeClose(key: string | undefined, action: DialogCloseAction): Promise<void> {
  const check = key ? beforeCloseChecks.get(key) : undefined;
  if (check) await check(action);
}

export function notifyDialogClosed(action: DialogCloseAction): void {
  settle(action);
}
