import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GiftClaim } from '../../schemas/gift-apply.schema';
import type { UploadedMedia } from '../../schemas/media.schema';
import type { StaffGiftClaim, StaffGiftClaimRow } from '../../schemas/staff-gift-claim.schema';
import type { StaffGift, StaffGiftEvent } from '../../schemas/staff-gift-event.schema';
import { giftChoices } from '../../server/db/tables/gift-choice.table';
import { memberMails } from '../../server/db/tables/member-mail.table';
import { mailRenderer } from '../../server/mail/mail-templates';
import { testTickets } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import { giftClaimBody } from '../support/gift-claim';
import { type Auth, type RouteCall, staffApiForFile } from '../support/staff-api';

// a cheap captcha: each claim solves its own
const s = await staffApiForFile({ env: { CAPTCHA_MAX_NUMBER: 20 } });
const { db, app, call, data } = s;
const service = await s.staffMember(['service']);
const events = await s.staffMember(['events']);
const editor = await s.staffMember(['editor']);
const member = await s.member();

const photo = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#eee' } })
  .png()
  .toBuffer();
async function uploadPhotos(auth: Auth): Promise<UploadedMedia[]> {
  const body = new FormData();
  for (const name of ['invoice.png', 'product.png'])
    body.append('files', new Blob([new Uint8Array(photo)], { type: 'image/png' }), name);
  const res = await app.request('/api/user/medias/gift', { method: 'POST', headers: auth, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: UploadedMedia[] }).data.map(({ id, url, name }) => ({ id, url, name }));
}

/** A claim of the demo's first event's first gift, sent by `member` through the site's API. */
async function claim(): Promise<GiftClaim> {
  const body = giftClaimBody({ medias: await uploadPhotos(member.auth), token: await solveCaptcha(app) });
  const res = await app.request('/api/submit_gift_event', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...member.auth },
    body: JSON.stringify(body),
  });
  return data<GiftClaim>(res);
}

const stock = async () =>
  (await db.select({ stock: giftChoices.stock }).from(giftChoices).where(eq(giftChoices.id, 1)))[0]?.stock ?? -1;
const mailKeys = async () => (await db.select({ key: memberMails.key }).from(memberMails)).map((m) => m.key);
const render = mailRenderer({ db, tickets: testTickets, origin: 'http://localhost' });
const decide = (id: number, body: object, auth = service.auth) =>
  call('POST', `/api/staff/gift-claims/${id}/decision`, auth, body);
const ship = (id: number, body: object, auth = service.auth) =>
  call('POST', `/api/staff/gift-claims/${id}/shipment`, auth, body);
const memberClaim = async (id: number) =>
  (await data<GiftClaim[]>(await call('GET', '/api/user/gift_claims', member.auth))).find((c) => c.id === id);

