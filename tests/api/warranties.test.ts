import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '../../schemas/product-info.schema';
import type { WarrantyRecord } from '../../schemas/warranty.schema';
import { warranties } from '../../server/db/tables/warranty.table';
import { freshDbForFile, testApp } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import { inhomeVisit, productIds, taipeiDaysFromNow, VACUUM } from '../support/service-fixtures';
import { signedInMember, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile({ seeded: true });
// the first admin (STAFF_EMAILS) sets a brand's product info through the console's API
const STAFF = 'warranty.staff@example.com.tw';
const app = testApp(db, { env: { DATA_DIR: tempDataDir(), STAFF_EMAILS: [STAFF] } });
const json = async <T>(res: Response) => (await res.json()) as T;

const infos = (await json<{ data: ProductInfo[] }>(await app.request('/api/option/products?type=all'))).data;
const vacuum = productIds(infos, VACUUM.brand, VACUUM.model);
const member = await signedInMember(app);
const other = await signedInMember(app);

const photo = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
async function uploadPhoto(auth: Record<string, string>, path = '/api/user/medias/warranty') {
  const form = new FormData();
  form.append('files', new File([(await photo()) as BlobPart], 'receipt.png', { type: 'image/png' }));
  const res = await app.request(path, { method: 'POST', headers: auth, body: form });
  return {
    status: res.status,
    media: res.status === 200 ? (await json<{ data: { id: number; url: string; name: string }[] }>(res)).data : [],
  };
}

/** DOMAIN.md's first public example: CA63388616, 2018-04-27, random 1406, total 65 */
const LEFT_CODE =
  'CA63388616107042714060000003e0000004100000000247894573A2IzH97mHFMn89HdKcQCQ==:**********:1:1:1:尖叫雞/隻:1:25:尖叫雞EX/隻:1:50';

const registration = (medias: unknown[], overrides: Record<string, unknown> = {}) => ({
  direct: false,
  utm: { utm_source: 'line', utm_campaign: 'warranty2026' },
  brand_id: vacuum.brand_id,
  model_id: vacuum.model_id,
  serial: VACUUM.serial,
  channel_id: 1,
  order_number: 'HL-20261101-0042',
  input_method: 'photo',
  invoice_number: 'CA63388616',
  invoice_date: '2018-04-27',
  scan_invoice_date: '2018-04-27',
  invoice_random: '1406',
  invoice_qr: LEFT_CODE,
  invoice_amount: 65,
  medias,
  ...overrides,
});
const post = async (body: unknown, auth = member.auth) =>
  app.request('/api/user/warranties', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ ...(body as object), token: await solveCaptcha(app) }),
  });

async function refused(body: unknown, field: string, message?: RegExp, auth = member.auth) {
  const before = await db.$count(warranties);
  const res = await post(body, auth);
  const answer = await json<{ errors?: Record<string, string[]> }>(res);
  expect(res.status, JSON.stringify(answer)).toBe(422);
  expect(Object.keys(answer.errors ?? {})).toContain(field);
  expect(answer.errors?.[field]?.[0]).toMatch(message ?? /[\u4e00-\u9fff]/);
  expect(await db.$count(warranties)).toBe(before);
}

