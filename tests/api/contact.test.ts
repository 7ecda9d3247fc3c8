import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/tables/contact-message.table';
import { memberMails } from '../../server/db/tables/member-mail.table';
import { drizzleBossDb } from '../../server/jobs/boss-db';
import { QUEUES, startJobQueue } from '../../server/jobs/job-queue';
import { siteJobs } from '../../server/jobs/site-jobs';
import { createMailer } from '../../server/mail/mailer';
import { folderStorage } from '../../server/media/media-storage';
import { validMessage } from '../models/contact.model';
import { deliverMailOf, freshDbForFile, testApp, testTickets } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import { readMail } from '../support/eml';
import { smtpPeer } from '../support/smtp-peer';
import { outboxMail, signedInMember, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile({ seeded: true });
const dataDir = tempDataDir();
const app = testApp(db, { env: { DATA_DIR: dataDir } });

/** The test model's class 2 (維修與保固) message, as another client might type it, with a channel. */
const MESSAGE = {
  ...validMessage,
  email: 'Ming.Wang@Example.com',
  phone: '0912-345-678',
  others: { ...(validMessage.others as Record<string, unknown>), channel_id: 1 },
};

const post = (body: unknown, headers: Record<string, string> = {}, target = app) =>
  target.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const outboxCount = (dir = dataDir) => {
  const outbox = path.join(dir, 'outbox');
  return existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0;
};
const storedCount = () => db.$count(contactMessages);
/** the outbox rows of these contact messages */
const awayMails = (ids: number[]) =>
  db
    .select()
    .from(memberMails)
    .where(
      inArray(
        memberMails.key,
        ids.flatMap((id) => [`contact:${id}:notice`, `contact:${id}:ack`]),
      ),
    );

/** Sends `body` with a fresh captcha answer and expects a 422 naming `field`, with nothing stored or mailed. */
async function refused(body: Record<string, unknown>, field: string, message?: RegExp) {
  await deliverMailOf(app); // what earlier tests queued
  const [stored, mailed] = [await storedCount(), outboxCount()];
  const res = await post({ ...body, google_recaptcha_token: await solveCaptcha(app) });
  const answer = (await res.json()) as { message: string; errors?: Record<string, string[]> };
  expect(res.status, JSON.stringify(answer)).toBe(422);
  expect(Object.keys(answer.errors ?? {})).toContain(field);
  expect(answer.errors?.[field]?.[0]).toMatch(message ?? /[\u4e00-\u9fff]/);
  expect(await storedCount()).toBe(stored);
  expect(await deliverMailOf(app)).toBe(0);
  expect(outboxCount()).toBe(mailed);
}

describe('POST /api/contact', () => {
  it('stores a guest message and mails it to its class and, in Chinese, to the sender', async () => {
    const before = outboxCount();
    const res = await post({ ...MESSAGE, google_recaptcha_token: await solveCaptcha(app) });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: number; created_at: string } };
    expect(data.id).toBeGreaterThan(0);

    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, data.id));
    expect(row).toMatchObject({ classId: 2, memberId: null, email: 'ming.wang@example.com', phone: '0912345678' });
    expect(row?.others).toMatchObject({
      city: '臺北市',
      town: '中正區',
      zip_code: '100',
      channel_id: 1,
      company_name: null,
    });

    // queued with the message, sent by the job queue (here worked by the test, as a server's worker does)
    expect(outboxCount()).toBe(before);
    expect(await deliverMailOf(app)).toBe(2);
    const mails = (await outboxMail(dataDir, before + 2)).slice(before).map(readMail);
    const notice = mails.find((m) => m.to === 'service@haolife.example');
    const ack = mails.find((m) => m.to === 'ming.wang@example.com');
    expect(notice?.subject).toContain('維修與保固');
    expect(notice?.text).toContain('集塵盒卡榫斷了');
    expect(notice?.text).toContain('購買通路：好生活官方網站');
    expect(notice?.text).toContain('訂單編號：HL-20261101-0042');
    expect(ack?.subject).toBe(`好生活：我們已收到您的來信（#${String(data.id).padStart(10, '0')}）`);
    expect(ack?.text).toContain('王小明 您好');
  });

  it('links a signed-in member to the message', async () => {
    const member = await signedInMember(app);
    const res = await post({ ...MESSAGE, google_recaptcha_token: await solveCaptcha(app) }, member.auth);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: number } };
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, data.id));
    expect(row?.memberId).toEqual(expect.any(Number));
  });

  it('refuses bad input by its field, storing and mailing nothing', async () => {
    await refused({ ...MESSAGE, email: 'ming@example' }, 'email', /Email 格式/);
    await refused({ ...MESSAGE, phone: '02-2345-6789' }, 'phone', /手機號碼/);
    await refused({ ...MESSAGE, content: '字'.repeat(1001) }, 'content', /1000/);
    await refused({ ...MESSAGE, others: { ...MESSAGE.others, town: '' } }, 'others.town', /請選擇鄉鎮市區/);
    await refused({ ...MESSAGE, others: { ...MESSAGE.others, order_number: '訂單' } }, 'others.order_number');
    // class 6 (其他) asks for nothing extra: a stray field is refused, not silently kept
    await refused({ ...MESSAGE, class_id: 6 }, 'others.brand_name', /不需填寫/);
    await refused({ ...MESSAGE, others: { ...MESSAGE.others, town: '板橋區' } }, 'others.town', /不在所選縣市內/);
    await refused({ ...MESSAGE, others: { ...MESSAGE.others, zip_code: '106' } }, 'others.zip_code', /郵遞區號/);
    await refused({ ...MESSAGE, class_id: 99, others: {} }, 'class_id', /聯絡類別/);
    await refused({ ...MESSAGE, others: { ...MESSAGE.others, channel_id: 999 } }, 'others.channel_id', /購買通路/);
  });

  it('refuses a missing or reused captcha answer', async () => {
    const stored = await storedCount();
    const missing = await post(MESSAGE);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.google_recaptcha_token?.[0]).toBe(
      '請完成驗證。',
    );
    const token = await solveCaptcha(app);
    expect((await post({ ...MESSAGE, google_recaptcha_token: token })).status).toBe(200);
    const again = await post({ ...MESSAGE, google_recaptcha_token: token });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: Record<string, string[]> }).errors.google_recaptcha_token?.[0]).toBe(
      '此驗證已使用過，請重新驗證。',
    );
    expect(await storedCount()).toBe(stored + 1);
  });

  it('answers 200 and keeps 20 messages while the mail server is away, and mails each once when it is back', {
    timeout: 90_000,
  }, async () => {
    const smtp = await smtpPeer();
    // a mail server that does not answer: the port is closed until the peer listens on it
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    const mailer = createMailer({ smtpUrl, outboxDir: tempDataDir(), from: 'site@example.com' });
    const away = testApp(db, { env: { DATA_DIR: tempDataDir(), SMTP_URL: smtpUrl, TRUST_PROXY: true }, mailer });
    const bossDb = drizzleBossDb(db);
    const silent = { info() {}, warn() {}, error() {} };
    // the queue retries every second here, without end (production: 10 tries from 20 s, doubling)
    await new PgBoss({ db: bossDb }).updateQueue('mail', {
      name: 'mail',
      ...QUEUES.mail,
      retryLimit: 1000,
      retryDelay: 1,
      retryBackoff: false,
    });
    const site = siteJobs({
      db,
      bossDb,
      mailer,
      mediaStorage: folderStorage(tempDataDir()),
      tickets: testTickets,
      origin: 'http://localhost',
      log: silent,
    });
    const worker = await startJobQueue({
      bossDb,
      log: silent,
      handlers: { mail: site.handlers.mail },
      pollingIntervalSeconds: 0.5,
    });
    try {
      const stored = await storedCount();
      const ids: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const res = await post(
          { ...MESSAGE, email: `away${i}@example.com`, google_recaptcha_token: await solveCaptcha(away) },
          { 'x-forwarded-for': `10.25.0.${i + 1}` },
          away,
        );
        expect(res.status).toBe(200);
        ids.push(((await res.json()) as { data: { id: number } }).data.id);
      }
      expect(await storedCount()).toBe(stored + 20);
      // tried and refused by the closed port, kept for the next try, none sent
      await expect
        .poll(async () => (await awayMails(ids)).filter((m) => m.attempts > 0).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(20);
      const tried = (await awayMails(ids)).filter((m) => m.attempts > 0);
      expect(tried.every((m) => m.status === 'queued' && m.lastError?.includes('ECONNREFUSED'))).toBe(true);
      expect(await awayMails(ids)).toHaveLength(40);

      await smtp.listen();
      await expect
        .poll(async () => (await awayMails(ids)).filter((m) => m.status === 'sent').length, { timeout: 45_000 })
        .toBe(40);
      expect(smtp.received).toHaveLength(40);
      const keys = smtp.received.map((m) => `${m.to} ${m.subject}`);
      expect(new Set(keys).size).toBe(40);
      for (let i = 0; i < 20; i += 1)
        expect(smtp.received.filter((m) => m.to === `away${i}@example.com`)).toHaveLength(1);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
