/** A fatal error recorded anywhere in the app; the FatalErrorGate shows the error screen for it. */
export interface FatalError {
  status: number;
  message?: string;
}

let current: FatalError | null = null;
const listeners = new Set<() => void>();

export function recordFatalError(error: FatalError): void {
  // the first error is the cause; later ones are usually its echoes
  if (current) return;
  current = error;
  for (const listener of listeners) listener();
}

export const fatalErrorStore = {
  get: (): FatalError | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
