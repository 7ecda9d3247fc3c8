/**
 * The mail every app server of a cluster wrote to its own outbox (no SMTP_URL: DATA_DIR/outbox),
 * read together: a mail may go out from any server, and must go out from exactly one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readMail } from '../eml';

export interface SentMail {
  server: string;
  to: string;
  subject: string;
  text: string;
}

/** Every .eml of every server's outbox (files being written are `.part` and not read). */
export function clusterMails(servers: readonly { name: string; dataDir: string }[]): SentMail[] {
  return servers.flatMap(({ name, dataDir }) => {
    const dir = path.join(dataDir, 'outbox');
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    return files.sort().map((file) => ({ server: name, ...readMail(readFileSync(path.join(dir, file), 'utf8')) }));
  });
}

/** Waits for a mail that `matches` to have arrived at any server's outbox. */
export async function awaitClusterMail(
  servers: readonly { name: string; dataDir: string }[],
  matches: (mail: SentMail) => boolean,
  timeoutMs = 15_000,
): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = clusterMails(servers).find(matches);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error('the awaited mail did not arrive in any outbox');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
