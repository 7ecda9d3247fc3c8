// The server under load (issue 11), part of `npm run bench`: each route's req/s and p99 at 50
// connections, as a ratio to a bare node:http server measured in the same run, on the embedded
// PGlite and (when it answers) on PostgreSQL; an uncached member read; the server's memory after
// each route; cold start to the first answered page. Reports, never gates: the machine is shared,
// so figures move from run to run — compare ratios, not absolutes.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { signUpMember } from './bench-member.mjs';
import { throwawayTicketKey } from './throwaway-ticket-key.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const BARE_SECONDS = Number(process.env.BENCH_BARE_SECONDS ?? 3);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 41310);
const BARE_PORT = PORT + 1;
const HOST = '127.0.0.1';
const ARTICLE_SLUG = 'cast-iron-first-use';
// the machine's PostgreSQL when it answers (a database of the bench's own is made and dropped)
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * The figures before the cache (2026-11-22, this script, one run), printed beside the new ones.
 * The machine was shared with five other agents' builds and tests (load average ≈ 13 on 2 cores):
 * absolute figures are low and noisy for everything, bare node:http included; a second run of
 * PostgreSQL minutes later gave 3–35 req/s on the same routes.
 */
const BEFORE = {
  pglite: {
    bare: { rps: 15712, p99: 28 },
    'GET /api/homepage': { rps: 10, p99: 9725 },
    'GET /api/article_news?category_id=…': { rps: 53, p99: 7848 },
    'GET /api/locations': { rps: 116, p99: 5751 },
    'GET /api/article_blogs/{slug} (an article)': { rps: 322, p99: 1021 },
    'GET / (HTML, rendered on the server)': { rps: 42, p99: 7489 },
    'GET /blog/article/{slug} (HTML)': { rps: 124, p99: 6079 },
    'GET /api/article_categories?class=articleNews': { rps: 217, p99: 2246 },
    'GET /api/article_brands/99999 (a 404)': { rps: 624, p99: 411 },
    "GET /api/user/profile (a member's, uncached)": { rps: 210, p99: 2274 },
  },
  postgres: {
    bare: { rps: 24327, p99: 12 },
    'GET /api/homepage': { rps: 307, p99: 492 },
    'GET /api/article_news?category_id=…': { rps: 565, p99: 220 },
    'GET /api/locations': { rps: 209, p99: 666 },
    'GET /api/article_blogs/{slug} (an article)': { rps: 103, p99: 2038 },
    'GET / (HTML, rendered on the server)': { rps: 17, p99: 7207 },
    'GET /blog/article/{slug} (HTML)': { rps: 170, p99: 2046 },
    'GET /api/article_categories?class=articleNews': { rps: 272, p99: 647 },
    'GET /api/article_brands/99999 (a 404)': { rps: 504, p99: 454 },
    "GET /api/user/profile (a member's, uncached)": { rps: 777, p99: 294 },
  },
};

const BARE_SERVER = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"data":{"ok":true}}'); }).listen(${BARE_PORT}, '${HOST}', () => console.log('up'));`;

function waitForLine(child, text) {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
}

function rssMiB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

function load(url, headers = {}, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** A short round first: JIT, connection pools and (after the change) the cache are warm. */
async function measure(url, headers) {
  await new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: 1, headers }, (err) => (err ? reject(err) : resolve())),
  );
  const r = await load(url, headers);
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * Bare node:http, measured right before each route: on a shared machine the load of the minute
 * moves both, so each route's ratio is to its own neighbour.
 */
async function measureBare() {
  const r = await load(`http://${HOST}:${BARE_PORT}/`, {}, BARE_SECONDS);
  return { rps: Math.round(r.requests.average), p99: r.latency.p99 };
}

