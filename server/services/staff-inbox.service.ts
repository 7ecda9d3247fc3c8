import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ContactMessageStatus,
  InboxAnswer,
  InboxMessage,
  InboxMessageRow,
  InboxQuery,
  InboxStatusChange,
} from '../../schemas/staff-inbox.schema';
import type { Db } from '../db/client';
import { channels } from '../db/tables/channel.table';
import { contactClasses } from '../db/tables/contact-class.table';
import { contactMessages } from '../db/tables/contact-message.table';
import { members } from '../db/tables/member.table';
import { ConflictError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { contactAnswerMail } from '../mail/contact-mails';
import { queueMail } from '../mail/mail-outbox';
import { type AuditActor, likeText, recordAudit } from './audit-log.service';

export const INBOX_MESSAGES = {
  answered: '這則留言已經回覆過了，請重新整理後查看回覆內容。',
  closed: '這則留言已結案，請先重新開啟再回覆。',
} as const;

const answerer = alias(members, 'answerer');

type MessageRow = typeof contactMessages.$inferSelect;

const toRow = (m: MessageRow, className: string): InboxMessageRow => ({
  id: m.id,
  class_id: m.classId,
  class_name: className,
  name: m.name,
  email: m.email,
  status: m.status,
  created_at: m.createdAt.toISOString(),
  answered_at: m.answeredAt?.toISOString() ?? null,
});

/** Every contact message, newest first: by status, by class, and by part of the name or address. */
export async function listInbox(db: Db, query: InboxQuery): Promise<PageOf<InboxMessageRow>> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(contactMessages.status, query.status));
  if (query.class_id) where.push(eq(contactMessages.classId, query.class_id));
  if (query.q) {
    const like = likeText(query.q);
    const any = or(ilike(contactMessages.name, like), ilike(contactMessages.email, like));
    if (any) where.push(any);
  }
  const filter = where.length ? and(...where) : undefined;
  return paginate(query, {
    count: async () => (await db.select({ n: count() }).from(contactMessages).where(filter))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({ m: contactMessages, className: contactClasses.name })
          .from(contactMessages)
          .innerJoin(contactClasses, eq(contactClasses.id, contactMessages.classId))
          .where(filter)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => toRow(r.m, r.className)),
  });
}

/** One message with all its sender wrote and the answer kept with it; 404 when there is none. */
export async function getInboxMessage(db: Db, id: number): Promise<InboxMessage> {
  const [r] = await db
    .select({ m: contactMessages, className: contactClasses.name, answeredBy: answerer.email })
    .from(contactMessages)
    .innerJoin(contactClasses, eq(contactClasses.id, contactMessages.classId))
    .leftJoin(answerer, eq(answerer.id, contactMessages.answeredBy))
    .where(eq(contactMessages.id, id));
  if (!r) throw new NotFoundError();
  let channelName: string | null = null;
  if (r.m.others.channel_id) {
    const [channel] = await db.select().from(channels).where(eq(channels.id, r.m.others.channel_id));
    channelName = channel?.name ?? null;
  }
  return {
    ...toRow(r.m, r.className),
    phone: r.m.phone,
    content: r.m.content,
    others: r.m.others,
    channel_name: channelName,
    member_id: r.m.memberId,
    answer: r.m.answer,
    answered_by_email: r.answeredBy,
  };
}

/**
 * Staff answer a message: the answer is kept with it, the message is `answered`, and the mail to
 * its sender is queued in the same transaction (from the site, threaded with the acknowledgement
 * the sender received). One answer per message: its outbox key says so, and a second answer
 * (another person, a double click) is a 409 that says it was answered.
 */
export async function answerInboxMessage(
  db: Db,
  actor: AuditActor & { id: number },
  id: number,
  input: InboxAnswer,
): Promise<InboxMessage> {
  await db.transaction(async (tx) => {
    const [m] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!m) throw new NotFoundError();
    if (m.answer !== null) throw new ConflictError(INBOX_MESSAGES.answered);
    if (m.status === 'closed') throw new ConflictError(INBOX_MESSAGES.closed);
    await tx
      .update(contactMessages)
      .set({ status: 'answered', answer: input.answer, answeredAt: new Date(), answeredBy: actor.id })
      .where(eq(contactMessages.id, id));
    await queueMail(
      tx,
      `contact:${id}:answer`,
      contactAnswerMail({
        id,
        name: m.name,
        email: m.email,
        content: m.content,
        answer: input.answer,
        messageId: m.mailMessageId,
      }),
    );
    await recordAudit(tx, actor, {
      action: 'contact_message.answer',
      entity: 'contact_message',
      entityId: id,
      before: { status: m.status },
      after: { status: 'answered', answer: input.answer },
    });
  });
  return getInboxMessage(db, id);
}

/** Closes a message (answered or not needing one), or opens a closed one again. */
export async function setInboxStatus(
  db: Db,
  actor: AuditActor,
  id: number,
  input: InboxStatusChange,
): Promise<InboxMessage> {
  await db.transaction(async (tx) => {
    const [m] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!m) throw new NotFoundError();
    // opened again, a message is where its answer left it
    const to: ContactMessageStatus = input.status === 'closed' ? 'closed' : m.answer !== null ? 'answered' : 'new';
    if (to === m.status) return;
    await tx.update(contactMessages).set({ status: to }).where(eq(contactMessages.id, id));
    await recordAudit(tx, actor, {
      action: to === 'closed' ? 'contact_message.close' : 'contact_message.reopen',
      entity: 'contact_message',
      entityId: id,
      before: { status: m.status },
      after: { status: to },
    });
  });
  return getInboxMessage(db, id);
}
