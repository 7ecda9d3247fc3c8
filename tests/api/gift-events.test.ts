import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { UploadedMedia } from '../../schemas/media.schema';
import { giftChoices } from '../../server/db/tables/gift-choice.table';
import { giftClaims } from '../../server/db/tables/gift-claim.table';
import { giftEvents } from '../../server/db/tables/gift-event.table';
import { giftEventChannels } from '../../server/db/tables/gift-event-channel.table';
import { media } from '../../server/db/tables/media.table';
import { freshDbForFile, testApp } from '../support/api-app';
import { quickMembers } from '../support/api-members';
import { solveCaptcha } from '../support/captcha';
import { DEMO_MEDIAS, freshInvoiceNumber, giftClaimBody, taipeiDay } from '../support/gift-claim';
import { signedInMember, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile({ seeded: true });
// a cheap captcha: these tests send hundreds of claims, each with its own answer
const app = testApp(db, { env: { DATA_DIR: tempDataDir(), CAPTCHA_MAX_NUMBER: 20 } });

type Answer = { message: string; data?: unknown; errors?: Record<string, string[]> };
const json = async (res: Response) => (await res.json()) as Answer;
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
/** `from`: the client's address (claims are counted per member and per address, SUBMISSION_LIMITS) */
const submit = async (body: object, auth: Record<string, string>, token?: string, from?: string) =>
  app.request(
    '/api/submit_gift_event',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ ...body, token: token ?? (await solveCaptcha(app)) }),
    },
    from ? { incoming: { socket: { remoteAddress: from } } } : undefined,
  );

const stockOf = async (choiceId: number) =>
  (await db.select({ stock: giftChoices.stock }).from(giftChoices).where(eq(giftChoices.id, choiceId)))[0]?.stock;
const claimCount = () => db.$count(giftClaims);

const alice = await signedInMember(app);
const bob = await signedInMember(app);
type Auth = Record<string, string>;

const photo = sharp({ create: { width: 8, height: 6, channels: 3, background: '#eee' } })
  .png()
  .toBuffer();
/** `count` photos uploaded by the member before the claim exists (`POST /api/user/medias/gift`). */
async function uploadPhotos(auth: Auth, count = 2): Promise<UploadedMedia[]> {
  const out: UploadedMedia[] = [];
  for (let left = count; left > 0; left -= 10) {
    const body = new FormData();
    for (let i = 0; i < Math.min(10, left); i++)
      body.append('files', new Blob([new Uint8Array(await photo)], { type: 'image/png' }), `photo-${i}.png`);
    const res = await app.request('/api/user/medias/gift', { method: 'POST', headers: auth, body });
    if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: UploadedMedia[] };
    out.push(...data.map(({ id, url, name }) => ({ id, url, name })));
  }
  return out;
}
/** A valid claim of `member` with two photos of their own. */
const claimOf = async (member: { auth: Auth }, overrides: Parameters<typeof giftClaimBody>[0] = {}) =>
  giftClaimBody({ medias: await uploadPhotos(member.auth), ...overrides });

/** Sends `body` and expects a 422 naming `field` with a Chinese message, and nothing written. */
async function refused(body: object, field: string, message?: RegExp | string) {
  const [claims, stock] = [await claimCount(), await stockOf(1)];
  // the demo's placeholder photos are swapped for real uploads: the field under test is refused alone
  const withPhotos =
    (body as { medias?: unknown }).medias === DEMO_MEDIAS ? { ...body, medias: await uploadPhotos(alice.auth) } : body;
  const res = await submit(withPhotos, alice.auth);
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(422);
  expect(Object.keys(answer.errors ?? {})).toContain(field);
  const first = answer.errors?.[field]?.[0] ?? '';
  if (typeof message === 'string') expect(first).toBe(message);
  else expect(first).toMatch(message ?? /[\u4e00-\u9fff]/);
  expect(await claimCount()).toBe(claims);
  expect(await stockOf(1)).toBe(stock);
}

