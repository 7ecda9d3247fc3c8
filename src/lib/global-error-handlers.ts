import { recordFatalError } from './fatal-error-store';
import { classifyUncaughtError } from './uncaught-error-policy';

export function installGlobalErrorHandlers(): void {
  const origin = window.location.origin;
  window.addEventListener('error', (event) => {
    // resource load failures (an <img> 404) also arrive here, without an ErrorEvent
    if (!(event instanceof ErrorEvent)) return;
    const fatal = classifyUncaughtError(
      { error: event.error, message: event.message, filename: event.filename },
      origin,
    );
    if (fatal) recordFatalError(fatal);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const fatal = classifyUncaughtError({ error: event.reason }, origin);
    if (fatal) recordFatalError(fatal);
  });
}
