import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { StaffMail, StaffMailQuery } from '../../schemas/staff-mail.schema';
import type { Db } from '../db/client';
import { memberMails } from '../db/tables/member-mail.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { enqueueJob } from '../jobs/job-queue';
import { type AuditActor, likeText, recordAudit } from './audit-log.service';

export const MAIL_MESSAGES = {
  notFailed: '只有寄送失敗的郵件可以重新寄送。',
} as const;

type MailRow = typeof memberMails.$inferSelect;

const toStaffMail = (r: MailRow): StaffMail => ({
  id: r.id,
  key: r.key,
  template: r.template?.template ?? null,
  to: r.toAddress,
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
});

/** The outbox, newest first: by state, and by part of the address or the key (a template mail has no address yet). */
export async function listStaffMails(db: Db, query: StaffMailQuery): Promise<PageOf<StaffMail>> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(memberMails.status, query.status));
  if (query.q) {
    const like = likeText(query.q);
    const either = or(ilike(memberMails.toAddress, like), ilike(memberMails.key, like));
    if (either) where.push(either);
  }
  const filter = where.length ? and(...where) : undefined;
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(memberMails).where(filter))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (
        await db
          .select()
          .from(memberMails)
          .where(filter)
          // `id` settles mails of one transaction, which share their instant
          .orderBy(desc(memberMails.createdAt), desc(memberMails.id))
          .limit(limit)
          .offset(offset)
      ).map(toStaffMail),
  });
}

/**
 * Sends a failed mail again: back to `queued` with a new `mail` job, in one transaction with its
 * audit entry. Its attempts and last error stay: they are what staff judged the retry by. Only a
 * failed mail: a queued one has a job already, and a sent one would reach its reader twice.
 */
export async function retryStaffMail(db: Db, actor: AuditActor, mailId: number): Promise<StaffMail> {
  return db.transaction(async (tx) => {
    // locked: two admins pressing at once queue one job, the second is told the mail is not failed
    const [mail] = await tx.select().from(memberMails).where(eq(memberMails.id, mailId)).for('update');
    if (!mail) throw new NotFoundError();
    if (mail.status !== 'failed') throw InvalidInputError.on('id', MAIL_MESSAGES.notFailed);
    const [queued] = await tx
      .update(memberMails)
      .set({ status: 'queued' })
      .where(eq(memberMails.id, mailId))
      .returning();
    await enqueueJob(tx, 'mail', { mailId });
    await recordAudit(tx, actor, {
      action: 'mail.retry',
      entity: 'member_mail',
      entityId: mailId,
      before: { status: mail.status },
      after: { status: 'queued' },
    });
    return toStaffMail(queued ?? { ...mail, status: 'queued' });
  });
}
