import path from 'node:path';
import type { Mailer } from '../../server/mail/mailer';

/** Sends still under way, by the DATA_DIR whose outbox they are written to. */
const pendingByDir = new Map<string, Set<Promise<unknown>>>();

/**
 * The app's mailer, counting the mail it is still writing. The app sends mail in the background
 * (the answer does not wait for it), so a test that reads the outbox, or removes its DATA_DIR,
 * waits for the sends to finish (`mailSettled`) instead of for some time that a busy machine
 * can always exceed.
 */
export function trackedMailer(inner: Mailer, dataDir: string): Mailer {
  const key = path.resolve(dataDir);
  const pending = pendingByDir.get(key) ?? new Set<Promise<unknown>>();
  pendingByDir.set(key, pending);
  return {
    send(message) {
      const sending = inner.send(message);
      pending.add(sending);
      const done = () => pending.delete(sending);
      sending.then(done, done);
      return sending;
    },
  };
}

/** Resolves once every mail sent so far by an app on `dataDir` has been written (or has failed). */
export async function mailSettled(dataDir: string): Promise<void> {
  const pending = pendingByDir.get(path.resolve(dataDir));
  // a send may start while others finish (a mail sent on another's completion): until none is left
  while (pending && pending.size > 0) await Promise.allSettled([...pending]);
}
