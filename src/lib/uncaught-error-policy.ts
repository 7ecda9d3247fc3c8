import { ApiRequestError } from './api-request-error';
import { isChunkLoadError } from './chunk-error';
import type { FatalError } from './fatal-error-store';

export interface UncaughtError {
  error: unknown;
  /** ErrorEvent.message (uncaught errors only) */
  message?: string;
  /** ErrorEvent.filename: the script the error came from */
  filename?: string;
}

const BENIGN_MESSAGES = [/ResizeObserver loop/i];

/**
 * Which errors that reach `window` replace the app with the error screen. An uncaught error of
 * our own code leaves the page in an unknown state, so it is fatal. Not fatal:
 * - a failed API call (SPEC §8: data loaders ignore failed calls and keep their state);
 * - an aborted request (the user navigated away);
 * - a missing chunk (the stale-build machine reloads the page instead);
 * - browser noise (ResizeObserver) and errors of scripts from other origins (extensions,
 *   third-party widgets), which say nothing about the state of the app.
 */
export function classifyUncaughtError(input: UncaughtError, origin: string): FatalError | null {
  const { error } = input;
  if (error instanceof ApiRequestError) return null;
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (isChunkLoadError(error)) return null;
  const message = error instanceof Error ? error.message : (input.message ?? '');
  if (BENIGN_MESSAGES.some((re) => re.test(message))) return null;
  // cross-origin scripts give "Script error." without an error object
  if (input.filename !== undefined && input.filename !== '' && !input.filename.startsWith(origin)) return null;
  if (error === null || error === undefined) return input.message ? { status: 500 } : null;
  return { status: 500 };
}
