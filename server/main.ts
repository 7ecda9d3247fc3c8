import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { startPublicationSweeper } from './content/publication-sweeper';
import { PUBLISHABLE_KINDS } from './content/publishable-kinds';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { allowedHosts, readEnv } from './env';
import type { RunningJobQueue } from './jobs/job-queue';
import { startSiteJobs } from './jobs/site-jobs';
import { createMailer, outboxDir } from './mail/mailer';
import { mediaStorageFor } from './media/media-storage-for';
import { seedDemoContent } from './seed/seed';
import { loadPageRenderer } from './spa/page-renderer';
import { compressSpaAssets, loadSpaAssets } from './spa/spa-assets';
import { keyEncryption } from './sso/key-encryption';
import { ensureSigningKey } from './sso/signing-keys.service';
import { ticketSignerFromEnv } from './tickets/ticket-signer';

const started = performance.now();
const { env, tickets } = readConfigOrExit();
const log = pino({ level: env.LOG_LEVEL });

/** A configuration that cannot work is one line on stderr and exit code 1, before anything opens. */
function readConfigOrExit() {
  try {
    const read = readEnv();
    allowedHosts(read);
    return { env: read, tickets: ticketSignerFromEnv(read) };
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
}

/** a stuck request must not keep a deploy or Ctrl-C waiting forever */
const SHUTDOWN_GRACE_MS = 10_000;

// PostgreSQL is shared by design; an embedded PGlite folder belongs to exactly one process.
const lock = env.DATABASE_URL ? null : lockOrExit(env.DATA_DIR);
function lockOrExit(dir: string) {
  try {
    return lockDataDir(dir);
  } catch (err) {
    log.fatal((err as Error).message);
    process.exit(1);
  }
}
const database = await openDatabase(
  env.DATABASE_URL
    ? { url: env.DATABASE_URL, statementTimeoutMs: env.STATEMENT_TIMEOUT_MS }
    : { dir: path.join(env.DATA_DIR, 'pglite'), thread: env.PGLITE_THREAD === '1' },
);

// set once the queue runs: stop() may come before (a database that cannot be prepared)
let jobs: RunningJobQueue | undefined;

async function stop(code: number): Promise<never> {
  await jobs?.stop().catch((err: unknown) => log.error(err, 'stopping the job queue failed'));
  await database.close().catch((err: unknown) => log.error(err, 'closing the database failed'));
  lock?.release();
  process.exit(code);
}

// Migrate, seed and create the signing key one server at a time: copies may start together.
const seeded = await database
  .exclusive(async () => {
    await database.migrate();
    const { seeded } = await seedDemoContent(database.db);
    // The sign-in service's key pair: created on the first start, then shared through the database.
    if (!env.SSO_ISSUER) await ensureSigningKey(database.db, keyEncryption(env));
    return seeded;
  })
  .catch(async (err: unknown) => {
    log.fatal(err, 'preparing the database failed');
    return stop(1);
  });

const distDir = path.resolve('dist');
const spa = existsSync(path.join(distDir, 'index.html')) ? loadSpaAssets(distDir) : null;
if (!spa) log.warn('dist/ has no build: pages answer from a bare template (run npm run build)');

const mediaStorage = mediaStorageFor(env, database.db);
// the public pages' server renderer, built beside dist/ (npm run build)
const renderer = spa ? await loadPageRenderer() : null;
if (spa && !renderer) log.warn('dist-ssr/ has no server build: the browser renders every page (run npm run build)');
const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: outboxDir(env.DATA_DIR), from: env.MAIL_FROM });
const app = createApp({ db: database.db, env, spa, renderer, log, mediaStorage, mailer, tickets });
// outbox mail, seats of unpaid orders given back on time, abandoned uploads deleted: the job queue
// in the database, so scheduled work runs once whatever the number of servers (server/jobs/)
jobs = await startSiteJobs({
  db: database.db,
  bossDb: database.bossDb,
  mailer,
  mediaStorage,
  tickets,
  origin: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  log,
}).catch(async (err: unknown) => {
  log.fatal(err, 'starting the job queue failed');
  return stop(1);
});
// scheduled articles, pages and records go live at their minute (server/content/publication-sweeper.ts)
startPublicationSweeper(database.db, PUBLISHABLE_KINDS, log);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info(
    {
      port: info.port,
      database: database.kind,
      dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR),
      seeded,
      startMs: Math.round(performance.now() - started),
    },
    `listening on http://localhost:${info.port}`,
  );
  if (spa) {
    const compressing = performance.now();
    // only what the build did not compress (a dist/ made by `vite build` alone): usually nothing
    compressSpaAssets(spa).then(
      (files) =>
        files && log.info({ files, ms: Math.round(performance.now() - compressing) }, 'static files compressed'),
      (err: unknown) => log.error(err, 'compressing the static files failed: they go out uncompressed'),
    );
  }
});

server.on('error', (err: NodeJS.ErrnoException) => {
  log.fatal(err, err.code === 'EADDRINUSE' ? `port ${env.PORT} is in use: set PORT` : 'server error');
  void stop(1);
});

// Finish the requests under way, then close PGlite cleanly (or its folder needs recovery on the
// next start). A second signal, or the grace period running out, stops at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return void stop(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => void stop(1), SHUTDOWN_GRACE_MS).unref();
    server.close(() => void stop(0));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
