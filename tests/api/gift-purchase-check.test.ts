import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { UploadedMedia } from '../../schemas/media.schema';
import { giftChoices } from '../../server/db/tables/gift-choice.table';
import { giftClaims } from '../../server/db/tables/gift-claim.table';
import { giftEvents } from '../../server/db/tables/gift-event.table';
import { rateLimits } from '../../server/db/tables/rate-limit.table';
import { GIFT_PURCHASE_CHECKS_PER_HOUR } from '../../server/routes/gift-claims.routes';
import { freshDbForFile, testApp } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import { freshInvoiceNumber, giftClaimBody, taipeiDay } from '../support/gift-claim';
import { signedInMember, tempDataDir } from '../support/sso-browser';

/**
 * `POST /api/check_gift_purchase`: asked when step 1 of the gift claim is sent. Whether this
 * purchase (the invoice, its date, amount and channel) can still claim a gift of this event: one
 * claim per invoice whoever sent it, the event's window, channels and minimum, from the server's
 * own data. Members only, counted per member, validated by the purchase step's schema; it says
 * yes or names the refused field, and nothing of the claim or member that holds an invoice.
 */

const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db, { env: { DATA_DIR: tempDataDir(), CAPTCHA_MAX_NUMBER: 20 } });

type Auth = Record<string, string>;
type Answer = { message?: string; data?: unknown; errors?: Record<string, string[]> };
const json = async (res: Response) => (await res.json()) as Answer;

/** Step 1 of a claim of the demo's first event (HS 無線吸塵器購機禮: min NT$3,000, channel 1). */
const purchase = (overrides: Record<string, unknown> = {}) => {
  const { medias: _m, items: _i, receive_name: _n, token: _t, ...step1 } = giftClaimBody();
  return { ...step1, invoice_number: freshInvoiceNumber('CK'), ...overrides };
};
const check = (body: object, auth: Auth) =>
  app.request('/api/check_gift_purchase', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
  });

const photo = sharp({ create: { width: 8, height: 6, channels: 3, background: '#eee' } })
  .png()
  .toBuffer();