/** An open event of channel 1 with one gift of `stock`. */
async function eventWithStock(stock: number) {
  const [event] = await db
    .insert(giftEvents)
    .values({
      brandSection: 'brand-hs',
      subject: `限量贈品 ${stock}`,
      startedOn: taipeiDay(-5),
      endedOn: taipeiDay(5),
      applyEndedOn: taipeiDay(10),
    })
    .returning();
  if (!event) throw new Error('no event');
  await db.insert(giftEventChannels).values({ giftEventId: event.id, channelId: 1 });
  const [gift] = await db.insert(giftChoices).values({ giftEventId: event.id, name: '限量贈品', stock }).returning();
  if (!gift) throw new Error('no gift');
  return { eventId: event.id, giftId: gift.id };
}

describe('GET /api/gift_events', () => {
  it('answers the top events and a paged list (SPEC §3 gift list), with the menus', async () => {
    const res = await get('/api/gift_events?per_page=2');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        top: { id: number; subject: string; is_top: boolean }[];
        list: { data: { id: number; status: string; out_of_stock: boolean }[]; meta: object; links: object };
        menus: { id: number; name: string }[];
      };
    };
    expect(data.top.map((e) => e.subject)).toEqual(['HS 無線吸塵器購機禮']);
    expect(Object.keys(data.list.meta).sort()).toEqual([
      'current_page',
      'from',
      'last_page',
      'per_page',
      'to',
      'total',
    ]);
    expect(data.list.meta).toMatchObject({ total: 4, per_page: 2, last_page: 2, current_page: 1 });
    expect(data.list.links).toBeTruthy();
    expect(data.list.data.map((e) => e.id)).not.toContain(data.top[0]?.id);
    expect(data.menus.map((m) => m.name)).toEqual(['吸塵器', '廚房家電', '生活雜貨']);
  });

  it('filters by channel and by menu', async () => {
    // channel 4 (量販店) takes part in the anniversary event only
    const byChannel = (await (await get('/api/gift_events?channel_id=4')).json()) as {
      data: { top: { subject: string }[]; list: { data: { subject: string; channels: { id: number }[] }[] } };
    };
    expect([...byChannel.data.top, ...byChannel.data.list.data].map((e) => e.subject)).toEqual(['週年慶吸塵器加碼禮']);
    const menus = (await (await get('/api/gift_events')).json()) as { data: { menus: { id: number; name: string }[] } };
    const kitchen = menus.data.menus.find((m) => m.name === '廚房家電');
    const byMenu = (await (await get(`/api/gift_events?menu_id=${kitchen?.id}`)).json()) as {
      data: { top: { subject: string }[]; list: { data: { subject: string }[] } };
    };
    expect([...byMenu.data.top, ...byMenu.data.list.data].map((e) => e.subject).sort()).toEqual(
      ['新春廚房煥新禮', '廚房家電滿額贈'].sort(),
    );
  });

  it('lists the open events first, then those to come, the ended last', async () => {
    const { data } = (await (await get('/api/gift_events')).json()) as {
      data: { list: { data: { status: string }[] } };
    };
    const rank = { open: 0, upcoming: 1, ended: 2 } as Record<string, number>;
    const ranks = data.list.data.map((e) => rank[e.status] ?? -1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
  });

  it('says which events are open, ended, to come and out of stock', async () => {
    const { data } = (await (await get('/api/gift_events')).json()) as {
      data: { top: { subject: string; status: string; out_of_stock: boolean }[]; list: { data: typeof data.top } };
    };
    const all = Object.fromEntries([...data.top, ...data.list.data].map((e) => [e.subject, e]));
    expect(all['HS 無線吸塵器購機禮']).toMatchObject({ status: 'open', out_of_stock: false });
    expect(all['夏日生活雜貨購物禮']).toMatchObject({ status: 'ended' });
    expect(all['週年慶吸塵器加碼禮']).toMatchObject({ status: 'open', out_of_stock: true });
    expect(all['新春廚房煥新禮']).toMatchObject({ status: 'upcoming' });
  });

  it('refuses a bad filter with a field message', async () => {
    const res = await get('/api/gift_events?channel_id=abc');
    expect(res.status).toBe(422);
    expect((await json(res)).errors?.channel_id?.[0]).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('GET /api/option/gift_brands', () => {
  it('lists the brand sections that hold gift events (SPEC §3 options giftBrands)', async () => {
    const res = await get('/api/option/gift_brands');
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual([{ id: 'brand-hs', name: 'HS', link: '/giftchoose/brand-hs' }]);
  });
});

describe('GET /api/gift_events/{id}', () => {
  it('answers the period, the purchase asked for and the gifts left', async () => {
    const res = await get('/api/gift_events/1');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> & { gifts: unknown[] } };
    expect(data).toMatchObject({ id: 1, min_amount: 3000, started_on: taipeiDay(-30), ended_on: taipeiDay(30) });
    expect(data.gifts).toEqual([
      expect.objectContaining({ name: 'HEPA 替換濾網組', stock: expect.any(Number) }),
      expect.objectContaining({ name: '壁掛收納架', stock: 30 }),
    ]);
  });

  it('answers 404 找不到頁面 for a gift event that does not exist (SPEC §8)', async () => {
    const res = await get('/api/gift_events/999999');
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('找不到頁面');
  });
});

describe('POST /api/submit_gift_event', () => {
  it('turns a guest away (401) and writes nothing', async () => {
    const before = await claimCount();
    const res = await submit(giftClaimBody(), {});
    expect(res.status).toBe(401);
    expect(await claimCount()).toBe(before);
  });

  it('stores a member claim, takes one gift, and lists it among the member’s claims only', async () => {
    const stock = await stockOf(1);
    const body = await claimOf(alice, { tax_id: '04595257', invoice_number: 'ab-1234 5678' });
    const res = await submit(body, alice.auth);
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer.data).toMatchObject({
      gift_event_id: 1,
      gift_name: 'HEPA 替換濾網組',
      invoice_number: 'AB12345678',
      state: 'submitted',
      reject_reason: null,
    });
    expect(await stockOf(1)).toBe((stock ?? 0) - 1);
    const mine = (await json(await get('/api/user/gift_claims', alice.auth))).data as { invoice_number: string }[];
    expect(mine.map((c) => c.invoice_number)).toContain('AB12345678');
    const theirs = (await json(await get('/api/user/gift_claims', bob.auth))).data as unknown[];
    expect(theirs).toEqual([]);
    expect((await get('/api/user/gift_claims')).status).toBe(401);
  });

  it('takes one claim per invoice number in an event, whatever random code comes with it, whoever sends it', async () => {
    // issue 22 item 3: the site cannot verify a random code, so a new one does not make a new invoice
    const invoice = { invoice_number: freshInvoiceNumber('DP'), random_code: '4321' };
    expect((await submit(await claimOf(alice, invoice), alice.auth)).status).toBe(200);
    const [claims, stock] = [await claimCount(), await stockOf(1)];
    for (const [member, again] of [
      [bob, { random_code: '9999' }],
      [alice, { random_code: '0001' }],
      [alice, invoice],
      // the number as a company's invoice: no random code, the buyer's 統一編號
      [bob, { random_code: '', tax_id: '04595257' }],
    ] as const) {
      const res = await submit(await claimOf(member, { ...invoice, ...again }), member.auth);
      const answer = await json(res);
      expect(res.status, JSON.stringify(again)).toBe(422);
      expect(answer.errors).toEqual({ invoice_number: ['此發票已申請過贈品，每張發票限申請一次。'] });
    }
    expect(await claimCount()).toBe(claims);
    expect(await stockOf(1)).toBe(stock);
    // another event's claim is that event's: the same invoice may claim its gift too
    const other = await eventWithStock(5);
    const elsewhere = await submit(
      await claimOf(bob, { ...invoice, random_code: '9999', gift_event_id: other.eventId, items: [other.giftId] }),
      bob.auth,
    );
    expect(elsewhere.status).toBe(200);
  });

  it('takes a company’s invoice (B2B: no random code, the buyer’s 統一編號) the same way: once per number', async () => {
    const number = freshInvoiceNumber('BB');
    const company = { invoice_number: number, random_code: '', tax_id: '04595257' };
    const res = await submit(await claimOf(alice, company), alice.auth);
    expect(res.status, JSON.stringify(await json(res.clone()))).toBe(200);
    const [row] = await db.select().from(giftClaims).where(eq(giftClaims.invoiceNumber, number));
    expect(row).toMatchObject({ randomCode: null, taxId: '04595257' });
    for (const again of [
      company,
      { ...company, random_code: '1234' },
      { ...company, tax_id: '', random_code: '5678' },
    ]) {
      const answer = await json(await submit(await claimOf(bob, again), bob.auth));
      expect(answer.errors).toEqual({ invoice_number: ['此發票已申請過贈品，每張發票限申請一次。'] });
    }
    expect(await db.$count(giftClaims, eq(giftClaims.invoiceNumber, number))).toBe(1);
    // neither a random code nor a buyer: the random code is asked for, saying what stands in for it
    await refused(
      giftClaimBody({ random_code: '', tax_id: '' }),
      'random_code',
      '請輸入隨機碼（公司發票沒有隨機碼，請改填買方統一編號）。',
    );
  });

  it('keeps one claim per event and invoice number in the database itself, whatever the random code', async () => {
    const number = freshInvoiceNumber('IX');
    expect((await submit(await claimOf(alice, { invoice_number: number }), alice.auth)).status).toBe(200);
    const [first] = await db.select().from(giftClaims).where(eq(giftClaims.invoiceNumber, number));
    if (!first) throw new Error('no claim');
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = first;
    await expect(db.insert(giftClaims).values({ ...copy, randomCode: '0000' })).rejects.toThrow();
    await expect(db.insert(giftClaims).values({ ...copy, randomCode: null })).rejects.toThrow();
  });

  it('refuses an invoice dated outside the purchase window, with the window in the reason', async () => {
    await refused(
      giftClaimBody({ invoice_date: taipeiDay(-31) }),
      'invoice_date',
      `發票日期須在活動期間（${taipeiDay(-30)} 至 ${taipeiDay(30)}）內。`,
    );
  });

  it('refuses an invoice under the minimum amount, by its own event whatever minimum the client sends', async () => {
    for (const min_amount of [undefined, 0])
      await refused(
        giftClaimBody({ invoice_amount: 2999, min_amount }),
        'invoice_amount',
        '發票金額須滿 NT$3,000 才能參加此活動。',
      );
  });

  it('refuses a channel the event does not take part in', async () => {
    await refused(giftClaimBody({ channel_id: 4 }), 'channel_id', '此活動不適用這個購買通路，請確認活動辦法。');
  });

  it('refuses a gift of another event, and a gift given away', async () => {
    await refused(giftClaimBody({ items: [3] }), 'items', '請選擇此活動的贈品。');
    const soldOut = (await db.select().from(giftEvents).where(eq(giftEvents.subject, '週年慶吸塵器加碼禮')))[0];
    const [gift] = await db
      .select()
      .from(giftChoices)
      .where(eq(giftChoices.giftEventId, soldOut?.id ?? 0));
    await refused(
      giftClaimBody({ gift_event_id: soldOut?.id, items: [gift?.id ?? 0], invoice_amount: 100 }),
      'items',
      '此贈品已送完，請選擇其他贈品。',
    );
  });

  it('refuses a claim for an ended or a coming event with a clear reason, and a missing one with 404', async () => {
    for (const [subject, message] of [
      ['夏日生活雜貨購物禮', '此贈品活動已結束，無法再申請。'],
      ['新春廚房煥新禮', '此贈品活動尚未開始，請於活動期間再申請。'],
    ] as const) {
      const [event] = await db.select().from(giftEvents).where(eq(giftEvents.subject, subject));
      const before = await claimCount();
      const res = await submit(giftClaimBody({ gift_event_id: event?.id }), alice.auth);
      expect(res.status).toBe(409);
      expect((await json(res)).message).toBe(message);
      expect(await claimCount()).toBe(before);
    }
    const missing = await submit(giftClaimBody({ gift_event_id: 999999 }), alice.auth);
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('找不到頁面');
  });

  it('refuses a spent or wrong captcha answer on `token`, taking nothing', async () => {
    const [claimsBefore, stockBefore] = [await claimCount(), await stockOf(1)];
    const wrong = await submit(await claimOf(alice), alice.auth, 'not-an-answer');
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).errors?.token?.[0]).toMatch(/驗證/);
    expect([await claimCount(), await stockOf(1)]).toEqual([claimsBefore, stockBefore]);
    const token = await solveCaptcha(app);
    expect((await submit(await claimOf(alice), alice.auth, token)).status).toBe(200);
    const [claims, stock] = [await claimCount(), await stockOf(1)];
    const again = await submit(await claimOf(alice), alice.auth, token);
    expect(again.status).toBe(422);
    expect(Object.keys((await json(again)).errors ?? {})).toEqual(['token']);
    expect([await claimCount(), await stockOf(1)]).toEqual([claims, stock]);
  });

  it('links the member’s photos to the claim and lists them with it', async () => {
    const medias = await uploadPhotos(alice.auth);
    const res = await submit(giftClaimBody({ medias }), alice.auth);
    expect(res.status).toBe(200);
    const claim = (await json(res)).data as { id: number; medias: UploadedMedia[] };
    expect(claim.medias.map((m) => m.id)).toEqual(medias.map((m) => m.id));
    const rows = await db.select().from(media).where(eq(media.recordId, claim.id));
    expect(rows.map((r) => r.kind)).toEqual(['gift', 'gift']);
  });

  it('refuses photos of another member, and photos another claim already holds, taking nothing', async () => {
    await refused(giftClaimBody({ medias: await uploadPhotos(bob.auth) }), 'medias', '找不到上傳的圖片，請重新上傳。');
    const used = await uploadPhotos(alice.auth);
    expect((await submit(giftClaimBody({ medias: used }), alice.auth)).status).toBe(200);
    await refused(giftClaimBody({ medias: used }), 'medias', '找不到上傳的圖片，請重新上傳。');
    await refused(giftClaimBody({ medias: [{ id: 'x', url: '/x', name: 'x.png' } as never, ...used] }), 'medias.0.id');
  });

  it('POST /api/user/upload_gift_medias/{id}: more photos for the member’s own claim; another’s is 404', async () => {
    const res = await submit(await claimOf(alice), alice.auth);
    const claim = (await json(res)).data as { id: number };
    const body = () => {
      const form = new FormData();
      return photo.then((bytes) => {
        form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'later.png');
        return form;
      });
    };
    const own = await app.request(`/api/user/upload_gift_medias/${claim.id}`, {
      method: 'POST',
      headers: alice.auth,
      body: await body(),
    });
    expect(own.status).toBe(200);
    const mine = (await json(await get('/api/user/gift_claims', alice.auth))).data as {
      id: number;
      medias: unknown[];
    }[];
    expect(mine.find((c) => c.id === claim.id)?.medias).toHaveLength(3);
    const theirs = await app.request(`/api/user/upload_gift_medias/${claim.id}`, {
      method: 'POST',
      headers: bob.auth,
      body: await body(),
    });
    expect(theirs.status).toBe(404);
    const guest = await app.request(`/api/user/upload_gift_medias/${claim.id}`, { method: 'POST', body: await body() });
    expect(guest.status).toBe(401);
  });

  describe('bad input: every field refused by the shared schema, in Chinese, by its field', () => {
    const cases: [string, object, RegExp | string][] = [
      ['channel_id', { channel_id: '' }, '請選擇購買通路。'],
      ['invoice_number', { invoice_number: 'A123' }, /發票號碼為 2 碼英文字母加 8 碼數字/],
      ['invoice_number', { invoice_number: '' }, '請輸入發票號碼。'],
      ['invoice_date', { invoice_date: '2026-02-30' }, '請輸入正確的日期（YYYY-MM-DD）。'],
      ['invoice_date', { invoice_date: taipeiDay(2) }, '發票日期不可晚於今天。'],
      ['invoice_amount', { invoice_amount: -5 }, '發票金額須大於 0。'],
      ['invoice_amount', { invoice_amount: 'abc' }, '請輸入發票金額。'],
      ['invoice_products', { invoice_products: ' ' }, '請輸入購買商品。'],
      ['random_code', { random_code: '12a4' }, '隨機碼為發票上的 4 碼數字。'],
      ['tax_id', { tax_id: '12345678' }, '請輸入正確的統一編號。'],
      ['tax_id', { tax_id: '00000000' }, '請輸入正確的統一編號。'],
      ['medias', { medias: [] }, /請上傳發票與商品照片/],
      ['items', { items: [] }, '請選擇一項贈品。'],
      ['receive_name', { receive_name: '' }, '請輸入姓名。'],
      ['receive_phone', { receive_phone: '0212345678' }, '請輸入正確的手機號碼（09 開頭共 10 碼）。'],
      ['receive_city', { receive_city: '' }, '請選擇縣市。'],
      ['receive_town', { receive_town: '板橋區' }, '此鄉鎮市區不在所選縣市內。'],
      ['receive_zip_code', { receive_zip_code: '220' }, '郵遞區號與鄉鎮市區不符。'],
      ['receive_address', { receive_address: '' }, '請輸入地址。'],
      ['gift_text', { gift_text: 'a'.repeat(201) }, '備註最多 200 個字。'],
      ['sale_person', { sale_person: 'x\u0007y' }, /[\u4e00-\u9fff]/],
      ['gift_event_id', { gift_event_id: 'x' }, /[\u4e00-\u9fff]/],
      ['scan_invoice_number', { scan_invoice_number: 'XX1' }, /發票號碼為 2 碼英文字母加 8 碼數字/],
      ['scan_invoice_date', { scan_invoice_date: '2026-13-01' }, '請輸入正確的日期（YYYY-MM-DD）。'],
      ['scan_random_code', { scan_random_code: '12' }, '隨機碼為發票上的 4 碼數字。'],
    ];
    for (const [field, change, message] of cases) {
      it(`${field}: ${JSON.stringify(change).slice(0, 40)}`, async () => {
        await refused(giftClaimBody(change as never), field, message);
      });
    }
    it('token: empty', async () => {
      const res = await submit(giftClaimBody(), alice.auth, '');
      expect(res.status).toBe(422);
      expect((await json(res)).errors?.token).toEqual(['請完成驗證。']);
    });
  });
});

