// `npm run bench`, part 7 (issue 29): the flow insight endpoint, POST /api/flow_events, at
// 2,000 moves a second for a few seconds on PGlite: sent open-loop (at the rate, whatever the
// answers' pace), each batch from an address of its own (TRUST_PROXY: members' tabs, not one
// script), each batch a real walk of the warranty machine. Prints the rate held, p50/p99 of the
// answers and any that were not 204. BENCH_FLOW=0 skips it; BENCH_FLOW_RATE, BENCH_FLOW_BATCH and
// BENCH_FLOW_SECONDS change the load. A benchmark reports, it does not gate (not run in CI).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { flowGraphOf, flowMoves } from '../machines/flow-graph';
import { warrantyMachine } from '../machines/warranty.machine';
import { throwawayTicketKey } from './throwaway-ticket-key.mjs';

const PORT = Number(process.env.BENCH_FLOW_PORT ?? 41340);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RATE = Number(process.env.BENCH_FLOW_RATE ?? 2000);
const BATCH = Number(process.env.BENCH_FLOW_BATCH ?? 10);
const SECONDS = Number(process.env.BENCH_FLOW_SECONDS ?? 5);

const version = flowGraphOf(warrantyMachine).version;
const moves = flowMoves(warrantyMachine);

/** A batch of `BATCH` moves of the machine, of one run, as a tab sends them. */
function batchBody(): string {
  const run = randomBytes(16).toString('hex');
  const events = Array.from({ length: BATCH }, (_, i) => {
    const move = moves[(i * 7 + run.charCodeAt(0)) % moves.length];
    return {
      flow: 'warranty',
      version,
      run,
      from: move?.from ?? null,
      event: move?.event ?? 'xstate.init',
      to: move?.to ?? 'choosingProduct',
      refused: move?.event.startsWith('xstate.error') ? ['purchase.invoice_number'] : [],
      ms: 500 + ((i * 997) % 20_000),
      device: i % 2 ? 'phone' : 'desktop',
      resumed: false,
    };
  });
  return JSON.stringify({ events });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-flow-'));
  const child = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: ORIGIN,
      TICKET_SIGNING_KEY: throwawayTicketKey(),
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${ORIGIN}/api/health`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
    // a short warm-up: the first requests pay for compiling and the first pages of the table
    for (let i = 0; i < 50; i++) await post(batchBody(), i);

    const flow = await openLoop((n) => post(batchBody(), 1000 + n));
    // the same server's bare read at the same request rate, in the same run: the figure is read against it
    const bare = await openLoop(async () => {
      const res = await fetch(`${ORIGIN}/api/health`);
      await res.arrayBuffer();
      return res.status === 200 ? 204 : res.status;
    });
    const requests = flow.latencies.length;
    console.log(
      `\nFlow insight on PGlite (POST /api/flow_events, ${BATCH} moves a batch, open-loop at ${RATE} moves/s for ${SECONDS} s):` +
        `\n  ${requests * BATCH} moves in ${flow.seconds.toFixed(2)} s = ${Math.round((requests * BATCH) / flow.seconds)} moves/s held` +
        `\n  answers: p50 ${percentile(flow.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(flow.latencies, 0.99).toFixed(1)} ms,` +
        ` max ${(flow.latencies.at(-1) ?? 0).toFixed(1)} ms; not 204: ${flow.refused} (target: p99 < 50 ms)` +
        `\n  bare read of the same server at the same request rate (GET /api/health): p50 ${percentile(bare.latencies, 0.5).toFixed(1)} ms,` +
        ` p99 ${percentile(bare.latencies, 0.99).toFixed(1)} ms (load average ${loadavg()[0]?.toFixed(2)})`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `RATE / BATCH` requests a second for `SECONDS`, each sent when due whatever the answers' pace. */
async function openLoop(send: (n: number) => Promise<number>) {
  const requests = Math.round((RATE / BATCH) * SECONDS);
  const gapMs = 1000 / (RATE / BATCH);
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < requests; n++) {
    const wait = started + n * gapMs - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sentAt = performance.now();
    inFlight.push(
      send(n).then((status) => {
        latencies.push(performance.now() - sentAt);
        if (status !== 204) refused += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return { latencies, refused, seconds: (performance.now() - started) / 1000 };
}

/** One batch from client `n`'s own address (the per-address limit is a tab's, not the bench's). */
async function post(body: string, n: number): Promise<number> {
  const res = await fetch(`${ORIGIN}/api/flow_events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

await main();
