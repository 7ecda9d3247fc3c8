import { generateKeyPairSync } from 'node:crypto';
import { afterAll } from 'vitest';
import { type CreateAppOptions, createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { readEnv } from '../../server/env';
import { createMailer, outboxDir } from '../../server/mail/mailer';
import { ticketSigner } from '../../server/tickets/ticket-signer';
import { type FreshDbOptions, freshDb, type TestDb } from './fresh-db';
import { trackedMailer } from './mail-tracker';
import { deliverQueuedMail } from './queued-mail';

const DEFAULT_MAIL_FROM = readEnv({}).MAIL_FROM;

export type TestAppOptions = Omit<CreateAppOptions, 'db'>;

const dataDirs = new WeakMap<object, string>();
const mailWorkers = new WeakMap<object, () => Promise<number>>();

/** One ticket key per test process: production requires TICKET_SIGNING_KEY, tests make their own. */
export const testTickets = ticketSigner(generateKeyPairSync('ed25519').privateKey);

/** The app as production builds it (NODE_ENV production, no build unless `spa` is given). */
export function testApp(db: Db, options: TestAppOptions = {}) {
  const env = options.env ?? {};
  // production refuses to start without saying which hosts it serves: tests ask as http://localhost
  const named = env.PUBLIC_URL || env.ALLOWED_HOSTS || (env.NODE_ENV && env.NODE_ENV !== 'production');
  // mail to the outbox as the app writes it, counted so tests can wait for it (mail-tracker.ts)
  const mailer =
    options.mailer ??
    (env.DATA_DIR && !env.SMTP_URL
      ? trackedMailer(
          createMailer({ outboxDir: outboxDir(env.DATA_DIR), from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM }),
          env.DATA_DIR,
        )
      : undefined);
  const app = createApp({
    db,
    ...(env.TICKET_SIGNING_KEY ? {} : { tickets: testTickets }),
    ...options,
    ...(mailer ? { mailer } : {}),
    env: named ? env : { ...env, ALLOWED_HOSTS: ['localhost'] },
  });
  if (options.env?.DATA_DIR) dataDirs.set(app, options.env.DATA_DIR);
  if (mailer) {
    const origin = env.PUBLIC_URL ?? 'http://localhost';
    mailWorkers.set(app, () => deliverQueuedMail(db, mailer, options.tickets ?? testTickets, origin));
  }
  return app;
}

/**
 * Sends the outbox mail of `app`'s database that is ready, through `app`'s mailer, as a server's
 * job queue would (tests run no worker): answers how many went out.
 */
export function deliverMailOf(app: object): Promise<number> {
  const work = mailWorkers.get(app);
  if (!work) throw new Error('this app has no mailer of its own: testApp(db, { env: { DATA_DIR: tempDataDir() } })');
  return work();
}

/** The DATA_DIR a test app was given (its mail lands in DATA_DIR/outbox). */
export function dataDirOf(app: object): string {
  const dir = dataDirs.get(app);
  if (!dir) throw new Error('this app has no DATA_DIR of its own: testApp(db, { env: { DATA_DIR: tempDataDir() } })');
  return dir;
}

/**
 * For the top level of a test file: a fresh database for the file, closed (and on PostgreSQL
 * dropped) after its last test; `{ seeded: true }` with the demo content.
 *
 *   const { db } = await freshDbForFile();
 *   const app = testApp(db);
 */
export async function freshDbForFile(options: FreshDbOptions = {}): Promise<TestDb> {
  const t = await freshDb(options);
  afterAll(() => t.close());
  return t;
}

/** Request headers of a browser asking for a page. */
export const BROWSER = { accept: 'text/html', 'accept-encoding': 'identity' } as const;
