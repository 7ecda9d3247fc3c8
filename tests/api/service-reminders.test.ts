import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '../../schemas/product-info.schema';
import { recordNumber } from '../../schemas/record-number';
import { CARE_TOPIC_SUBJECT } from '../../schemas/subscribe.schema';
import { addDays, addMonths } from '../../schemas/taipei-date';
import { memberMails } from '../../server/db/tables/member-mail.table';
import { repairs } from '../../server/db/tables/repair.table';
import { reserveTimes } from '../../server/db/tables/reserve-time.table';
import { subscribeTopics } from '../../server/db/tables/subscribe-topic.table';
import { subscriptions } from '../../server/db/tables/subscription.table';
import type { MailMessage } from '../../server/mail/mailer';
import { queueDueCareReminders } from '../../server/services/care-reminders.service';
import { queueDueRepairReminders } from '../../server/services/repair-reminders.service';
import { deliverMailOf, freshDbForFile, testApp } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import {
  productIds,
  RICE_COOKER,
  taipeiDaysFromNow,
  VACUUM,
  validAddresses,
  validInvoice,
} from '../support/service-fixtures';
import { signedInMember, tempDataDir } from '../support/sso-browser';

// issue 25: a fast repair's day-before reminder and the 保養提醒 topic's care reminders, each
// queued once however often the job runs
const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db, { env: { DATA_DIR: tempDataDir() } });
const sent: MailMessage[] = [];
const postman = testApp(db, {
  env: { PUBLIC_URL: 'https://shop.example.com.tw' },
  mailer: { send: async (m) => void sent.push(m) },
});
const json = async <T>(res: Response) => (await res.json()) as T;
const post = async (path: string, body: object, auth: Record<string, string> = {}, captcha?: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(captcha ? { ...body, [captcha]: await solveCaptcha(app) } : body),
  });
async function newMails(): Promise<MailMessage[]> {
  const before = sent.length;
  await deliverMailOf(postman);
  return sent.slice(before);
}
/** the instant of a Taipei wall-clock time */
const taipei = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

const infos = (await json<{ data: ProductInfo[] }>(await app.request('/api/option/products?type=all'))).data;

describe('a fast repair’s day-before reminder', () => {
  it('is queued once, from 09:00 the day before until the booked time, with the store and the .ics', async () => {
    const member = await signedInMember(app);
    const day = taipeiDaysFromNow(3);
    const stores = (
      await json<{ data: { id: number; name: string }[] }>(await app.request('/api/option/reserve_stores'))
    ).data;
    const store = stores[0];
    if (!store) throw new Error('no fast-repair store');
    const [slot] = await db
      .select()
      .from(reserveTimes)
      .where(and(eq(reserveTimes.date, day), eq(reserveTimes.locationId, store.id)))
      .limit(1);
    if (!slot) throw new Error('no seeded slot');
    const res = await post(
      '/api/user/repairs',
      {
        type: 'fast',
        items: [{ ...productIds(infos, RICE_COOKER.brand, RICE_COOKER.model), serial: null, problem: '按鍵沒反應。' }],
        ...validAddresses,
        ...validInvoice,
        book_store_id: store.id,
        book_tmp_date: day,
        book_tmp_time: slot.id,
        book_memo: '',
      },
      member.auth,
      'google_recaptcha_token',
    );
    const { data } = await json<{ data: { id: number } }>(res);
    expect(res.status, JSON.stringify(data)).toBe(200);
    await newMails(); // its booking's receipt

    const dayBefore = addDays(day, -1);
    expect(await queueDueRepairReminders(db, new Date())).toBe(0);
    expect(await queueDueRepairReminders(db, taipei(dayBefore, '08:59'))).toBe(0);
    expect(await queueDueRepairReminders(db, taipei(dayBefore, '09:00'))).toBe(1);
    // the next minute's run, or another server's, finds the key taken
    expect(await queueDueRepairReminders(db, taipei(dayBefore, '09:01'))).toBe(0);
    expect(await queueDueRepairReminders(db, taipei(day, '08:00'))).toBe(0);
    const [mail, ...more] = await newMails();
    expect(more).toEqual([]);
    expect(mail?.to).toBe(member.account.email);
    expect(mail?.subject).toBe(`好生活：速修預約提醒（${recordNumber(data.id)}）`);
    expect(mail?.text).toContain(`預約時間：${day} ${slot.time}`);
    expect(mail?.text).toContain(`門市：${store.name}`);
    expect(mail?.text).toContain(`https://shop.example.com.tw/member/service?repair=${data.id}`);
    expect(mail?.attachments?.some((a) => a.filename.endsWith('.ics'))).toBe(true);
  });

  it('is not queued for a cancelled repair, nor after the booked time', async () => {
    const [booked] = await db
      .select({ id: repairs.id, bookDate: repairs.bookDate })
      .from(repairs)
      .where(eq(repairs.type, 'fast'));
    if (!booked?.bookDate) throw new Error('no fast repair');
    await db.delete(memberMails).where(eq(memberMails.key, `repair:${booked.id}:reminder`));
    expect(await queueDueRepairReminders(db, taipei(booked.bookDate, '23:00'))).toBe(0);
    await db.update(repairs).set({ status: 'cancelled' }).where(eq(repairs.id, booked.id));
    expect(await queueDueRepairReminders(db, taipei(addDays(booked.bookDate, -1), '12:00'))).toBe(0);
  });
});

