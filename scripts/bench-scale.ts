// `BENCH_SCALE=100 npm run bench`, part 6 (scripts/bench.mjs runs it with tsx only when
// BENCH_SCALE names a factor: minutes of data generation, so never in CI): issue 26's two heavy
// answers at 1× and at the factor, in-process on the same database kind —
//   1. the first page of /api/user/orders for the member with the most orders and for a typical
//      one (p50 and p99 of BENCH_SCALE_RUNS reads);
//   2. /sitemap.xml (the index) and every file it points to: time, size, addresses.
// PostgreSQL at BENCH_PG_URL (default 127.0.0.1:5432) in a database made and dropped for the
// run; PGlite in memory when it does not answer.
import { generateKeyPairSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { TOKEN_TYPE } from '../schemas/auth-login.schema';
import { createApp } from '../server/app';
import { type Database, openDatabase } from '../server/db/client';
import { eventOrders } from '../server/db/tables/event-order.table';
import { members } from '../server/db/tables/member.table';
import { HEAVY_MEMBER_OUTER_ID } from '../server/seed/scale/members.scale';
import { seedScale } from '../server/seed/scale/seed-scale';
import { createSession } from '../server/services/sessions.service';
import { ticketSigner } from '../server/tickets/ticket-signer';

const FACTOR = Number(process.env.BENCH_SCALE ?? 0);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 30);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const tickets = ticketSigner(generateKeyPairSync('ed25519').privateKey);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function timedReads(read: () => Promise<Response>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await read();
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
    bytes = body.byteLength;
  }
  // the first read is the one a crawler pays: public answers are kept by the public cache after it
  return { first: times[0] ?? Number.NaN, p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

async function measure(db: Database['db'], factor: number) {
  const started = performance.now();
  await seedScale(db, { factor });
  const seedMs = performance.now() - started;
  const app = createApp({ db, env: { PUBLIC_URL: 'http://localhost', NODE_ENV: 'production' }, tickets });
  const [heavy] = await db.select().from(members).where(eq(members.outerId, HEAVY_MEMBER_OUTER_ID));
  // the typical member: the median of orders per member among the generated ones
  const counts = await db.execute(sql`select m.id, count(o.id)::int as n from members m
    left join event_orders o on o.member_id = m.id where m.outer_id like 'scale-%' and m.outer_id <> ${HEAVY_MEMBER_OUTER_ID}
    group by m.id order by n, m.id`);
  const rows = ((counts as { rows?: { id: number; n: number }[] }).rows ?? []) as { id: number; n: number }[];
  const typical = rows[Math.floor(rows.length / 2)];
  if (!heavy || !typical) throw new Error('no generated members');
  const heavyOrders = await db.$count(eventOrders, eq(eventOrders.memberId, heavy.id));
  const auth = async (id: number) => ({ authorization: `${TOKEN_TYPE} ${(await createSession(db, id)).token}` });
  const heavyAuth = await auth(heavy.id);
  const typicalAuth = await auth(typical.id);
  const heavyPage = await timedReads(async () => app.request('/api/user/orders', { headers: heavyAuth }));
  const typicalPage = await timedReads(async () => app.request('/api/user/orders', { headers: typicalAuth }));
  const index = await timedReads(async () => app.request('/sitemap.xml'));
  const files = [...(await (await app.request('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );
  const perFile = [];
  for (const file of files) {
    const one = await timedReads(async () => app.request(file));
    const urls = ((await (await app.request(file)).text()).match(/<url>/g) ?? []).length;
    perFile.push({ file, ...one, urls });
  }
  return { factor, seedMs, heavyOrders, typicalOrders: typical.n, heavyPage, typicalPage, index, perFile };
}

function report(kind: string, r: Awaited<ReturnType<typeof measure>>) {
  console.log(`\n${kind} ×${r.factor}: generated in ${(r.seedMs / 1000).toFixed(1)} s`);
  console.log(
    `  /api/user/orders first page   heavy (${r.heavyOrders} orders) p50 ${ms(r.heavyPage.p50)} p99 ${ms(r.heavyPage.p99)}` +
      `   typical (${r.typicalOrders}) p50 ${ms(r.typicalPage.p50)} p99 ${ms(r.typicalPage.p99)}`,
  );
  console.log(`  /sitemap.xml (index)          first ${ms(r.index.first)} p50 ${ms(r.index.p50)}  ${r.index.bytes} B`);
  for (const f of r.perFile) {
    console.log(
      `  ${f.file.padEnd(30)} first ${ms(f.first)} p50 ${ms(f.p50)}  ${(f.bytes / 1024).toFixed(0)} KiB  ${f.urls} URLs`,
    );
  }
}

async function onFreshDatabase(kind: 'PGlite' | 'PostgreSQL', factor: number) {
  if (kind === 'PGlite') {
    const database = await openDatabase({});
    try {
      await database.migrate();
      report(kind, await measure(database.db, factor));
    } finally {
      await database.close();
    }
    return;
  }
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `bench_scale_${process.pid}_${factor}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.migrate();
    report(kind, await measure(database.db, factor));
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (!(Number.isInteger(FACTOR) && FACTOR >= 1)) {
  console.log('BENCH_SCALE names no factor (e.g. BENCH_SCALE=100): the scale bench did not run');
  process.exit(0);
}
const probe = new pg.Client({ connectionString: PG_URL });
const kind = await probe.connect().then(
  async () => {
    await probe.end();
    return 'PostgreSQL' as const;
  },
  () => 'PGlite' as const,
);
console.log(`\nScale (issue 26) on ${kind}: 1× and ${FACTOR}×, ${RUNS} reads each`);
for (const factor of FACTOR === 1 ? [1] : [1, FACTOR]) await onFreshDatabase(kind, factor);