describe('the console gift-claim and gift-event API', () => {
  it('asks a guest to sign in, refuses a member and the roles events and editor; service reads', async () => {
    const routes: RouteCall[] = [
      ['GET', '/api/staff/gift-claims'],
      ['GET', '/api/staff/gift-claims/1'],
      ['POST', '/api/staff/gift-claims/1/decision', { decision: 'approve' }],
      ['POST', '/api/staff/gift-claims/1/shipment', { carrier: '黑貓宅急便', tracking_number: 'TW12345678' }],
      ['GET', '/api/staff/gift-claims/1/medias/1'],
      ['GET', '/api/staff/gift-events'],
      ['GET', '/api/staff/gift-events/1'],
      ['PUT', '/api/staff/gift-events/1', { subject: 'x' }],
      ['POST', '/api/staff/gift-events/1/gifts', { name: 'x', stock: 1 }],
      ['PUT', '/api/staff/gift-events/1/gifts/1', { name: 'x' }],
    ];
    await s.guarded(routes, member);
    for (const person of [events, editor]) {
      for (const [method, path, body] of routes) {
        expect((await call(method, path, person.auth, body)).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await call('GET', '/api/staff/gift-claims', service.auth)).status).toBe(200);
    expect((await call('GET', '/api/staff/gift-events', service.auth)).status).toBe(200);
  });
});

describe('POST /api/staff/gift-claims/{id}/decision', () => {
  it('shows a claim with its invoice and photos, each photo to staff at the console address only', async () => {
    const sent = await claim();
    const list = await data<StaffGiftClaimRow[]>(
      await call('GET', `/api/staff/gift-claims?state=submitted&q=${sent.invoice_number}`, service.auth),
    );
    expect(list.map((c) => c.id)).toEqual([sent.id]);
    const read = await data<StaffGiftClaim>(await call('GET', `/api/staff/gift-claims/${sent.id}`, service.auth));
    expect(read).toMatchObject({
      invoice_number: sent.invoice_number,
      invoice_amount: 12_800,
      invoice_products: 'HS 無線吸塵器 V12',
      channel_name: expect.any(String),
      state: 'submitted',
      moves: ['approve', 'refuse'],
    });
    expect(read.medias).toHaveLength(2);
    const picture = await call('GET', read.medias[0]?.url ?? '', service.auth);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    // another claim's photo is not this claim's: 404
    const other = await claim();
    const otherPhoto = (
      await data<StaffGiftClaim>(await call('GET', `/api/staff/gift-claims/${other.id}`, service.auth))
    ).medias[0]?.id;
    expect((await call('GET', `/api/staff/gift-claims/${sent.id}/medias/${otherPhoto}`, service.auth)).status).toBe(
      404,
    );
  });

  it('refuses a refusal without its reason, in Chinese, and changes nothing', async () => {
    const sent = await claim();
    await s.refused(await decide(sent.id, { decision: 'refuse', reason: '  ' }), 'reason', /原因/);
    await s.refused(await decide(sent.id, { decision: 'maybe' }), 'decision');
    expect((await memberClaim(sent.id))?.state).toBe('submitted');
  });

  it('refuses with a reason: the gift back in stock, the member mailed and shown the reason, audited', async () => {
    const sent = await claim();
    const before = await stock();
    const refused = await data<StaffGiftClaim>(
      await decide(sent.id, { decision: 'refuse', reason: '發票日期不在活動期間內。' }),
    );
    expect(refused).toMatchObject({ state: 'rejected', reject_reason: '發票日期不在活動期間內。', moves: [] });
    expect(refused.decided_by_email).toBe(service.account.email);
    expect(await stock()).toBe(before + 1);
    expect(await memberClaim(sent.id)).toMatchObject({ state: 'rejected', reject_reason: '發票日期不在活動期間內。' });

    expect(await mailKeys()).toContain(`gift-claim:${sent.id}:rejected`);
    const mail = await render({ template: 'gift-claim', data: { claimId: sent.id, kind: 'rejected' } });
    expect(mail?.to).toBe(member.account.email);
    expect(mail?.subject).toContain('未通過審核');
    expect(mail?.text).toContain('原因：發票日期不在活動期間內。');
    expect(mail?.text).toContain('http://localhost/member');

    const [entry] = await s.audit(`entity=gift_claim&entity_id=${sent.id}`);
    expect(entry).toMatchObject({
      action: 'gift_claim.rejected',
      actor_email: service.account.email,
      before: { state: 'submitted' },
      after: { state: 'rejected', reject_reason: '發票日期不在活動期間內。' },
    });

    // done: neither decided again nor shipped, and the stock is not given back twice
    expect((await decide(sent.id, { decision: 'refuse', reason: '再一次' })).status).toBe(409);
    expect((await decide(sent.id, { decision: 'approve' })).status).toBe(409);
    expect((await ship(sent.id, { carrier: '黑貓宅急便', tracking_number: 'TW12345678' })).status).toBe(409);
    expect(await stock()).toBe(before + 1);
  });

  it('decides once when two refusals race: one 200, one 409, one gift back', async () => {
    const sent = await claim();
    const before = await stock();
    const answers = await Promise.all([
      decide(sent.id, { decision: 'refuse', reason: '照片不清楚。' }),
      decide(sent.id, { decision: 'refuse', reason: '照片不清楚。' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stock()).toBe(before + 1);
  });

  it('approves, then ships with a carrier and tracking number the member reads', async () => {
    const sent = await claim();
    const before = await stock();
    expect((await ship(sent.id, { carrier: '黑貓宅急便', tracking_number: 'TW12345678' })).status).toBe(409);
    const approved = await data<StaffGiftClaim>(await decide(sent.id, { decision: 'approve' }));
    expect(approved).toMatchObject({ state: 'approved', reject_reason: null, moves: ['ship'] });
    expect(await stock()).toBe(before);
    expect(await mailKeys()).toContain(`gift-claim:${sent.id}:approved`);

    await s.refused(await ship(sent.id, { carrier: '黑貓宅急便', tracking_number: '12' }), 'tracking_number');
    await s.refused(await ship(sent.id, { carrier: '', tracking_number: 'TW12345678' }), 'carrier');
    const shipped = await data<StaffGiftClaim>(
      await ship(sent.id, { carrier: '黑貓宅急便', tracking_number: 'TW12345678' }),
    );
    expect(shipped).toMatchObject({ state: 'shipped', carrier: '黑貓宅急便', tracking_number: 'TW12345678' });
    expect(shipped.shipped_at).toEqual(expect.any(String));
    expect(await memberClaim(sent.id)).toMatchObject({
      state: 'shipped',
      carrier: '黑貓宅急便',
      tracking_number: 'TW12345678',
    });
    const [row] = await db
      .select()
      .from(memberMails)
      .where(eq(memberMails.key, `gift-claim:${sent.id}:shipped`));
    expect(row?.template).toBeTruthy();
    const mail = await render(row?.template as never);
    expect(mail?.text).toContain('物流單號：TW12345678');
    expect(mail?.text).toContain('物流業者：黑貓宅急便');
    expect((await ship(sent.id, { carrier: '黑貓宅急便', tracking_number: 'TW87654321' })).status).toBe(409);
  });

  it('answers 404 for a claim that does not exist', async () => {
    expect((await call('GET', '/api/staff/gift-claims/999999', service.auth)).status).toBe(404);
    expect((await decide(999999, { decision: 'approve' })).status).toBe(404);
  });
});

describe('PUT /api/staff/gift-events/{id} and its gifts', () => {
  it('saves an event from its version, refuses a stale save with the event as it is, audited', async () => {
    const event = await data<StaffGiftEvent>(await call('GET', '/api/staff/gift-events/1', service.auth));
    expect(event.gifts.length).toBeGreaterThan(0);
    const input = {
      subject: `${event.subject}（延長）`,
      summary: event.summary,
      started_on: event.started_on,
      ended_on: event.ended_on,
      apply_ended_on: event.apply_ended_on,
      min_amount: 5000,
      is_top: event.is_top,
    };
    const saved = await data<StaffGiftEvent>(
      await call('PUT', '/api/staff/gift-events/1', service.auth, { ...input, version: event.version }),
    );
    expect(saved).toMatchObject({ subject: input.subject, min_amount: 5000, version: event.version + 1 });
    const current = await s.stale<StaffGiftEvent>(
      await call('PUT', '/api/staff/gift-events/1', service.auth, { ...input, min_amount: 1, version: event.version }),
    );
    expect(current.min_amount).toBe(5000);
    await s.refused(
      await call('PUT', '/api/staff/gift-events/1', service.auth, {
        ...input,
        ended_on: '2000-01-01',
        version: saved.version,
      }),
      'ended_on',
    );
    const [entry] = await s.audit('entity=gift_event&entity_id=1');
    expect(entry).toMatchObject({ action: 'gift_event.update', after: { min_amount: 5000 } });
  });

  it('adds to and takes from a gift stock without writing over claims, never below zero', async () => {
    const gift = await data<StaffGift>(
      await call('POST', '/api/staff/gift-events/1/gifts', service.auth, { name: '保溫杯', stock: 3 }),
    );
    expect(gift).toMatchObject({ name: '保溫杯', stock: 3, claimed: 0 });
    const path = `/api/staff/gift-events/1/gifts/${gift.id}`;
    const more = await data<StaffGift>(
      await call('PUT', path, service.auth, { name: '保溫杯 500ml', stock_change: 7 }),
    );
    expect(more).toMatchObject({ name: '保溫杯 500ml', stock: 10 });
    await s.refused(await call('PUT', path, service.auth, { name: '保溫杯', stock_change: -11 }), 'stock_change', /10/);
    const fewer = await data<StaffGift>(await call('PUT', path, service.auth, { name: '保溫杯', stock_change: -10 }));
    expect(fewer.stock).toBe(0);
    const [entry] = await s.audit(`entity=gift_choice&entity_id=${gift.id}`);
    expect(entry).toMatchObject({
      action: 'gift.update',
      before: { stock: 10 },
      after: { stock: 0, stock_change: -10 },
    });
    expect((await call('PUT', '/api/staff/gift-events/2/gifts/1', service.auth, { name: 'x' })).status).toBe(404);
  });
});
