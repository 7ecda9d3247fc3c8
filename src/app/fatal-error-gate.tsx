import { type ReactNode, useSyncExternalStore } from 'react';
import { ErrorScreen } from '../components/error-screen';
import { fatalErrorStore } from '../lib/fatal-error-store';

/** Once a fatal error is recorded (global-error-handlers.ts), the error screen replaces the app. */
export function FatalErrorGate({ children }: { children: ReactNode }) {
  const fatal = useSyncExternalStore(fatalErrorStore.subscribe, fatalErrorStore.get, fatalErrorStore.getServerSnapshot);
  return fatal ? <ErrorScreen status={fatal.status} message={fatal.message} /> : children;
}
