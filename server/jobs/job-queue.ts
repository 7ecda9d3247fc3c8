import PgBoss from 'pg-boss';
import type { Logger } from '../app-env';
import type { Db } from '../db/client';
import { type BossDb, drizzleBossDb } from './boss-db';

/**
 * The site's queues, in its own PostgreSQL (pg-boss; on PGlite through boss-db.ts). Retries back
 * off (retryDelay doubles with retryBackoff); a job past its retryLimit stays `failed` with its
 * error, for staff to see and send again.
 */
export const QUEUES = {
  /** one outbox mail (server/mail/mail-outbox.ts): 10 tries over about six hours of a mail server's bad day */
  mail: { retryLimit: 10, retryDelay: 20, retryBackoff: true, expireInSeconds: 120 },
  /** unpaid orders past their hold give their seats back, stalled refunds go to staff (every minute, on one server) */
  'orders-expire': { retryLimit: 1, retryDelay: 10, expireInSeconds: 120 },
  /** reminders due: an unpaid order's hold about to end, a session or a fast repair tomorrow (every minute, on one server) */
  reminders: { retryLimit: 1, retryDelay: 10, expireInSeconds: 120 },
  /** 保養提醒 due today of the products members registered (daily, on one server) */
  'care-reminders': { retryLimit: 3, retryDelay: 300, expireInSeconds: 900 },
  /** uploads no form ever used are deleted (every six hours, on one server) */
  'media-sweep': { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  /** flow insight moves past their 180 days are deleted (nightly, on one server) */
  'flow-insight-sweep': { retryLimit: 1, retryDelay: 300, expireInSeconds: 900 },
} as const satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;

export type QueueName = keyof typeof QUEUES;

// never started: it only lends its INSERT, run through the caller's connection (`db` below)
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('the job sender runs only on the connection it is given')),
  },
});

/**
 * Enqueues a job on whatever `db` is: a transaction, so that the job commits with the write that
 * causes it, or rolls back with it.
 */
export async function enqueueJob(
  db: Db,
  name: QueueName,
  data: object,
  options: Omit<PgBoss.SendOptions, 'db'> = {},
): Promise<string | null> {
  const id = await sender.send(name, data, { ...options, db: drizzleBossDb(db) });
  // pg-boss answers null for a queue it does not know, as it does for a singleton already queued
  if (id === null && options.singletonKey === undefined) throw new Error(`job queue "${name}" does not exist`);
  return id;
}

/**
 * pg-boss's own tables (schema `pgboss`) and the site's queues with their retry rules, created or
 * brought up to date; run with the migrations, one server at a time (Database.exclusive).
 */
export async function installJobQueues(bossDb: BossDb): Promise<void> {
  const boss = new PgBoss({ db: bossDb, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const [name, options] of Object.entries(QUEUES)) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
      else await boss.createQueue(name, { name, ...options });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

export type JobHandler = (data: unknown, job: PgBoss.JobWithMetadata<object>) => Promise<void>;

export interface JobQueueOptions {
  bossDb: BossDb;
  log: Logger;
  handlers: Partial<Record<QueueName, JobHandler>>;
  /** cron in Taipei time: pg-boss sends each minute's job once, whatever the number of servers */
  schedules?: readonly { name: QueueName; cron: string }[];
  /** how often an idle worker looks for work (default 1 s) */
  pollingIntervalSeconds?: number;
}

/** jobs a worker takes at a time; a full batch fetches the next at once, a smaller one waits the polling interval */
const BATCH_SIZE = 20;
/** of a batch, how many run at once: mails to an SMTP server overlap their round trips */
const IN_FLIGHT = 4;

export interface RunningJobQueue {
  stop(): Promise<void>;
}

/** Works the queues on this server, and keeps the schedules (started by server/main.ts). */
export async function startJobQueue(options: JobQueueOptions): Promise<RunningJobQueue> {
  const { log } = options;
  const boss = new PgBoss({
    db: options.bossDb,
    supervise: true,
    schedule: true,
    // tables are the migrations' work (installJobQueues), not every start's
    migrate: false,
  });
  boss.on('error', (err) => log.error(err, 'job queue'));
  await boss.start();
  for (const [name, handler] of Object.entries(options.handlers) as [QueueName, JobHandler][]) {
    const one = async (job: PgBoss.JobWithMetadata<object>) => {
      // each job on its own: a failed one is retried, the others of its batch complete (a worker
      // that threw would fail the whole batch)
      try {
        await handler(job.data, job);
      } catch (err) {
        log.warn({ err, queue: name, job: job.id, retry: job.retryCount }, 'job failed');
        await boss.fail(name, job.id, { message: (err as Error).message ?? String(err) });
      }
    };
    let workerId = '';
    workerId = await boss.work<object>(
      name,
      { batchSize: BATCH_SIZE, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async (batch) => {
        for (let at = 0; at < batch.length; at += IN_FLIGHT)
          await Promise.all(batch.slice(at, at + IN_FLIGHT).map(one));
        // a full batch means more are waiting: fetch again now rather than after the polling interval
        if (batch.length === BATCH_SIZE) boss.notifyWorker(workerId);
      },
    );
  }
  for (const { name, cron } of options.schedules ?? []) await boss.schedule(name, cron, {}, { tz: 'Asia/Taipei' });
  return {
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}

/** The last try of a job: after it, pg-boss keeps the job as failed. */
export const isLastTry = (job: PgBoss.JobWithMetadata<object>) => job.retryCount >= job.retryLimit;
