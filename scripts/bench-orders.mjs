// `npm run bench`, part 4: event orders per second through add → pay → notify, with 50 members
// at once on PGlite, and the same server's bare read (GET /api/health) in the same run, so the
// figure is read as a ratio on a shared machine. BENCH_ORDERS=0 skips it.
//
// Each order is the member's POST /api/cart/add, POST /api/cart/pay (seats taken, a payment
// attempt started) and the sandbox gateway's POST /pay/complete, which sends the signed notify to
// /api/payments/notify server to server (the order paid, its invoice issued). The members register
// at the site's own sign-in service; the server trusts X-Forwarded-For (TRUST_PROXY) so that each
// member comes from an address of its own, as real members do (the per-address registration limit).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signUpMember } from './bench-member.mjs';
import { throwawayTicketKey } from './throwaway-ticket-key.mjs';

const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 41330);
const HOST = '127.0.0.1';
const ORIGIN = `http://localhost:${PORT}`;
const MEMBERS = Number(process.env.BENCH_ORDER_MEMBERS ?? 50);
/** the seeded 年末大掃除線上工作坊 正式場: 100 seats, 2 a member, NT$300 */
const EVENT = '年末大掃除線上工作坊';

/** One member from an address of its own (the per-address registration limit); answers its fetch. */
async function member(dataDir, n) {
  const ip = `10.${(n >> 8) & 255}.${n & 255}.7`;
  return (await signUpMember({ origin: ORIGIN, dataDir, ip, tag: `${process.pid}.${n}` })).fetch;
}

/** add → pay → the sandbox's 付款 (its notify paying the order); answers whether it was paid. */
async function oneOrder(as, eventId, session, n) {
  const json = (body) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const tickets = [{ ticket_id: session.tickets[0].id, quantity: 1 }];
  await as('/api/cart/add', json({ session_id: session.id, tickets }));
  const placed = await as(
    '/api/cart/pay',
    json({
      event_id: eventId,
      session_id: session.id,
      tickets,
      participants: [{ name: '壓測會員', phone: '0912345678', email: 'bench@example.com.tw' }],
      answers: [],
      invoice: { carrier_type: 'B2C', invoice_email: 'bench@example.com.tw' },
      payment_type: '9104',
      agree: true,
      idempotency_key: `bench-${process.pid}-${n}-${Math.random().toString(36).slice(2, 12)}`,
    }),
  );
  if (placed.status !== 200) return false;
  const { data } = await placed.json();
  const paid = await as('/pay/complete', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...data.checkout.fields, outcome: 'paid' }),
  });
  return paid.status === 303;
}

function bareRead(connections) {
  return new Promise((resolve, reject) =>
    autocannon({ url: `${ORIGIN}/api/health`, connections, duration: 5 }, (err, r) =>
      err ? reject(err) : resolve(Math.round(r.requests.average)),
    ),
  );
}

export async function runOrdersBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
  const child = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST,
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
    const list = await (await fetch(`${ORIGIN}/api/events?per_page=50`)).json();
    const event = [...list.data.top, ...list.data.list.data].find((e) => e.subject === EVENT);
    const sessions = (await (await fetch(`${ORIGIN}/api/calendar_events/${event.id}`)).json()).data;
    const session = sessions.filter((s) => s.state === 'open').sort((a, b) => b.capacity - a.capacity)[0];
    const members = [];
    for (let i = 0; i < MEMBERS; i += 10) {
      members.push(
        ...(await Promise.all(Array.from({ length: Math.min(10, MEMBERS - i) }, (_, j) => member(dataDir, i + j)))),
      );
    }
    // every member buys up to the session's limit, all at once: the seats run out exactly
    const perMember = Math.min(session.purchase_limit, Math.floor(session.seats_left / members.length)) || 1;
    const started = performance.now();
    const results = await Promise.all(
      members.map(async (as, m) => {
        let paid = 0;
        for (let k = 0; k < perMember; k++) if (await oneOrder(as, event.id, session, m * 10 + k)) paid += 1;
        return paid;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const orders = results.reduce((a, b) => a + b, 0);
    const rate = orders / seconds;
    const bare = await bareRead(MEMBERS);
    const after = (await (await fetch(`${ORIGIN}/api/calendar_events/${event.id}`)).json()).data.find(
      (s) => s.id === session.id,
    );
    console.log(
      `\nEvent orders on PGlite, ${MEMBERS} members at once (add → pay → sandbox notify, ${perMember} each):` +
        `\n  ${orders} paid orders in ${seconds.toFixed(2)} s = ${rate.toFixed(1)} orders/s` +
        `\n  bare read of the same server (GET /api/health, ${MEMBERS} connections): ${bare} req/s;` +
        ` orders/s are ${((100 * rate) / bare).toFixed(2)} % of it (each order is 3 requests and a notify)` +
        `\n  seats left afterwards: ${after?.seats_left} of ${session.capacity} (no overselling)`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
