import type { Logger } from '../app-env';
import type { Db } from '../db/client';
import { deliverMail, mailIdOf } from '../mail/mail-outbox';
import { mailRenderer } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { MediaStorage } from '../media/media-storage';
import { queueDueCareReminders } from '../services/care-reminders.service';
import { expireOrders } from '../services/event-orders.service';
import { deleteOldFlowTransitions } from '../services/flow-insight.service';
import { deleteUnattachedMedia } from '../services/media.service';
import { failStalledRefunds } from '../services/order-refunds.service';
import { queueDueReminders } from '../services/order-reminders.service';
import { queueDueRepairReminders } from '../services/repair-reminders.service';
import type { TicketSigner } from '../tickets/ticket-signer';
import type { BossDb } from './boss-db';
import { isLastTry, type JobQueueOptions, type RunningJobQueue, startJobQueue } from './job-queue';

export interface SiteJobsDeps {
  db: Db;
  bossDb: BossDb;
  mailer: Mailer;
  mediaStorage: MediaStorage;
  tickets: TicketSigner;
  /** the site's public origin, for the links in mails */
  origin: string;
  log: Logger;
  /** an upload linked to no record after this long was left behind (default 2 days: a form may wait overnight) */
  abandonedAfterMs?: number;
}

const ABANDONED_UPLOAD_MS = 48 * 60 * 60 * 1000;

/**
 * What each app server works and schedules (server/main.ts): outbox mail, and the periodic work
 * that must happen once, whatever the number of servers: seats of unpaid orders given back every
 * minute, even when nobody visits; reminders queued every minute (orders, sessions, fast
 * repairs) and care reminders every morning; abandoned uploads deleted every six hours; flow insight
 * moves past their 180 days deleted every night.
 */
export function siteJobs(deps: SiteJobsDeps): JobQueueOptions {
  const { db, log } = deps;
  const render = mailRenderer({ db, tickets: deps.tickets, origin: deps.origin });
  return {
    bossDb: deps.bossDb,
    log,
    handlers: {
      mail: (data, job) => deliverMail({ db, mailer: deps.mailer, render }, mailIdOf(data), isLastTry(job)),
      'orders-expire': async () => {
        const expired = await expireOrders(db);
        if (expired > 0) log.info({ expired }, 'unpaid orders expired');
        const stalled = await failStalledRefunds(db);
        if (stalled > 0) log.warn({ stalled }, 'refunds stalled in pending marked failed for staff');
      },
      reminders: async () => {
        const queued = (await queueDueReminders(db)) + (await queueDueRepairReminders(db));
        if (queued > 0) log.info({ queued }, 'reminders queued');
      },
      'care-reminders': async () => {
        const queued = await queueDueCareReminders(db);
        if (queued > 0) log.info({ queued }, 'care reminders queued');
      },
      'media-sweep': async () => {
        const deleted = await deleteUnattachedMedia(
          { db, storage: deps.mediaStorage },
          new Date(Date.now() - (deps.abandonedAfterMs ?? ABANDONED_UPLOAD_MS)),
        );
        if (deleted > 0) log.info({ deleted }, 'uploads never linked to a record deleted');
      },
      'flow-insight-sweep': async () => {
        const deleted = await deleteOldFlowTransitions(db);
        if (deleted > 0) log.info({ deleted }, 'flow moves past their 180 days deleted');
      },
    },
    schedules: [
      { name: 'orders-expire', cron: '* * * * *' },
      { name: 'reminders', cron: '* * * * *' },
      // 09:00 in Taipei (the schedules' zone, job-queue.ts): a reminder read over breakfast, not at night
      { name: 'care-reminders', cron: '0 9 * * *' },
      { name: 'media-sweep', cron: '17 */6 * * *' },
      // flow insight keeps 180 days (docs/decisions/flow-insight.md): once a night, when nobody fills a form
      { name: 'flow-insight-sweep', cron: '40 3 * * *' },
    ],
  };
}

export const startSiteJobs = (deps: SiteJobsDeps): Promise<RunningJobQueue> => startJobQueue(siteJobs(deps));
