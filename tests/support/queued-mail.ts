import PgBoss from 'pg-boss';
import type { Db } from '../../server/db/client';
import { drizzleBossDb } from '../../server/jobs/boss-db';
import { isLastTry } from '../../server/jobs/job-queue';
import { deliverMail, mailIdOf } from '../../server/mail/mail-outbox';
import { mailRenderer } from '../../server/mail/mail-templates';
import type { Mailer } from '../../server/mail/mailer';
import type { TicketSigner } from '../../server/tickets/ticket-signer';

/**
 * Works the `mail` queue of `db` until no job is ready, as a server's worker would (pg-boss's own
 * fetch, complete and fail), for API tests that run no worker: answers how many mails went out.
 * A failed one is left to the queue's retry, as on a server.
 */
export async function deliverQueuedMail(
  db: Db,
  mailer: Mailer,
  tickets: TicketSigner,
  origin = 'http://localhost',
): Promise<number> {
  const render = mailRenderer({ db, tickets, origin });
  const boss = new PgBoss({ db: drizzleBossDb(db) });
  let sent = 0;
  for (;;) {
    const jobs = await boss.fetch<object>('mail', { batchSize: 20, includeMetadata: true });
    if (!jobs || jobs.length === 0) return sent;
    for (const job of jobs) {
      try {
        await deliverMail({ db, mailer, render }, mailIdOf(job.data), isLastTry(job));
        await boss.complete('mail', job.id);
        sent += 1;
      } catch (err) {
        await boss.fail('mail', job.id, { message: (err as Error).message });
      }
    }
  }
}
