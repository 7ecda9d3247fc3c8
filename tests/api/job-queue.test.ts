import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { memberMails } from '../../server/db/tables/member-mail.table';
import { queueMail } from '../../server/mail/mail-outbox';
import { freshDb } from '../support/fresh-db';

const t = await freshDb();
afterAll(() => t.close());

const jobsFor = async (mailId: number) => {
  const result = (await t.db.execute(
    sql`SELECT state FROM pgboss.job WHERE name = 'mail' AND data->>'mailId' = ${String(mailId)}`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows;
};

describe('the job queue in the site database', () => {
  it('enqueues a mail with the write that causes it: a rolled-back write leaves neither', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, 'test:rolled-back', { to: 'a@example.com', subject: 's', text: 't' });
        throw new Error('the record could not be written');
      }),
    ).rejects.toThrow('the record could not be written');
    expect(await t.db.select().from(memberMails).where(eq(memberMails.key, 'test:rolled-back'))).toEqual([]);

    await t.db.transaction(async (tx) => {
      await queueMail(tx, 'test:committed', { to: 'a@example.com', subject: 's', text: 't' });
    });
    const [mail] = await t.db.select().from(memberMails).where(eq(memberMails.key, 'test:committed'));
    expect(mail?.status).toBe('queued');
    expect(await jobsFor(mail?.id ?? 0)).toEqual([{ state: 'created' }]);
  });

  it('queues a mail with the same key once', async () => {
    const mail = { to: 'a@example.com', subject: 's', text: 't' };
    expect(await queueMail(t.db, 'test:once', mail)).toBe(true);
    expect(await queueMail(t.db, 'test:once', mail)).toBe(false);
    const rows = await t.db.select().from(memberMails).where(eq(memberMails.key, 'test:once'));
    expect(rows).toHaveLength(1);
    expect(await jobsFor(rows[0]?.id ?? 0)).toHaveLength(1);
  });
});
