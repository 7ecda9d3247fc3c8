// Screenshots of the pages the look-and-feel review judges (issue 23), on a 390 px phone and a
// 1366 px desktop, as JPEGs of the first screen: `node scripts/screenshots.mjs <folder>`
// (SHOTS_SCREENS=2: the first two screens, down to the cards and their pictures).
// Starts the built server on its own port and data folder (as the browser tests do), registers a
// demo member at the site's own sign-in service for the member pages, and saves one file per page
// and size into <folder> (default docs/decisions/look-and-feel/after).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { register } from 'tsx/esm/api';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };
import { throwawayTicketKey } from './throwaway-ticket-key.mjs';

register();
const { readMail } = await import('../tests/support/eml.ts');

const PORT = Number(process.env.SHOTS_PORT ?? process.env.E2E_PORT ?? 3916);
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = process.env.SHOTS_DATA_DIR ?? `.tmp/shots-${PORT}`;
const OUT = process.argv[2] ?? 'docs/decisions/look-and-feel/after';
const SCREENS = Number(process.env.SHOTS_SCREENS ?? 1);

/** The eight pages of the review; `member` ones need the demo member signed in. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'events', path: '/events' },
  { name: 'event', path: '/events/1' },
  { name: 'flow-step', path: '/services/repair/form', member: true },
  { name: 'member', path: '/member', member: true },
  { name: 'locations', path: '/locations' },
  { name: 'service', path: '/services/repair' },
  // the newest HENCE article: ids are shared by every class of article, so the seed's first is a brand's story
  { name: 'article', path: async () => `/hence/article/${(await api('/api/homepage/article')).data.articles[0].id}` },
];
const api = async (path) => (await fetch(`${ORIGIN}${path}`)).json();
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
];

async function startServer() {
  // a server already on the port (SHOTS_PORT): use it as it is
  if (
    await fetch(`${ORIGIN}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    return null;
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: ORIGIN,
      TRUST_PROXY: 'true',
      TICKET_SIGNING_KEY: throwawayTicketKey(),
    },
    stdio: ['ignore', process.env.SHOTS_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${ORIGIN}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** The newest mailed link to `email` matching `pattern` (the server's outbox folder). */
async function mailedLink(email, pattern) {
  const outbox = path.join(DATA_DIR, 'outbox');
  for (let i = 0; i < 40; i++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    const mail = files
      .sort()
      .map((f) => readMail(readFileSync(path.join(outbox, f), 'utf8')))
      .findLast((m) => m.to.includes(email));
    const link = mail && pattern.exec(mail.text)?.[0];
    if (link) return new URL(link);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${email}`);
}

/** Registers and signs in a demo member on the context's cookie jar (tests/support/e2e-member.ts). */
async function signIn(context) {
  const request = context.request;
  const headers = { origin: ORIGIN, 'x-forwarded-for': '198.18.250.1' };
  await request.get(`${ORIGIN}/sso/register`);
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'sso_csrf')?.value;
  const email = `demo.${Date.now().toString(36)}@example.com.tw`;
  const password = 'correct horse 8';
  const sent = await request.post(`${ORIGIN}/sso/register`, {
    form: {
      _csrf: csrf,
      name: '林好生',
      email,
      mobile: '0912345678',
      password,
      password_confirmation: password,
      agree: 'on',
      return_to: '/',
      banner: '1',
    },
    headers,
    maxRedirects: 0,
  });
  if (sent.status() !== 200)
    throw new Error(`registration refused: ${sent.status()} ${(await sent.text()).slice(0, 2000)}`);
  const link = await mailedLink(email, /https?:\/\/\S+\/sso\/register\/confirm\?\S+/);
  const confirm = await request.post(`${ORIGIN}/sso/register/confirm`, {
    form: { _csrf: csrf, ...Object.fromEntries(link.searchParams) },
    headers,
    maxRedirects: 0,
  });
  const back = new URL(confirm.headers().location ?? '', ORIGIN);
  const login = await request.post(`${ORIGIN}/api/auth/login`, {
    data: { outer_id: back.searchParams.get('outer_id'), access_token: back.searchParams.get('id_token') },
    headers,
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  await placeOrder(request, email);
}

/** A seat at the first open event, waiting for payment: the member area then has something coming. */
async function placeOrder(request, email) {
  const { data: events } = await (await request.get(`${ORIGIN}/api/events?status=true&cost_plan=paid`)).json();
  const event = [...events.top, ...events.list.data][0];
  if (!event) return;
  const { data: sessions } = await (await request.get(`${ORIGIN}/api/calendar_events/${event.id}`)).json();
  const session = sessions.find((s) => s.state === 'open');
  const ticket = session?.tickets.find((t) => t.left > 0);
  if (!ticket) return;
  const placed = await request.post(`${ORIGIN}/api/cart/pay`, {
    data: {
      event_id: event.id,
      session_id: session.id,
      tickets: [{ ticket_id: ticket.id, quantity: 2 }],
      participants: [
        { name: '林好生', phone: '0912345678', email },
        { name: '林小好', phone: '0912345679', email },
      ],
      answers: [],
      invoice: { carrier_type: 'B2C', invoice_email: email },
      payment_type: '9101',
      agree: true,
      idempotency_key: `shots-${Date.now()}`,
    },
  });
  if (!placed.ok()) console.warn(`no demo order: ${placed.status()} ${await placed.text()}`);
}

const server = await startServer();
let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  mkdirSync(OUT, { recursive: true });
  for (const size of SIZES) {
    const { name: sizeName, ...options } = size;
    const context = await browser.newContext({ ...options, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
    let signedIn = false;
    for (const page of PAGES) {
      if (page.member && !signedIn) {
        await signIn(context);
        signedIn = true;
      }
      const tab = await context.newPage();
      const where = typeof page.path === 'function' ? await page.path() : page.path;
      await tab.goto(`${ORIGIN}${where}`, { waitUntil: 'networkidle' });
      await tab.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
      await tab.waitForTimeout(400);
      const file = path.join(OUT, `${page.name}-${sizeName}.jpg`);
      const { width, height } = options.viewport;
      const tall = Math.min(height * SCREENS, await tab.evaluate(() => document.documentElement.scrollHeight));
      await tab.screenshot({
        path: file,
        type: 'jpeg',
        quality: 70,
        ...(SCREENS > 1 ? { fullPage: true, clip: { x: 0, y: 0, width, height: tall } } : {}),
      });
      console.log(file);
      await tab.close();
    }
    await context.close();
  }
} finally {
  await browser?.close();
  server?.kill();
}