async function uploadPhotos(auth: Auth): Promise<UploadedMedia[]> {
  const body = new FormData();
  for (const name of ['invoice.png', 'product.png'])
    body.append('files', new Blob([new Uint8Array(await photo)], { type: 'image/png' }), name);
  const res = await app.request('/api/user/medias/gift', { method: 'POST', headers: auth, body });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: UploadedMedia[] }).data.map(({ id, url, name }) => ({ id, url, name }));
}
/** A real claim sent to the end, so that its invoice is taken. */
async function claim(auth: Auth, invoice: { invoice_number: string; random_code: string; tax_id?: string }) {
  const res = await app.request('/api/submit_gift_event', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({
      ...giftClaimBody(invoice),
      medias: await uploadPhotos(auth),
      token: await solveCaptcha(app),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const claimCount = () => db.$count(giftClaims);
const stockOf = async (choiceId: number) =>
  (await db.select({ stock: giftChoices.stock }).from(giftChoices).where(eq(giftChoices.id, choiceId)))[0]?.stock;

const alice = await signedInMember(app);
const bob = await signedInMember(app);

describe('POST /api/check_gift_purchase', () => {
  it('turns a guest away (401)', async () => {
    const res = await check(purchase(), {});
    expect(res.status).toBe(401);
  });

  it('says yes to a purchase that can claim, and takes or writes nothing', async () => {
    const [claims, stock] = [await claimCount(), await stockOf(1)];
    const res = await check(purchase(), alice.auth);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { claimable: true } });
    expect(await claimCount()).toBe(claims);
    expect(await stockOf(1)).toBe(stock);
  });

  it('refuses an invoice claimed before, whoever asks, on invoice_number, and says nothing of whose claim it is', async () => {
    const invoice = { invoice_number: freshInvoiceNumber('DP'), random_code: '0042' };
    expect((await check(purchase(invoice), alice.auth)).status).toBe(200);
    await claim(alice.auth, invoice);
    for (const member of [alice, bob]) {
      const res = await check(purchase(invoice), member.auth);
      const answer = await json(res);
      expect(res.status).toBe(422);
      expect(answer.errors).toEqual({ invoice_number: ['此發票已申請過贈品，每張發票限申請一次。'] });
      // the message and the field, nothing more: no claim, member, email or date of the claim
      expect(Object.keys(answer).sort()).toEqual(['errors', 'message']);
      expect(JSON.stringify(answer)).not.toContain(alice.account.email);
    }
    // typed as a member types it (lower case, a hyphen): the same invoice
    const typed = `${invoice.invoice_number.slice(0, 2).toLowerCase()}-${invoice.invoice_number.slice(2)}`;
    expect((await check(purchase({ ...invoice, invoice_number: typed }), bob.auth)).status).toBe(422);
    // another random code does not make another invoice (the site cannot verify it), nor none with
    // a buyer's 統一編號 (a company's invoice): the number is the invoice (issue 22 item 3)
    for (const again of [{ random_code: '0043' }, { random_code: '9999' }, { random_code: '', tax_id: '04595257' }]) {
      const res = await check(purchase({ ...invoice, ...again }), bob.auth);
      expect(res.status, JSON.stringify(again)).toBe(422);
      expect((await json(res)).errors).toEqual({ invoice_number: ['此發票已申請過贈品，每張發票限申請一次。'] });
    }
  });

  it('refuses an amount under the event’s minimum from the server’s own event, whatever minimum the client sends', async () => {
    for (const min_amount of [undefined, 0]) {
      const res = await check(purchase({ invoice_amount: 2999, min_amount }), alice.auth);
      expect(res.status).toBe(422);
      expect((await json(res)).errors).toEqual({ invoice_amount: ['發票金額須滿 NT$3,000 才能參加此活動。'] });
    }
    expect((await check(purchase({ invoice_amount: 3000 }), alice.auth)).status).toBe(200);
  });

  it('refuses an invoice dated outside the purchase window and a channel the event does not take', async () => {
    const outside = await check(purchase({ invoice_date: taipeiDay(-31), channel_id: 4 }), alice.auth);
    expect(outside.status).toBe(422);
    expect((await json(outside)).errors).toEqual({
      channel_id: ['此活動不適用這個購買通路，請確認活動辦法。'],
      invoice_date: [`發票日期須在活動期間（${taipeiDay(-30)} 至 ${taipeiDay(30)}）內。`],
    });
  });

  it('answers 409 for an ended or coming event and 404 for a missing one', async () => {
    for (const [subject, message] of [
      ['夏日生活雜貨購物禮', '此贈品活動已結束，無法再申請。'],
      ['新春廚房煥新禮', '此贈品活動尚未開始，請於活動期間再申請。'],
    ] as const) {
      const [event] = await db.select().from(giftEvents).where(eq(giftEvents.subject, subject));
      const res = await check(purchase({ gift_event_id: event?.id }), alice.auth);
      expect(res.status).toBe(409);
      expect((await json(res)).message).toBe(message);
    }
    const missing = await check(purchase({ gift_event_id: 999999 }), alice.auth);
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('找不到頁面');
  });

  it('refuses bad input with the purchase step’s messages, in Chinese, by field', async () => {
    const res = await check(
      purchase({ invoice_number: 'A123', random_code: '12a', invoice_amount: 'abc', gift_event_id: 'x' }),
      alice.auth,
    );
    const answer = await json(res);
    expect(res.status).toBe(422);
    expect(answer.errors?.invoice_number?.[0]).toMatch(/發票號碼為 2 碼英文字母加 8 碼數字/);
    expect(answer.errors?.random_code).toEqual(['隨機碼為發票上的 4 碼數字。']);
    expect(answer.errors?.invoice_amount).toEqual(['請輸入發票金額。']);
    expect(answer.errors?.gift_event_id?.[0]).toMatch(/[\u4e00-\u9fff]/);
  });

  it(`is counted per member: past ${GIFT_PURCHASE_CHECKS_PER_HOUR} an hour, 429 with Retry-After (refused checks count too)`, async () => {
    const carol = await signedInMember(app);
    await db.delete(rateLimits);
    for (let i = 0; i < GIFT_PURCHASE_CHECKS_PER_HOUR; i++) {
      const res = await check(purchase(i % 2 ? { invoice_number: 'bad' } : {}), carol.auth);
      expect([200, 422]).toContain(res.status);
    }
    const over = await check(purchase(), carol.auth);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(over)).message).toMatch(/嘗試次數過多/);
    // another member is not held back by carol's count
    expect((await check(purchase(), bob.auth)).status).toBe(200);
  });
});