describe('POST /api/user/warranties', () => {
  it('registers a warranty with the member’s photos and the landing utm, listed with owner-only photo URLs', async () => {
    const { media } = await uploadPhoto(member.auth);
    const res = await post(registration(media));
    expect(res.status).toBe(200);
    const { data } = await json<{ data: { id: number } }>(res);
    const list = await json<{ data: WarrantyRecord[] }>(
      await app.request('/api/user/warranties/all', { headers: member.auth }),
    );
    const mine = list.data.find((w) => w.id === data.id);
    expect(mine).toMatchObject({
      brand_name: '風野',
      model_name: '無線吸塵器 KZ-S8',
      invoice_number: 'CA63388616',
      invoice_date: '2018-04-27',
      input_method: 'photo',
    });
    expect(mine?.medias).toHaveLength(1);
    const url = mine?.medias[0]?.url ?? '';
    expect((await app.request(url, { headers: member.auth })).status).toBe(200);
    expect((await app.request(url, { headers: other.auth })).status).toBe(404);
    const theirs = await json<{ data: unknown[] }>(
      await app.request('/api/user/warranties/all', { headers: other.auth }),
    );
    expect(theirs.data).toEqual([]);
    // more photos later, for the member's own registration only
    expect((await uploadPhoto(member.auth, `/api/user/upload_warranty_medias/${data.id}`)).status).toBe(200);
    expect((await uploadPhoto(other.auth, `/api/user/upload_warranty_medias/${data.id}`)).status).toBe(404);
  });

  it('refuses bad input by its field, keeping nothing', async () => {
    const { media } = await uploadPhoto(member.auth);
    await refused(registration(media, { serial: 'AB123' }), 'serial', /KZ 加 8 碼數字/);
    await refused(registration(media, { serial: '' }), 'serial', /請輸入產品序號/);
    await refused(registration(media, { invoice_date: '2018-02-30' }), 'invoice_date', /正確的日期/);
    await refused(registration(media, { invoice_date: taipeiDaysFromNow(2) }), 'invoice_date', /不可晚於今天/);
    await refused(registration(media, { invoice_number: 'USa9029416' }), 'invoice_number', /發票號碼/);
    await refused(registration(media, { channel_id: 999 }), 'channel_id', /購買通路/);
    // a read code is parsed again: a malformed one, or fields that say otherwise, are refused
    await refused(registration(media, { invoice_qr: 'USa9029416' }), 'invoice_qr');
    await refused(
      registration(media, { invoice_qr: `${LEFT_CODE.slice(0, 10)}1070231${LEFT_CODE.slice(17)}` }),
      'invoice_qr',
    );
    await refused(registration(media, { invoice_qr: null }), 'invoice_qr', /重新掃描/);
    await refused(registration(media, { invoice_date: '2018-04-28' }), 'invoice_date', /QR Code 不符/);
    await refused(
      registration(media, { model_id: productIds(infos, '星村', '土鍋電子鍋 HS-R5').model_id }),
      'model_id',
    );
    const brisa = productIds(infos, '布里薩', '琺瑯馬克杯');
    await refused(registration(media, { ...brisa, serial: '' }), 'brand_id', /不提供線上保固登錄/);
    // another member's photo cannot be named
    await refused(registration(media), 'medias', /找不到上傳的圖片/, other.auth);
    await refused(registration([]), 'medias', /至少 1 張/);
  });

  it('is for members only', async () => {
    const res = await app.request('/api/user/warranties', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration([])),
    });
    expect(res.status).toBe(401);
  });
});

const staff = await signedInMember(app, { email: STAFF });