describe('a claim’s state', () => {
  it('shows the member a rejected claim with its reason, and a shipped one', async () => {
    const res = await submit(await claimOf(bob), bob.auth);
    const claim = (await json(res)).data as { id: number };
    await db
      .update(giftClaims)
      .set({ state: 'rejected', rejectReason: '發票金額與照片不符。' })
      .where(eq(giftClaims.id, claim.id));
    let mine = (await json(await get('/api/user/gift_claims', bob.auth))).data as Record<string, unknown>[];
    expect(mine.find((c) => c.id === claim.id)).toMatchObject({
      state: 'rejected',
      reject_reason: '發票金額與照片不符。',
    });
    // a shipped claim names its parcel (the table refuses one without: migration 0033)
    await db
      .update(giftClaims)
      .set({ state: 'shipped', rejectReason: null, carrier: '黑貓宅急便', trackingNumber: 'TW12345678' })
      .where(eq(giftClaims.id, claim.id));
    mine = (await json(await get('/api/user/gift_claims', bob.auth))).data as Record<string, unknown>[];
    expect(mine.find((c) => c.id === claim.id)).toMatchObject({
      state: 'shipped',
      reject_reason: null,
      carrier: '黑貓宅急便',
      tracking_number: 'TW12345678',
    });
  });

  it('cannot be rejected without a reason (the table refuses it)', async () => {
    const [row] = await db.select({ id: giftClaims.id }).from(giftClaims).limit(1);
    await expect(
      db
        .update(giftClaims)
        .set({ state: 'rejected', rejectReason: null })
        .where(eq(giftClaims.id, row?.id ?? 0)),
    ).rejects.toThrow();
  });
});

