import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MailTemplateRef, memberMails } from '../db/tables/member-mail.table';
import { enqueueJob } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

/**
 * Puts a mail in the outbox and its delivery on the job queue, through `db`: in the caller's
 * transaction, the mail exists exactly when the record it is about does. Answers whether it was
 * queued (false: a mail with that key already was: `key` names what the mail is about, e.g.
 * `contact:12:ack`). `mail`: written whole now, or a template the
 * record's mail is made from when it is sent (mail-templates.ts).
 */
export async function queueMail(db: Db, key: string, mail: MailMessage | MailTemplateRef): Promise<boolean> {
  const values =
    'template' in mail
      ? { key, template: mail }
      : {
          key,
          toAddress: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          headers: mail.headers ?? null,
        };
  const [row] = await db
    .insert(memberMails)
    .values(values)
    .onConflictDoNothing({ target: memberMails.key })
    .returning({ id: memberMails.id });
  if (!row) return false;
  await enqueueJob(db, 'mail', { mailId: row.id });
  return true;
}

/** Makes a template mail from its record: null when the record is gone (nothing to say any more). */
export type MailRenderer = (ref: MailTemplateRef) => Promise<MailMessage | null>;

export interface MailDeliveryDeps {
  db: Db;
  mailer: Mailer;
  render: MailRenderer;
}

/**
 * The `mail` job: sends one outbox mail unless it has gone out already (a retried or expired job
 * of a mail that was sent). A failure is written on the row and thrown, so the queue tries again
 * later; after the last try the row says `failed`. A template mail is made now, and what was sent
 * is kept on the row.
 */
export async function deliverMail(deps: MailDeliveryDeps, mailId: number, lastTry: boolean): Promise<void> {
  const [mail] = await deps.db.select().from(memberMails).where(eq(memberMails.id, mailId));
  if (!mail || mail.status === 'sent') return;
  const failed = (err: unknown) =>
    deps.db
      .update(memberMails)
      .set({
        attempts: sql`${memberMails.attempts} + 1`,
        lastError: String((err as Error)?.message ?? err).slice(0, 500),
        status: lastTry ? 'failed' : 'queued',
      })
      .where(eq(memberMails.id, mailId));
  let message: MailMessage | null;
  try {
    message = mail.template
      ? await deps.render(mail.template)
      : {
          to: mail.toAddress ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        };
    if (message) await deps.mailer.send(message);
  } catch (err) {
    await failed(err);
    throw err;
  }
  await deps.db
    .update(memberMails)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: sql`${memberMails.attempts} + 1`,
      lastError: message ? null : 'the record is gone: nothing was sent',
      ...(message && mail.template ? { toAddress: message.to, subject: message.subject, text: message.text } : {}),
    })
    .where(and(eq(memberMails.id, mailId), ne(memberMails.status, 'sent')));
}

/** The `mail` job's data, checked: a job carries only the outbox row's id. */
export function mailIdOf(data: unknown): number {
  const id = (data as { mailId?: unknown } | null)?.mailId;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error(`not a mail job: ${JSON.stringify(data)}`);
  return id;
}