async function startApp(kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  let dbName = null;
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // production refuses to start without saying where its links point (server/env.ts)
    PUBLIC_URL: `http://${HOST}:${PORT}`,
    TICKET_SIGNING_KEY: throwawayTicketKey(),
  };
  if (kind === 'postgres') {
    dbName = `bench_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName}`);
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const started = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let coldStartMs = null;
  for (let i = 0; i < 600 && coldStartMs === null; i++) {
    try {
      if ((await fetch(`http://${HOST}:${PORT}/`)).ok) coldStartMs = Math.round(performance.now() - started);
    } catch {}
    if (coldStartMs === null) await new Promise((r) => setTimeout(r, 50));
  }
  return {
    pid: child.pid,
    dataDir,
    coldStartMs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function postgresAnswers() {
  try {
    await adminQuery('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function routesOf(origin) {
  const categories = await (await fetch(`${origin}/api/article_categories?class=articleNews`)).json();
  const newsCategory = categories.data[0]?.id;
  return [
    { name: 'GET /api/homepage', path: '/api/homepage', target: true },
    {
      name: 'GET /api/article_news?category_id=…',
      path: `/api/article_news?category_id=${newsCategory}`,
      target: true,
    },
    { name: 'GET /api/locations', path: '/api/locations', target: true },
    { name: 'GET /api/article_blogs/{slug} (an article)', path: `/api/article_blogs/${ARTICLE_SLUG}`, target: true },
    { name: 'GET / (HTML, rendered on the server)', path: '/', target: true },
    { name: 'GET /blog/article/{slug} (HTML)', path: `/blog/article/${ARTICLE_SLUG}`, target: true },
    // the same pages as browsers ask for them: the cache's brotli form, a fifth of the bytes (a
    // rendered page carries its HTML, stylesheets and query cache, ≈ 30–55 KB as it is)
    { name: 'GET / (HTML, br as browsers ask)', path: '/', headers: BROWSER_ENCODING, target: true },
    {
      name: 'GET /blog/article/{slug} (HTML, br)',
      path: `/blog/article/${ARTICLE_SLUG}`,
      headers: BROWSER_ENCODING,
      target: true,
    },
    { name: 'GET /api/article_categories?class=articleNews', path: '/api/article_categories?class=articleNews' },
    { name: 'GET /api/article_brands/99999 (a 404)', path: '/api/article_brands/99999', expect404: true },
  ];
}

async function benchDatabase(kind) {
  const app = await startApp(kind);
  const origin = `http://${HOST}:${PORT}`;
  const rows = [];
  try {
    for (const route of await routesOf(origin)) {
      const bare = await measureBare();
      const m = await measure(origin + route.path, route.headers);
      rows.push({ ...route, ...m, bare, rssMiB: rssMiB(app.pid) });
    }
    // a member with a session, signed up through the site's own sign-in service
    const { authorization: token } = await signUpMember({ origin, dataDir: app.dataDir });
    const bare = await measureBare();
    const m = await measure(`${origin}/api/user/profile`, { authorization: token });
    rows.push({ name: "GET /api/user/profile (a member's, uncached)", ...m, bare, rssMiB: rssMiB(app.pid) });
  } finally {
    await app.stop();
  }
  return { kind, coldStartMs: app.coldStartMs, rows };
}

const fmt = (n) => (n === undefined || n === null ? '–' : String(n));

function printTable(result) {
  const before = BEFORE[result.kind] ?? {};
  const bares = result.rows.map((r) => r.bare.rps);
  console.log(
    `\n${result.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${CONNECTIONS} connections, ${SECONDS} s per route; bare node:http ${Math.min(...bares)}–${Math.max(...bares)} req/s (${BARE_SECONDS} s before each route); cold start to the first page ${fmt(result.coldStartMs)} ms`,
  );
  console.log(
    `(before: bare node:http ${fmt(before.bare?.rps)} req/s in its own run; each "% of bare" is its run's own)`,
  );
  console.log(
    '| request | req/s before | p99 before | % of bare before | req/s now | p99 now | bare now | % of bare now | errors / non-2xx | RSS after (MiB) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of result.rows) {
    const b = before[r.name] ?? {};
    const pct = ((100 * r.rps) / r.bare.rps).toFixed(1);
    const pctBefore = b.rps !== undefined && before.bare ? `${((100 * b.rps) / before.bare.rps).toFixed(1)} %` : '–';
    const bad = `${r.errors} / ${r.expect404 ? `${r.non2xx} (404 expected)` : r.non2xx}`;
    console.log(
      `| \`${r.name}\` | ${fmt(b.rps)} | ${b.p99 === undefined ? '–' : `${b.p99} ms`} | ${pctBefore} | ${r.rps} | ${r.p99} ms | ${r.bare.rps} | ${pct} % | ${bad} | ${fmt(r.rssMiB)} |`,
    );
  }
  // the JSON the BEFORE table above is made from, for the next comparison
  if (process.env.BENCH_VERBOSE)
    console.log(JSON.stringify(Object.fromEntries(result.rows.map((r) => [r.name, { rps: r.rps, p99: r.p99 }]))));
}

/**
 * A fresh clone also builds before it starts: the build's own time (vite build, then the
 * compressed forms of its files), into a folder of its own (the working copy's dist/ is left
 * alone). BENCH_COLD_BUILD=1 adds it to the report.
 */
async function buildMs() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  const started = performance.now();
  const child = spawn('node', ['node_modules/.bin/vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  // the build's last step: the compressed forms of its files (npm run build's postbuild)
  const compressed =
    code === 0 &&
    (await new Promise((resolve) =>
      spawn('node', ['scripts/precompress-dist.mjs', outDir], { stdio: ['ignore', 'ignore', 'inherit'] }).once(
        'exit',
        (c) => resolve(c === 0),
      ),
    ));
  rmSync(outDir, { recursive: true, force: true });
  return compressed ? Math.round(performance.now() - started) : null;
}

export async function runLoadBench() {
  if (process.env.BENCH_COLD_BUILD === '1')
    console.log(`\nvite build (a fresh clone's first step): ${fmt(await buildMs())} ms`);
  const bareChild = spawn('node', ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  await waitForLine(bareChild, 'up');
  try {
    const pgUp = await postgresAnswers();
    // BENCH_KINDS=postgres (or pglite) measures one database alone
    const wanted = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',');
    const kinds = wanted.filter((k) => k === 'pglite' || (k === 'postgres' && pgUp));
    if (wanted.includes('postgres') && !pgUp) console.log('\n(PostgreSQL skipped: no answer at BENCH_DATABASE_URL)');
    for (const kind of kinds) printTable(await benchDatabase(kind));
  } finally {
    bareChild.kill();
  }
}
