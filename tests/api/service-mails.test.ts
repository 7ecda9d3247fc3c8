import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '../../schemas/product-info.schema';
import { recordNumber } from '../../schemas/record-number';
import { memberMails } from '../../server/db/tables/member-mail.table';
import { queueMail } from '../../server/mail/mail-outbox';
import { giftClaimMailRef, warrantyMailRef } from '../../server/mail/mail-refs';
import type { MailMessage } from '../../server/mail/mailer';
import { deliverMailOf, freshDbForFile, testApp } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import { giftClaimBody } from '../support/gift-claim';
import { inhomeVisit, productIds, VACUUM } from '../support/service-fixtures';
import { signedInMember, tempDataDir } from '../support/sso-browser';

// issue 25: a member's warranty, gift claim and in-home request are each acknowledged by a mail
// of the outbox, queued with the record
const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db, { env: { DATA_DIR: tempDataDir() } });
// the outbox's mails go out through a mailer the test reads (the app's own carries the sign-in service's)
const sent: MailMessage[] = [];
const postman = testApp(db, {
  env: { PUBLIC_URL: 'https://shop.example.com.tw' },
  mailer: { send: async (m) => void sent.push(m) },
});
const json = async <T>(res: Response) => (await res.json()) as T;
const post = async (path: string, body: object, auth: Record<string, string>, captcha = 'token') =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ ...body, [captcha]: await solveCaptcha(app) }),
  });
/** the mails sent since the last call, delivered as a server's worker would */
async function newMails(): Promise<MailMessage[]> {
  const before = sent.length;
  await deliverMailOf(postman);
  return sent.slice(before);
}

const infos = (await json<{ data: ProductInfo[] }>(await app.request('/api/option/products?type=all'))).data;
const vacuum = productIds(infos, VACUUM.brand, VACUUM.model);
const member = await signedInMember(app, { name: '林美華' });

const png = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#eee' } })
    .png()
    .toBuffer();
async function upload(kind: 'warranty' | 'gift', count: number) {
  const form = new FormData();
  for (let i = 0; i < count; i++)
    form.append('files', new File([(await png()) as BlobPart], `photo-${i}.png`, { type: 'image/png' }));
  const res = await app.request(`/api/user/medias/${kind}`, { method: 'POST', headers: member.auth, body: form });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await json<{ data: { id: number; url: string; name: string }[] }>(res)).data;
}

describe('a service record’s receipt mail (issue 25)', () => {
  it('acknowledges a warranty registration with its case number, product, invoice and link; nothing when refused', async () => {
    const warranty = {
      direct: false,
      utm: {},
      brand_id: vacuum.brand_id,
      model_id: vacuum.model_id,
      serial: VACUUM.serial,
      channel_id: 1,
      order_number: null,
      input_method: 'manual',
      invoice_number: 'CA63388616',
      invoice_date: '2026-04-27',
      scan_invoice_date: null,
      invoice_random: '1406',
      invoice_qr: null,
      invoice_amount: 6500,
    };
    const mailsBefore = await db.$count(memberMails);
    // a photo that is nobody's: refused, and neither the registration nor its mail is kept
    const refused = await post(
      '/api/user/warranties',
      { ...warranty, medias: [{ id: 999_999, url: '/x', name: 'x' }] },
      member.auth,
    );
    expect(refused.status).toBe(422);
    expect(await db.$count(memberMails)).toBe(mailsBefore);

    const res = await post('/api/user/warranties', { ...warranty, medias: await upload('warranty', 1) }, member.auth);
    const { data } = await json<{ data: { id: number } }>(res);
    expect(res.status, JSON.stringify(data)).toBe(200);
    const mails = await newMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(member.account.email);
    expect(mail?.subject).toBe(`好生活：我們已收到您的保固登錄（${recordNumber(data.id)}）`);
    expect(mail?.text).toContain('林美華 您好');
    expect(mail?.text).toContain('產品：風野 無線吸塵器 KZ-S8');
    expect(mail?.text).toContain('發票號碼：CA63388616（2026-04-27）');
    expect(mail?.text).toContain(`https://shop.example.com.tw/member/service#warranty-${data.id}`);
    // a second drain sends nothing again
    expect(await newMails()).toEqual([]);

    // the review's mail, as the console will queue it: the decision travels with its reference
    await queueMail(
      db,
      `warranty:${data.id}:approved`,
      warrantyMailRef(data.id, 'approved', { endDate: '2028-04-26' }),
    );
    const [approved] = await newMails();
    expect(approved?.subject).toBe(`好生活：您的保固登錄已通過審核（${recordNumber(data.id)}）`);
    expect(approved?.text).toContain('保固期限至 2028-04-26 止');
  });

  it('acknowledges a gift claim, without the address or phone it is shipped to', async () => {
    const body = giftClaimBody({ medias: await upload('gift', 2) });
    const res = await post('/api/submit_gift_event', body, member.auth);
    const { data } = await json<{ data: { id: number; gift_event_subject: string; gift_name: string } }>(res);
    expect(res.status, JSON.stringify(data)).toBe(200);
    const [mail, ...more] = await newMails();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`好生活：我們已收到您的贈品申請（${recordNumber(data.id)}）`);
    expect(mail?.text).toContain(`活動：${data.gift_event_subject}`);
    expect(mail?.text).toContain(`贈品：${data.gift_name}`);
    expect(mail?.text).toContain(`發票號碼：${body.invoice_number}`);
    expect(mail?.text).toContain('https://shop.example.com.tw/member#gift-claims-title');
    expect(mail?.text).not.toContain(body.receive_phone);
    expect(mail?.text).not.toContain(body.receive_address);

    await queueMail(
      db,
      `gift-claim:${data.id}:shipped`,
      giftClaimMailRef(data.id, 'shipped', { carrier: '黑貓宅急便', trackingNumber: '9012-3456-7890' }),
    );
    const [shipped] = await newMails();
    expect(shipped?.subject).toBe(`好生活：您的贈品已寄出（${recordNumber(data.id)}）`);
    expect(shipped?.text).toContain('物流單號：9012-3456-7890');
  });

  it('acknowledges an in-home request with the day asked for, without the address or phone', async () => {
    const visit = inhomeVisit();
    const res = await post(
      '/api/user/inhome_services',
      { brand_id: vacuum.brand_id, model_id: vacuum.model_id, problem: '需要到府檢查。', ...visit },
      member.auth,
      'google_recaptcha_token',
    );
    const { data } = await json<{ data: { id: number } }>(res);
    expect(res.status, JSON.stringify(data)).toBe(200);
    const [mail, ...more] = await newMails();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`好生活：我們已收到您的到府服務申請（${recordNumber(data.id)}）`);
    expect(mail?.text).toContain(`希望日期：${visit.preferred_date} 上午（09:00–12:00）`);
    expect(mail?.text).not.toContain(visit.phone);
    expect(mail?.text).not.toContain(visit.address);
  });
});
