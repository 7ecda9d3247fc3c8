import { describe, expect, it } from 'vitest';
import { subscribeTopics } from '../../server/db/tables/subscribe-topic.table';
import { freshDbForFile, testApp } from '../support/api-app';
import { readMail } from '../support/eml';
import { freshIp, outboxMail, SITE, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile();
const dataDir = tempDataDir();
const app = testApp(db, { env: { DATA_DIR: dataDir } });

const [kitchen, travel] = await db
  .insert(subscribeTopics)
  .values([
    { subject: '廚房生活', description: '料理與器具', sort: 1 },
    { subject: '旅行提案', description: '', sort: 2 },
  ])
  .returning({ id: subscribeTopics.id, subject: subscribeTopics.subject });
if (!kitchen || !travel) throw new Error('topics not stored');

let nextEmail = 1;
const newEmail = () => `reader${nextEmail++}@example.com`;

function post(path: string, body: unknown, ip = freshIp(), target = app) {
  return target.request(
    `/api/${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}

const subscribeTopic = (email: string, topic_id: unknown, ip?: string) =>
  post('submit_subscribe_topic', { email, topic_id }, ip);
const subscribeEvents = (email: string, ip?: string) => post('submit_subscribe_event', { email }, ip);

/** The newest mail to `to` (with `subject`, when given), its raw text and its unsubscribe link. */
async function lastMailTo(to: string, subject?: string) {
  const wanted = (eml: string) => {
    const mail = readMail(eml);
    return mail.to === to && (subject === undefined || mail.subject === subject);
  };
  // mail goes out in the background: wait until it is there
  for (let i = 0; i < 30; i++) {
    const raw = (await outboxMail(dataDir, 1)).filter(wanted).at(-1);
    if (raw) {
      const mail = readMail(raw);
      const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)?.[0];
      // long headers are folded onto the next line
      const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
      const header = /^List-Unsubscribe: <([^>]+)>$/im.exec(head)?.[1];
      return { mail, raw, link: link ? new URL(link) : null, header };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

const subjectsTo = async (to: string) =>
  (await outboxMail(dataDir, 0))
    .map(readMail)
    .filter((mail) => mail.to === to)
    .map((mail) => mail.subject);

async function errorBody(res: Response) {
  return (await res.json()) as { message: string; errors?: Record<string, string[]> };
}

describe('POST /api/submit_subscribe_topic', () => {
  it('subscribes an address to a topic and mails a confirmation with an unsubscribe link', async () => {
    const email = newEmail();
    const res = await subscribeTopic(`  ${email.toUpperCase()} `, kitchen.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { email, topic: { id: kitchen.id, subject: '廚房生活' } } });

    const { mail, raw, link, header } = await lastMailTo(email);
    expect(mail.subject).toBe('【好生活】訂閱確認：廚房生活');
    expect(mail.text).toContain('感謝您訂閱好生活的「廚房生活」');
    expect(link?.origin).toBe(SITE);
    expect(link?.pathname).toBe('/unsubscribe');
    expect(link?.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    // mail programs offer their own unsubscribe button from the header
    expect(header).toBe(link?.toString());
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('answers 409 with the topic’s name when the address already subscribes to it, and mails nothing', async () => {
    const email = newEmail();
    expect((await subscribeTopic(email, kitchen.id)).status).toBe(200);
    await lastMailTo(email);
    const again = await subscribeTopic(email.toUpperCase(), kitchen.id);
    expect(again.status).toBe(409);
    expect(await errorBody(again)).toEqual({ message: '此 Email 已訂閱「廚房生活」。' });
    // another topic is another subscription
    expect((await subscribeTopic(email, travel.id)).status).toBe(200);
    // the refused attempt's mail, had there been one, would have been sent before this one
    await lastMailTo(email, '【好生活】訂閱確認：旅行提案');
    expect(await subjectsTo(email)).toEqual(['【好生活】訂閱確認：廚房生活', '【好生活】訂閱確認：旅行提案']);
  });

  it('refuses an unknown topic, a missing topic and a malformed email with 422 by field', async () => {
    const unknown = await subscribeTopic(newEmail(), 99_999);
    expect(unknown.status).toBe(422);
    expect((await errorBody(unknown)).errors).toEqual({ topic_id: ['找不到此訂閱主題。'] });

    const missing = await post('submit_subscribe_topic', { email: newEmail() });
    expect(missing.status).toBe(422);
    expect((await errorBody(missing)).errors).toEqual({ topic_id: ['請選擇訂閱主題。'] });

    const badEmail = await subscribeTopic('someone@example', kitchen.id);
    expect(badEmail.status).toBe(422);
    expect((await errorBody(badEmail)).errors).toEqual({ email: ['請輸入正確的 Email 格式。'] });
  });

  it('slows down one place subscribing the same address again and again (429)', async () => {
    const email = newEmail();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await subscribeTopic(email, kitchen.id, ip)).status);
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
    const blocked = await subscribeTopic(email, travel.id, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorBody(blocked)).message).toMatch(/^嘗試次數過多，請於 \d+ 分鐘後再試。$/);
    // another place is not held up
    expect((await subscribeTopic(email, travel.id)).status).toBe(200);
  });
});

describe('POST /api/submit_subscribe_event', () => {
  it('subscribes to event news once, with a confirmation mail', async () => {
    const email = newEmail();
    const res = await subscribeEvents(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { email, topic: null } });
    const { mail, link } = await lastMailTo(email);
    expect(mail.subject).toBe('【好生活】訂閱確認：活動消息');
    expect(link?.pathname).toBe('/unsubscribe');

    const again = await subscribeEvents(email);
    expect(again.status).toBe(409);
    expect(await errorBody(again)).toEqual({ message: '此 Email 已訂閱活動消息。' });
  });

  it('refuses a malformed email', async () => {
    const res = await subscribeEvents('not an email');
    expect(res.status).toBe(422);
    expect((await errorBody(res)).errors).toEqual({ email: ['請輸入正確的 Email 格式。'] });
  });
});

describe('GET /unsubscribe', () => {
  it('removes the subscription of the link, once; the address can then subscribe again', async () => {
    const email = newEmail();
    await subscribeTopic(email, travel.id);
    const { link } = await lastMailTo(email);
    if (!link) throw new Error('no link');

    const page = await app.request(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<h1>已取消訂閱</h1>');
    expect(html).toContain('您已取消訂閱「旅行提案」');

    // the same link again: nothing left to remove, and it says so
    const second = await app.request(link.pathname + link.search);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('連結無效或已取消訂閱。');

    const again = await subscribeTopic(email, travel.id);
    expect(again.status).toBe(200);
  });

  it('unsubscribes from event news by a mail program’s one-click POST', async () => {
    const email = newEmail();
    await subscribeEvents(email);
    const { header } = await lastMailTo(email);
    if (!header) throw new Error('no List-Unsubscribe header');
    const url = new URL(header);
    const res = await app.request(url.pathname + url.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('您已取消訂閱「活動消息」');
    expect((await subscribeEvents(email)).status).toBe(200);
  });

  it('says an unknown or missing token names no subscription', async () => {
    for (const path of ['/unsubscribe?token=nope', '/unsubscribe', `/unsubscribe?token=${'x'.repeat(500)}`]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('連結無效或已取消訂閱。');
    }
  });

  it('links to PUBLIC_URL when the site has one', async () => {
    const behindProxy = testApp(db, { env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://www.haolife.example' } });
    const email = newEmail();
    expect((await post('submit_subscribe_event', { email }, freshIp(), behindProxy)).status).toBe(200);
    const { link } = await lastMailTo(email);
    expect(link?.origin).toBe('https://www.haolife.example');
  });
});