describe('a brand that does not verify models (product info is_verify_model off)', () => {
  const hoshimura = productIds(infos, '星村', '土鍋電子鍋 HS-R5');
  const setVerifyModel = async (on: boolean) => {
    const path = `/api/staff/product-infos/${hoshimura.brand_id}`;
    const current = await json<{ data: Record<string, unknown> }>(await app.request(path, { headers: staff.auth }));
    const res = await app.request(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...staff.auth },
      body: JSON.stringify({ ...current.data, is_verify_model: on }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const typed = (media: unknown[], overrides: Record<string, unknown> = {}) =>
    registration(media, {
      brand_id: hoshimura.brand_id,
      model_id: null,
      model_name: '土鍋電子鍋 HS-R9（舊款）',
      model_typed: true,
      serial: null,
      ...overrides,
    });

  it('takes the model the member typed, and lists it as typed', async () => {
    await setVerifyModel(false);
    const { media } = await uploadPhoto(member.auth);
    const res = await post(typed(media));
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = await json<{ data: { id: number } }>(res);
    const row = (await db.select().from(warranties)).find((w) => w.id === data.id);
    expect(row).toMatchObject({ modelId: null, modelName: '土鍋電子鍋 HS-R9（舊款）' });
    const list = await json<{ data: WarrantyRecord[] }>(
      await app.request('/api/user/warranties/all', { headers: member.auth }),
    );
    expect(list.data.find((w) => w.id === data.id)).toMatchObject({
      brand_name: '星村',
      model_name: '土鍋電子鍋 HS-R9（舊款）',
    });
  });

  it('refuses a typed model left empty (on model_name) and a model of another brand (on model_id)', async () => {
    const { media } = await uploadPhoto(member.auth);
    await refused(typed(media, { model_name: '' }), 'model_name', /請輸入型號/);
    await refused(typed(media, { model_name: '', model_typed: false, model_id: null }), 'model_id', /請選擇型號/);
    await refused(typed(media, { model_id: vacuum.model_id }), 'model_id', /此品牌的型號/);
    await refused(typed(media, { model_name: '型'.repeat(61) }), 'model_name', /最多 60/);
  });

  it('once the brand verifies models again, a typed model without a valid model_id is refused on model_id', async () => {
    await setVerifyModel(true);
    const { media } = await uploadPhoto(member.auth);
    // the form's model_typed is not trusted: the server goes by the brand's own product info
    await refused(typed(media), 'model_id', /此品牌的型號/);
    await refused(typed(media, { model_id: 99999 }), 'model_id', /此品牌的型號/);
    // its own list's model still registers
    const res = await post(typed(media, { model_id: hoshimura.model_id, model_typed: false }));
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = await json<{ data: { id: number } }>(res);
    const row = (await db.select().from(warranties)).find((w) => w.id === data.id);
    expect(row).toMatchObject({ modelId: hoshimura.model_id, modelName: null });
  });
});

describe('POST /api/user/inhome_services', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    brand_id: vacuum.brand_id,
    model_id: vacuum.model_id,
    problem: '需要到府檢查。',
    ...inhomeVisit(),
    ...overrides,
  });
  const send = async (body: unknown, auth = member.auth) =>
    app.request('/api/user/inhome_services', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ ...(body as object), google_recaptcha_token: await solveCaptcha(app) }),
    });

  it('stores a request and lists it to its member only', async () => {
    expect((await send(request())).status).toBe(200);
    const mine = await json<{ data: unknown[] }>(
      await app.request('/api/user/inhome_services', { headers: member.auth }),
    );
    expect(mine.data).toHaveLength(1);
    const theirs = await json<{ data: unknown[] }>(
      await app.request('/api/user/inhome_services', { headers: other.auth }),
    );
    expect(theirs.data).toEqual([]);
  });

  it('refuses a past day, a town of another city and a mobile that is not 09xxxxxxxx', async () => {
    for (const [body, field, message] of [
      [request({ preferred_date: taipeiDaysFromNow(0) }), 'preferred_date', /明天以後/],
      [request({ preferred_date: '2027-13-01' }), 'preferred_date', /正確的日期/],
      [request({ town: '板橋區' }), 'town', /不在所選縣市內/],
      [request({ phone: '0812345678' }), 'phone', /09 開頭/],
    ] as const) {
      const res = await send(body);
      const answer = await json<{ errors: Record<string, string[]> }>(res);
      expect(res.status).toBe(422);
      expect(answer.errors[field]?.[0]).toMatch(message);
    }
  });
});

describe('a company’s receipt (B2B)', () => {
  // the Ministry of Finance's QR specification writes a B2B invoice's random code as four spaces
  const B2B_CODE = 'AB112233441150704    0000014d0000015e0459525710458575AAAAAAAAAAAAAAAAAAAAAAAA:**********:0:0:1:';

  it('registers from its QR code, with no random code', async () => {
    const { media } = await uploadPhoto(member.auth);
    const res = await post(
      registration(media, {
        invoice_number: 'AB11223344',
        invoice_date: '2026-07-04',
        scan_invoice_date: '2026-07-04',
        invoice_random: null,
        invoice_qr: B2B_CODE,
        invoice_amount: 350,
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await db.select().from(warranties);
    expect(rows.find((w) => w.invoiceNumber === 'AB11223344')).toMatchObject({ invoiceRandom: null });
  });
});