describe('保養提醒 care reminders', () => {
  const png = () =>
    sharp({ create: { width: 8, height: 6, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
  async function register(auth: Record<string, string>, invoiceDate: string) {
    const form = new FormData();
    form.append('files', new File([(await png()) as BlobPart], 'receipt.png', { type: 'image/png' }));
    const up = await app.request('/api/user/medias/warranty', { method: 'POST', headers: auth, body: form });
    const medias = (await json<{ data: unknown[] }>(up)).data;
    const vacuum = productIds(infos, VACUUM.brand, VACUUM.model);
    const res = await post(
      '/api/user/warranties',
      {
        direct: false,
        utm: {},
        brand_id: vacuum.brand_id,
        model_id: vacuum.model_id,
        serial: VACUUM.serial,
        channel_id: 1,
        order_number: null,
        input_method: 'manual',
        invoice_number: 'CA63388616',
        invoice_date: invoiceDate,
        scan_invoice_date: null,
        invoice_random: '1406',
        invoice_qr: null,
        invoice_amount: 6500,
        medias,
      },
      auth,
      'token',
    );
    const { data } = await json<{ data: { id: number } }>(res);
    expect(res.status, JSON.stringify(data)).toBe(200);
    return data.id;
  }

  it('mails a subscribed member once per due date of the model’s interval, an unsubscribed member never', async () => {
    const subscribed = await signedInMember(app, { name: '張雅婷' });
    const unsubscribed = await signedInMember(app);
    const [topic] = await db.select().from(subscribeTopics).where(eq(subscribeTopics.subject, CARE_TOPIC_SUBJECT));
    if (!topic) throw new Error('no care topic seeded');
    const subscribing = await post('/api/submit_subscribe_topic', {
      email: subscribed.account.email,
      topic_id: topic.id,
    });
    expect(subscribing.status).toBe(200);
    // bought the same day; the seeded KZ-S8 wants care every 6 months
    const purchase = taipeiDaysFromNow(-10);
    const mine = await register(subscribed.auth, purchase);
    await register(unsubscribed.auth, purchase);
    await newMails(); // the registrations' receipts

    const firstDue = addMonths(purchase, 6);
    expect(await queueDueCareReminders(db, taipei(addDays(firstDue, -1), '09:00'))).toBe(0);
    expect(await queueDueCareReminders(db, taipei(firstDue, '09:00'))).toBe(1);
    // the job again, the same day or the next: nothing more
    expect(await queueDueCareReminders(db, taipei(firstDue, '09:00'))).toBe(0);
    expect(await queueDueCareReminders(db, taipei(addDays(firstDue, 1), '09:00'))).toBe(0);
    const [mail, ...more] = await newMails();
    expect(more).toEqual([]);
    expect(mail?.to).toBe(subscribed.account.email);
    expect(mail?.subject).toBe('好生活：風野 無線吸塵器 KZ-S8 保養提醒');
    expect(mail?.text).toContain('張雅婷 您好');
    expect(mail?.text).toContain(`購買日期 ${purchase}`);
    expect(mail?.text).toContain('每 6 個月保養一次');
    expect(await db.$count(memberMails, eq(memberMails.key, `care:${mine}:${firstDue}`))).toBe(1);
    // its own unsubscribe link ends the subscription (the confirmation mail's link is another)
    const link = mail?.headers?.['List-Unsubscribe']?.match(
      /^<https:\/\/shop\.example\.com\.tw(\/unsubscribe\?token=[^>]+)>$/,
    )?.[1];
    expect(mail?.text).toContain(`https://shop.example.com.tw${link}`);
    expect(await db.$count(subscriptions, eq(subscriptions.email, subscribed.account.email))).toBe(1);

    // six months on, the next one
    expect(await queueDueCareReminders(db, taipei(addMonths(purchase, 12), '09:00'))).toBe(1);
    expect((await newMails()).map((m) => m.to)).toEqual([subscribed.account.email]);
    // the first reminder's link still works: one click, and no more reminders
    const out = await app.request(link ?? '/unsubscribe', { method: 'POST' });
    expect(await out.text()).toContain('您已取消訂閱「保養提醒」');
    expect(await db.$count(subscriptions, eq(subscriptions.email, subscribed.account.email))).toBe(0);
    expect(await queueDueCareReminders(db, taipei(addMonths(purchase, 18), '09:00'))).toBe(0);
  });

  it('sends nothing to a member who unsubscribed after the reminder was queued', async () => {
    const member = await signedInMember(app);
    const [topic] = await db.select().from(subscribeTopics).where(eq(subscribeTopics.subject, CARE_TOPIC_SUBJECT));
    await post('/api/submit_subscribe_topic', { email: member.account.email, topic_id: topic?.id });
    // far from the other members' purchases: only this one's reminder is due then
    const purchase = taipeiDaysFromNow(-60);
    await register(member.auth, purchase);
    await newMails();
    expect(await queueDueCareReminders(db, taipei(addMonths(purchase, 6), '09:00'))).toBe(1);
    await db.delete(subscriptions).where(eq(subscriptions.email, member.account.email));
    expect(await newMails()).toEqual([]);
  });
});
