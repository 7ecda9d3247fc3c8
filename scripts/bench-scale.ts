// `BENCH_SCALE=100 npm run bench`, part 6 (scripts/bench.mjs runs it with tsx only when
// BENCH_SCALE names a factor: minutes of data generation, so never in CI): issue 26's two heavy
// answers at 1× and at the factor, in-process on the same database kind —
//   1. the first page of /api/user/orders for the member with the most orders and for a typical
//      one (p50 and p99 of BENCH_SCALE_RUNS reads);
//   2. /sitemap.xml (the index) and every file it points to: time, size, addresses;
//   3. site search (the service, below the public cache) for a common term, a rare one and one
//      with no hit: p50 of BENCH_SCALE_RUNS answers each;
//   4. /api/health p50/p99 while 10 searches run at once (the embedded database in its worker
//      thread, as the server runs it; on PGlite also in the server's thread, for comparison).
// On PostgreSQL at BENCH_PG_URL (default 127.0.0.1:5432) in a database made and dropped for the
// run, and on PGlite in memory; BENCH_SCALE_DB=pglite or postgres runs one of them.
import { generateKeyPairSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { TOKEN_TYPE } from '../schemas/auth-login.schema';
import { SearchQuery } from '../schemas/search.schema';
import { createApp } from '../server/app';
import { type Database, openDatabase } from '../server/db/client';
import { eventOrders } from '../server/db/tables/event-order.table';
import { members } from '../server/db/tables/member.table';
import { HEAVY_MEMBER_OUTER_ID } from '../server/seed/scale/members.scale';
import { seedScale } from '../server/seed/scale/seed-scale';
import { searchSite } from '../server/services/search.service';
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
const sleep = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));
/** a term in thousands of records, a rare one, one nothing holds */
const SEARCH_TERMS = ['鍋', '菲耶羅', '龍捲風'] as const;

async function searchTimes(db: Database['db']) {
  const out: Record<string, { p50: number; total: number }> = {};
  for (const keyword of SEARCH_TERMS) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      total = (await searchSite(db, SearchQuery.parse({ keyword, page: String(1 + (i % 3)) }))).list.meta.total;
      times.push(performance.now() - started);
    }
    out[keyword] = { p50: percentile(times, 50), total };
  }
  return out;
}

/**
 * /api/health, which reads nothing, every 20 ms while 10 searchers run SEARCH_ROUNDS searches each,
 * back to back. Bounded by rounds, not by time: with the database in this thread the searches'
 * promises can keep the timers from ever running until they are done — which is what it measures.
 */
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 6);
async function healthUnderSearches(app: ReturnType<typeof createApp>, db: Database['db']) {
  let searches = 0;
  let running = true;
  const searchers = Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      for (let n = 0; n < SEARCH_ROUNDS; n++) {
        const keyword = SEARCH_TERMS[(i + n) % SEARCH_TERMS.length] ?? '鍋';
        await searchSite(db, SearchQuery.parse({ keyword, page: String(1 + ((i + n) % 4)) }));
        searches++;
      }
    }),
  ).finally(() => {
    running = false;
  });
  const times: number[] = [];
  while (running) {
    const started = performance.now();
    const res = await app.request('/api/health');
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(20);
  }
  await searchers;
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    probes: times.length,
    searches,
  };
}

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
  const search = await searchTimes(db);
  const health = await healthUnderSearches(app, db);
  return {
    factor,
    seedMs,
    heavyOrders,
    typicalOrders: typical.n,
    heavyPage,
    typicalPage,
    index,
    perFile,
    search,
    health,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

function report(kind: string, r: Measured) {
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
  for (const [keyword, t] of Object.entries(r.search))
    console.log(`  search ${keyword.padEnd(6)} (${String(t.total).padStart(6)} hits)  p50 ${ms(t.p50)}`);
  console.log(
    `  /api/health during 10 searches at once  p50 ${ms(r.health.p50)} p99 ${ms(r.health.p99)} max ${ms(r.health.max)}  (${r.health.probes} probes answered during ${r.health.searches} searches)`,
  );
}

function ratios(kind: string, one: Measured, many: Measured) {
  const x = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  console.log(`\n${kind} ×${many.factor} against ×1 (ratios of p50 inside this run)`);
  for (const keyword of SEARCH_TERMS) {
    const [a, b] = [many.search[keyword]?.p50 ?? Number.NaN, one.search[keyword]?.p50 ?? Number.NaN];
    console.log(`  search ${keyword.padEnd(6)} ${x(a, b)}   (${ms(b)} → ${ms(a)})`);
  }
  console.log(
    `  orders, heavy member's first page against a typical member's at ×${many.factor}: ${x(many.heavyPage.p50, many.typicalPage.p50)}`,
  );
  console.log(`  /api/health p99 during searches: ${ms(one.health.p99)} → ${ms(many.health.p99)}`);
}

async function onFreshDatabase(kind: 'PGlite' | 'PostgreSQL', factor: number): Promise<Measured> {
  if (kind === 'PGlite') {
    const database = await openDatabase({ thread: true });
    try {
      await database.migrate();
      const r = await measure(database.db, factor);
      report(`${kind} (worker thread)`, r);
      await inTheServersThread(database, factor);
      return r;
    } finally {
      await database.close();
    }
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
    const r = await measure(database.db, factor);
    report(kind, r);
    return r;
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The same data opened in the server's own thread (PGLITE_THREAD=0): what the worker spares it. */
async function inTheServersThread(threaded: Database, factor: number) {
  const client = (threaded.db as unknown as { $client: { dumpDataDir(): Promise<Blob> } }).$client;
  const same = await openDatabase({ load: await client.dumpDataDir() });
  try {
    const app = createApp({ db: same.db, env: { PUBLIC_URL: 'http://localhost', NODE_ENV: 'production' }, tickets });
    const health = await healthUnderSearches(app, same.db);
    console.log(
      `  PGlite ×${factor} in the server's thread: /api/health during 10 searches p50 ${ms(health.p50)} p99 ${ms(health.p99)} max ${ms(health.max)} (${health.probes} probes answered during ${health.searches} searches)`,
    );
  } finally {
    await same.close();
  }
}

if (!(Number.isInteger(FACTOR) && FACTOR >= 1)) {
  console.log('BENCH_SCALE names no factor (e.g. BENCH_SCALE=100): the scale bench did not run');
  process.exit(0);
}
const probe = new pg.Client({ connectionString: PG_URL });
const postgresAnswers = await probe.connect().then(
  async () => {
    await probe.end();
    return true;
  },
  () => false,
);
const wanted = process.env.BENCH_SCALE_DB;
const kinds = [
  ...(postgresAnswers && wanted !== 'pglite' ? (['PostgreSQL'] as const) : []),
  ...(wanted !== 'postgres' ? (['PGlite'] as const) : []),
];
for (const kind of kinds) {
  console.log(`\nScale (issue 26) on ${kind}: 1× and ${FACTOR}×, ${RUNS} reads each`);
  const one = await onFreshDatabase(kind, 1);
  if (FACTOR > 1) ratios(kind, one, await onFreshDatabase(kind, FACTOR));
}
