import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffMail } from '../../schemas/staff-mail.schema';
import { deliverMail, queueMail } from '../../server/mail/mail-outbox';
import type { Mailer } from '../../server/mail/mailer';
import { MAIL_MESSAGES } from '../../server/services/staff-mails.service';
import { staffApiForFile } from '../support/staff-api';

const s = await staffApiForFile({ seed: false });
const { db, call, data } = s;
const admin = s.admin;

const refusing: Mailer = {
  send: () => Promise.reject(new Error('550 mailbox unavailable')),
};
const accepting: Mailer = { send: () => Promise.resolve() };
const render = () => Promise.resolve(null);

/** A mail in the outbox, its delivery run once by hand: `failed` after a last try the mail server refused. */
async function outboxMail(key: string, to: string, outcome: 'queued' | 'sent' | 'failed'): Promise<number> {
  await queueMail(db, key, { to, subject: `主旨 ${key}`, text: '內文' });
  const [row] = (
    (await db.execute(sql`SELECT id FROM member_mails WHERE key = ${key}`)) as unknown as { rows: { id: number }[] }
  ).rows;
  const id = Number(row?.id);
  if (outcome === 'sent') await deliverMail({ db, mailer: accepting, render }, id, false);
  if (outcome === 'failed') await deliverMail({ db, mailer: refusing, render }, id, true).catch(() => undefined);
  return id;
}

const jobsFor = async (mailId: number) =>
  (
    (await db.execute(
      sql`SELECT state FROM pgboss.job WHERE name = 'mail' AND data->>'mailId' = ${String(mailId)}`,
    )) as unknown as { rows: { state: string }[] }
  ).rows;

const list = async (query = '') =>
  (await (await call('GET', `/api/staff/mails${query}`, admin.auth)).json()) as {
    data: StaffMail[];
    meta: { total: number };
  };

const failedId = await outboxMail('test:failed:1', 'refused@example.com.tw', 'failed');
const sentId = await outboxMail('test:sent:1', 'reader@example.com.tw', 'sent');
await outboxMail('test:queued:1', 'waiting@example.com.tw', 'queued');
await queueMail(db, 'order:T-1:paid', { template: 'order-paid', data: { orderId: 1 } });

describe('GET /api/staff/mails', () => {
  it('asks a guest to sign in and refuses a member or an editor; an admin reads it', async () => {
    const member = await s.member();
    const editor = await s.staffMember(['editor']);
    await s.guarded(
      [
        ['GET', '/api/staff/mails'],
        ['POST', `/api/staff/mails/${failedId}/retry`],
      ],
      member,
    );
    expect((await call('GET', '/api/staff/mails', editor.auth)).status).toBe(403);
    expect((await call('POST', `/api/staff/mails/${failedId}/retry`, editor.auth)).status).toBe(403);
    expect((await call('GET', '/api/staff/mails', admin.auth)).status).toBe(200);
  });

  it('lists newest first, a template mail by its key and template name until it is sent', async () => {
    const { data: rows, meta } = await list();
    expect(meta.total).toBe(4);
    expect(rows.map((r) => r.key)).toEqual(['order:T-1:paid', 'test:queued:1', 'test:sent:1', 'test:failed:1']);
    expect(rows[0]).toMatchObject({ template: 'order-paid', to: null, subject: null, status: 'queued' });
    expect(rows[3]).toMatchObject({
      to: 'refused@example.com.tw',
      subject: '主旨 test:failed:1',
      status: 'failed',
      attempts: 1,
      last_error: '550 mailbox unavailable',
      sent_at: null,
    });
    expect(rows[2]?.sent_at).toEqual(expect.any(String));
  });

  it('filters by state and by part of the address or the key', async () => {
    expect((await list('?status=failed')).data.map((r) => r.id)).toEqual([failedId]);
    expect((await list('?status=sent')).data.map((r) => r.id)).toEqual([sentId]);
    expect((await list('?q=READER@')).data.map((r) => r.id)).toEqual([sentId]);
    expect((await list('?q=T-1')).data.map((r) => r.key)).toEqual(['order:T-1:paid']);
    expect((await list('?status=sent&q=refused')).meta.total).toBe(0);
    // `%` is searched for, not a wildcard
    expect((await list('?q=%25')).meta.total).toBe(0);
  });

  it('refuses an unknown state in Traditional Chinese', async () => {
    await s.refused(await call('GET', '/api/staff/mails?status=lost', admin.auth), 'status', '狀態不正確。');
  });
});

describe('POST /api/staff/mails/{id}/retry', () => {
  it('queues a failed mail again with a new job, keeps its attempts and error, and records who did it', async () => {
    const before = (await jobsFor(failedId)).length;
    const mail = await data<StaffMail>(await call('POST', `/api/staff/mails/${failedId}/retry`, admin.auth));
    expect(mail).toMatchObject({
      id: failedId,
      status: 'queued',
      attempts: 1,
      last_error: '550 mailbox unavailable',
    });
    expect((await jobsFor(failedId)).length).toBe(before + 1);
    expect((await list('?status=failed')).meta.total).toBe(0);
    const [entry] = await s.audit(`action=mail.retry&entity_id=${failedId}`);
    expect(entry).toMatchObject({
      actor_email: s.adminEmail,
      entity: 'member_mail',
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
  });

  it('refuses a mail that has not failed (422 on id) and queues nothing', async () => {
    const before = (await jobsFor(sentId)).length;
    await s.refused(await call('POST', `/api/staff/mails/${sentId}/retry`, admin.auth), 'id', MAIL_MESSAGES.notFailed);
    // the one just queued again is not failed any more either: a second press is refused
    await s.refused(
      await call('POST', `/api/staff/mails/${failedId}/retry`, admin.auth),
      'id',
      MAIL_MESSAGES.notFailed,
    );
    expect((await jobsFor(sentId)).length).toBe(before);
  });

  it('answers 404 for an unknown mail', async () => {
    expect((await call('POST', '/api/staff/mails/999999/retry', admin.auth)).status).toBe(404);
  });
});
