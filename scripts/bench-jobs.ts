// `npm run bench`, part 5 (scripts/bench.mjs runs it with tsx; BENCH_JOBS=0 skips it): the job
// queue and the mail outbox (issue 25), on PGlite and on PostgreSQL when it answers at
// 127.0.0.1:5432.
//   1. mails per second through the outbox: N mails queued (row + job, one transaction each), then
//      delivered by one server's worker (pg-boss fetch, the outbox row read, a mailer that answers
//      at once, the row marked sent);
//   2. a payment's notify to its receipt: orders placed and paid at the sandbox gateway in-process,
//      each notify's receipt row committed with it, then sent by the worker (p50, p99 from the
//      notify's answer to the receipt marked sent).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../server/app';
import { type Database, openDatabase } from '../server/db/client';
import { events } from '../server/db/tables/event.table';
import { eventOrders } from '../server/db/tables/event-order.table';
import { eventSessions } from '../server/db/tables/event-session.table';
import { eventTickets } from '../server/db/tables/event-ticket.table';
import { memberMails } from '../server/db/tables/member-mail.table';
import { startJobQueue } from '../server/jobs/job-queue';
import { siteJobs } from '../server/jobs/site-jobs';
import { queueMail } from '../server/mail/mail-outbox';
import { folderStorage } from '../server/media/media-storage';
import { seedDemoContent } from '../server/seed/seed';
import { upsertMember } from '../server/services/members.service';
import { createSession } from '../server/services/sessions.service';
import { ticketSigner } from '../server/tickets/ticket-signer';

const MAILS = Number(process.env.BENCH_JOBS_MAILS ?? 500);
const ORDERS = Number(process.env.BENCH_JOBS_ORDERS ?? 40);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const silent = { info() {}, warn() {}, error() {} };
const tickets = ticketSigner(generateKeyPairSync('ed25519').privateKey);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function until(check: () => Promise<boolean>, timeoutMs = 300_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function benchOn(database: Database) {
  const { db } = database;
  await database.migrate();
  await seedDemoContent(db);
  const sentAt = new Map<string, number>();
  const mailer = {
    async send(m: { subject: string }) {
      sentAt.set(m.subject, performance.now());
    },
  };
  const site = siteJobs({
    db,
    bossDb: database.bossDb,
    mailer,
    mediaStorage: folderStorage(mkdtempSync(path.join(tmpdir(), 'bench-jobs-'))),
    tickets,
    origin: 'http://localhost',
    log: silent,
  });

  // 1. mails per second
  const tag = randomBytes(3).toString('hex');
  const queuing = performance.now();
  for (let i = 0; i < MAILS; i += 1) {
    await db.transaction((tx) =>
      queueMail(tx, `bench:${tag}:${i}`, { to: `m${i}@example.com`, subject: `bench ${tag} ${i}`, text: '…' }),
    );
  }
  const queuedMs = performance.now() - queuing;
  const worker = await startJobQueue({
    ...site,
    handlers: { mail: site.handlers.mail },
    schedules: [],
    pollingIntervalSeconds: 0.5,
  });
  const sending = performance.now();
  await until(
    async () =>
      (await db.$count(
        memberMails,
        and(eq(memberMails.status, 'sent'), sql`${memberMails.key} like ${`bench:${tag}:%`}`),
      )) === MAILS,
  );
  const sentMs = performance.now() - sending;

  // 2. notify → receipt
  const app = createApp({
    db,
    env: { PUBLIC_URL: 'http://localhost', NODE_ENV: 'production' },
    tickets,
    payments: {
      deliverNotify: async (url, body) =>
        (
          await app.request(url, {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).text(),
    },
  });
  const [event] = await db.select().from(events).where(eq(events.costPlan, 'paid')).limit(1);
  if (!event) throw new Error('no paid event in the seed');
  const [session] = await db.select().from(eventSessions).where(eq(eventSessions.eventId, event.id)).limit(1);
  const [ticket] = session
    ? await db.select().from(eventTickets).where(eq(eventTickets.sessionId, session.id)).limit(1)
    : [];
  if (!session || !ticket) throw new Error('no session');
  // room for every order of the run
  await db.update(eventSessions).set({ capacity: 100_000, purchaseLimit: 10 }).where(eq(eventSessions.id, session.id));
  await db.update(eventTickets).set({ quota: 100_000 }).where(eq(eventTickets.id, ticket.id));
  const latencies: number[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const member = await upsertMember(db, {
      outerId: `bench-${tag}-${i}`,
      name: '王小明',
      email: `b${tag}${i}@example.com`,
      mobile: null,
    });
    const { token } = await createSession(db, member.id);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const placed = await app.request('/api/cart/pay', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        event_id: event.id,
        session_id: session.id,
        tickets: [{ ticket_id: ticket.id, quantity: 1 }],
        participants: [{ name: '王小明', phone: '0912345678', email: 'p@example.com' }],
        answers: [],
        invoice: { carrier_type: 'B2C', invoice_email: 'buyer@example.com' },
        payment_type: '9104',
        agree: true,
        idempotency_key: randomBytes(12).toString('hex'),
      }),
    });
    const { data } = (await placed.json()) as {
      data: { order_number: string; checkout: { fields: Record<string, string> } };
    };
    const notified = performance.now();
    const paid = await app.request('/pay/complete', {
      method: 'POST',
      body: new URLSearchParams({ ...data.checkout.fields, outcome: 'paid' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (paid.status !== 303) throw new Error(`the sandbox answered ${paid.status}`);
    const subject = `好生活：報名成功，附上您的票券（訂單 ${data.order_number}）`;
    await until(async () => sentAt.has(subject), 60_000);
    latencies.push((sentAt.get(subject) ?? 0) - notified);
  }
  await worker.stop();
  const orders = await db.$count(eventOrders, inArray(eventOrders.status, ['paid']));
  return { queuedPerSec: MAILS / (queuedMs / 1000), sentPerSec: MAILS / (sentMs / 1000), latencies, orders };
}

function report(name: string, r: Awaited<ReturnType<typeof benchOn>>) {
  console.log(`\nJob queue and mail outbox on ${name}:`);
  console.log(`  ${MAILS} mails queued (row + job, a transaction each): ${r.queuedPerSec.toFixed(0)} per second`);
  console.log(`  delivered by one worker (fetch, read, send, mark sent): ${r.sentPerSec.toFixed(0)} per second`);
  console.log(
    `  a payment's notify to its receipt sent (${r.latencies.length} orders, worker polling 0.5 s): p50 ${percentile(r.latencies, 50).toFixed(0)} ms, p99 ${percentile(r.latencies, 99).toFixed(0)} ms`,
  );
}

const pglite = await openDatabase({});
try {
  report('PGlite', await benchOn(pglite));
} finally {
  await pglite.close();
}

const admin = new pg.Client({ connectionString: PG_URL });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const name = `bench_jobs_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    report('PostgreSQL', await benchOn(database));
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
} else console.log('\n(PostgreSQL at 127.0.0.1:5432 did not answer: the job queue bench ran on PGlite only)');