describe('gift stock under concurrent claims', () => {
  // concurrent claims on PGlite, which runs every query on this thread: judged by the count, not the time
  it('200 concurrent claims for 50 gifts make exactly 50 claims, and the stock ends at 0', {
    timeout: 180_000,
  }, async () => {
    const { eventId, giftId } = await eventWithStock(50);
    // 20 members at once, 10 claims each, each member from an address of their own (what one
    // member may send in an hour is SUBMISSION_LIMITS's, not this test's)
    const members = await quickMembers(db, 20);
    const pools = await Promise.all(members.map((m) => uploadPhotos(m.auth, 20)));
    const bodies = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => ({
        body: giftClaimBody({
          gift_event_id: eventId,
          items: [giftId],
          invoice_number: freshInvoiceNumber('CC'),
          medias: (pools[i % 20] as UploadedMedia[]).slice(Math.floor(i / 20) * 2, Math.floor(i / 20) * 2 + 2),
        }),
        auth: (members[i % 20] ?? alice).auth,
        from: `198.51.100.${i % 20}`,
        token: await solveCaptcha(app),
      })),
    );
    const answers = await Promise.all(bodies.map(({ body, auth, token, from }) => submit(body, auth, token, from)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 422)).toHaveLength(150);
    for (const res of answers.filter((r) => r.status === 422).slice(0, 3))
      expect((await json(res)).errors?.items).toEqual(['此贈品已送完，請選擇其他贈品。']);
    expect(await stockOf(giftId)).toBe(0);
    expect(await db.$count(giftClaims, eq(giftClaims.giftChoiceId, giftId))).toBe(50);
  });

  // concurrent claims on PGlite, which runs every query on this thread: judged by the count, not the time
  it('10 concurrent claims holding the same photos make one claim; the others take no gift (nothing half-written)', {
    timeout: 180_000,
  }, async () => {
    const { eventId, giftId } = await eventWithStock(100);
    const medias = await uploadPhotos(alice.auth);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => solveCaptcha(app)));
    const answers = await Promise.all(
      tokens.map((token) =>
        submit(
          giftClaimBody({ gift_event_id: eventId, items: [giftId], invoice_number: freshInvoiceNumber('MD'), medias }),
          alice.auth,
          token,
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(422);
      expect((await json(res)).errors?.medias).toEqual(['找不到上傳的圖片，請重新上傳。']);
    }
    expect(await stockOf(giftId)).toBe(99);
    expect(await db.$count(giftClaims, eq(giftClaims.giftChoiceId, giftId))).toBe(1);
  });

  it('20 concurrent claims of one invoice number, each with its own random code, make one claim and take one gift', async () => {
    const { eventId, giftId } = await eventWithStock(100);
    const number = freshInvoiceNumber('SM');
    const tokens = await Promise.all(Array.from({ length: 20 }, () => solveCaptcha(app)));
    const pools = [await uploadPhotos(alice.auth, 20), await uploadPhotos(bob.auth, 20)];
    const answers = await Promise.all(
      tokens.map((token, i) => {
        const at = Math.floor(i / 2) * 2;
        const medias = (pools[i % 2] as UploadedMedia[]).slice(at, at + 2);
        return submit(
          giftClaimBody({
            gift_event_id: eventId,
            items: [giftId],
            invoice_number: number,
            random_code: String(7000 + i),
            medias,
          }),
          (i % 2 ? bob : alice).auth,
          token,
        );
      }),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(422);
      expect((await json(res)).errors?.invoice_number).toEqual(['此發票已申請過贈品，每張發票限申請一次。']);
    }
    expect(await stockOf(giftId)).toBe(99);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(giftClaims)
      .where(eq(giftClaims.invoiceNumber, number));
    expect(row?.n).toBe(1);
  });
});
