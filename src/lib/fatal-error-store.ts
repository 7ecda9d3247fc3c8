import { createExternalStore } from './external-store';

/** A fatal error recorded anywhere in the app; the FatalErrorGate shows the error screen for it. */
export interface FatalError {
  status: number;
  message?: string;
}

export const fatalErrorStore = createExternalStore<FatalError | null>(() => null);

export function recordFatalError(error: FatalError): void {
  // the first error is the cause; later ones are usually its echoes
  if (fatalErrorStore.get()) return;
  fatalErrorStore.set(error);
}
