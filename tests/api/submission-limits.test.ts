import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '../../schemas/product-info.schema';
import { contactMessages } from '../../server/db/tables/contact-message.table';
import { inhomeRequests } from '../../server/db/tables/inhome-request.table';
import { members } from '../../server/db/tables/member.table';
import { rateLimits } from '../../server/db/tables/rate-limit.table';
import { repairs } from '../../server/db/tables/repair.table';
import { type SubmissionForm, type Submitter, submissionRules } from '../../server/services/rate-limit.service';
import { validMessage } from '../models/contact.model';
import { freshDbForFile, testApp } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import { inhomeVisit, productIds, VACUUM, validAddresses, validInvoice } from '../support/service-fixtures';
import { signedInMember, tempDataDir } from '../support/sso-browser';

// The limits of the forms that write and mail (issue 22), at their real defaults, written out here:
// raising or lowering one fails a test. Requests come from addresses of the test's choosing (the
// socket's address, as the server sees it without a proxy).
const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db, { env: { DATA_DIR: tempDataDir() } });

let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp}`;
const json = async <T>(res: Response) => (await res.json()) as T;

const post = (path: string, body: unknown, ip: string, auth: Record<string, string> = {}) =>
  app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );

async function expectLimited(res: Response) {
  const answer = await json<{ message: string }>(res);
  expect(res.status, JSON.stringify(answer)).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  expect(answer.message).toMatch(/^送出次數過多，請於 \d+ 分鐘後再試。$/);
}

/** The counters of `form` for `who` as if `hits` submissions had been sent just now. */
async function alreadyCounted<F extends SubmissionForm>(form: F, who: Submitter<F>, scope: string, hits: number) {
  const rule = submissionRules(form, who).find((r) => r.key.startsWith(`${form}:${scope}:`));
  if (!rule) throw new Error(`${form} has no ${scope} limit`);
  await db.insert(rateLimits).values({ key: rule.key, windowStart: sql`now()`, hits });
}

const message = (email: string) => ({ ...validMessage, email });
const sendMessage = async (email: string, ip: string, auth: Record<string, string> = {}) =>
  post('/api/contact', { ...message(email), google_recaptcha_token: await solveCaptcha(app) }, ip, auth);
const storedTo = (email: string) => db.$count(contactMessages, eq(contactMessages.email, email));

describe('POST /api/contact: the acknowledgement goes to the address the sender types', () => {
  it('per address: 10 messages to 10 strangers pass, the 11th is refused (429, Retry-After), nothing sent', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await sendMessage(`victim${i}@example.com`, ip)).status).toBe(200);
    await expectLimited(await sendMessage('victim10@example.com', ip));
    expect(await storedTo('victim10@example.com')).toBe(0);
    // another address is not held back by it
    expect((await sendMessage('victim10@example.com', nextIp())).status).toBe(200);
  });

  it('per recipient: 5 messages to one address from 5 places pass, the 6th is refused wherever it comes from', async () => {
    const target = 'target@example.com';
    for (let i = 0; i < 5; i++) expect((await sendMessage(target, nextIp())).status).toBe(200);
    const ip = nextIp();
    await expectLimited(await sendMessage(target, ip));
    // the address is counted as the server keeps it (lower case), however it is typed
    await expectLimited(await sendMessage('Target@Example.com', nextIp()));
    expect(await storedTo(target)).toBe(5);
    // the place itself may still write to someone else
    expect((await sendMessage('someone.else@example.com', ip)).status).toBe(200);
  });

  it('counts only what is sent: refused messages (a bad captcha) do not use up the limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/contact', { ...message('typo@example.com'), google_recaptcha_token: 'x' }, ip);
      expect(res.status).toBe(422);
    }
    expect((await sendMessage('typo@example.com', ip)).status).toBe(200);
  });
});

const infos = (await json<{ data: ProductInfo[] }>(await app.request('/api/option/products?type=all'))).data;
const vacuum = productIds(infos, VACUUM.brand, VACUUM.model);
const inhomeRequest = () => ({
  brand_id: vacuum.brand_id,
  model_id: vacuum.model_id,
  problem: '需要到府檢查。',
  ...inhomeVisit(),
});
/** A signed-in member with their id (their counters are named by it). */
async function memberWithId() {
  const member = await signedInMember(app);
  const email = member.account.email.toLowerCase();
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return { ...member, id: row.id, email };
}

const requestInhome = async (auth: Record<string, string>, ip: string) =>
  post('/api/user/inhome_services', { ...inhomeRequest(), google_recaptcha_token: await solveCaptcha(app) }, ip, auth);
const generalRepair = () => ({
  type: 'general',
  items: [{ ...vacuum, serial: VACUUM.serial, problem: '集塵盒卡榫斷裂，無法扣上。' }],
  ...validAddresses,
  ...validInvoice,
});
const submitRepair = async (auth: Record<string, string>, ip: string) =>
  post('/api/user/repairs', { ...generalRepair(), google_recaptcha_token: await solveCaptcha(app) }, ip, auth);

describe('member forms: limits a real member never meets', () => {
  it('per member: 20 in-home requests in an hour pass, the 21st is refused, and another member goes on', async () => {
    const member = await memberWithId();
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await requestInhome(member.auth, ip)).status).toBe(200);
    await expectLimited(await requestInhome(member.auth, nextIp()));
    expect(await db.$count(inhomeRequests, eq(inhomeRequests.memberId, member.id))).toBe(20);
    expect((await requestInhome((await signedInMember(app)).auth, ip)).status).toBe(200);
  });

  it('per address: the 101st repair from one address is refused, whichever member sends it', async () => {
    const ip = nextIp();
    await alreadyCounted('repair', { member: 0, ip }, 'ip', 99);
    const [one, two] = [await signedInMember(app), await signedInMember(app)];
    expect((await submitRepair(one.auth, ip)).status).toBe(200);
    const before = await db.$count(repairs);
    await expectLimited(await submitRepair(two.auth, ip));
    expect(await db.$count(repairs)).toBe(before);
    expect((await submitRepair(two.auth, nextIp())).status).toBe(200);
  });

  it('per member, for every form: orders, gift claims, in-home requests, warranties and repairs', async () => {
    const member = await memberWithId();
    const ip = nextIp();
    for (const form of ['eventOrder', 'giftClaim', 'inhome', 'warranty', 'repair'] as const) {
      const rules = submissionRules(form, { member: member.id, ip });
      expect(rules.map((r) => [r.key, r.limit, r.windowSeconds])).toEqual([
        [`${form}:member:${member.id}`, 20, 3600],
        [`${form}:ip:${ip}`, 100, 3600],
      ]);
    }
    // the order is counted before anything else: past the limit, even a well-formed order is refused
    await alreadyCounted('eventOrder', { member: member.id, ip }, 'member', 20);
    await expectLimited(
      await post(
        '/api/cart/pay',
        {
          event_id: 1,
          session_id: 1,
          tickets: [{ ticket_id: 1, quantity: 1 }],
          participants: [{ name: '參加者', phone: '0912345678', email: 'p0@example.com' }],
          answers: [],
          payment_type: '9104',
          invoice: { carrier_type: 'B2C', invoice_email: 'buyer@example.com' },
          agree: true,
          idempotency_key: 'limit-test-order-0001',
        },
        ip,
        member.auth,
      ),
    );
  });

  it('a busy member’s hour is not limited: messages, in-home requests and repairs from one household', async () => {
    const member = await memberWithId();
    const partner = await memberWithId();
    const home = nextIp();
    for (let i = 0; i < 3; i++) expect((await sendMessage(member.email, home, member.auth)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await sendMessage(partner.email, home, partner.auth)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await requestInhome(member.auth, home)).status).toBe(200);
      expect((await submitRepair(partner.auth, home)).status).toBe(200);
    }
  });
});
