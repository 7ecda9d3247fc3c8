/**
 * A member's steps on the site, through the proxy only (tests/api/two-servers.test.ts): sign-up at
 * the site's own sign-in service, a warranty with its photo, the seeded paid event's ticket. Each
 * checks its answers as it goes.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { ProductInfo } from '../../../schemas/product-info.schema';
import { solveCaptchaChallenge } from '../captcha';
import { productIds, VACUUM } from '../service-fixtures';
import { awaitClusterMail } from './outboxes';
import type { ProxyClient } from './proxy-client';

const EVENT = '冬季土鍋炊飯教室';
/** DOMAIN.md's first public e-invoice example (as warranties.test.ts reads it): CA63388616, total 65 */
const INVOICE_QR =
  'CA63388616107042714060000003e0000004100000000247894573A2IzH97mHFMn89HdKcQCQ==:**********:1:1:1:尖叫雞/隻:1:25:尖叫雞EX/隻:1:50';
export const REGISTRATION_SUBJECT = '【好生活】請完成會員註冊';

/** The body of a 200 answer (anything else fails the test, with the body in the message). */
export const ok = <T>({ res, body }: { res: Response; body: T }) => {
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
};

/** The register form, the mailed link (in whichever server's outbox) and its button. */
export async function signUp(
  client: ProxyClient,
  servers: readonly { name: string; dataDir: string }[],
  email: string,
): Promise<Record<string, string>> {
  expect((await client.request('/sso/register')).status).toBe(200);
  const csrf = client.cookies.get('sso_csrf') ?? '';
  const password = 'correct horse 8';
  const sent = await client.form('/sso/register', {
    _csrf: csrf,
    name: '王小明',
    email,
    mobile: '0912345678',
    password,
    password_confirmation: password,
    agree: 'on',
    return_to: '/',
    banner: '1',
  });
  expect(sent.status, 'the sign-in service mails a registration link').toBe(200);
  const mail = await awaitClusterMail(servers, (m) => m.to === email && m.subject === REGISTRATION_SUBJECT);
  const link = new URL(/https?:\/\/\S+\/sso\/register\/confirm\?\S+/.exec(mail.text)?.[0] ?? '');
  expect(link.origin, 'the link names the public address, not a server').toBe(client.origin);
  const confirmed = await client.form('/sso/register/confirm', {
    _csrf: csrf,
    ...Object.fromEntries(link.searchParams),
  });
  expect(confirmed.status).toBe(303);
  const back = new URL(confirmed.headers.get('location') ?? '', client.origin);
  const login = ok(
    await client.json<{ data: { token_type: string; token: string } }>('/api/auth/login', {
      outer_id: back.searchParams.get('outer_id'),
      access_token: back.searchParams.get('id_token'),
    }),
  );
  return { authorization: `${login.data.token_type} ${login.data.token}` };
}

/** A warranty registered with a photo, the photo read back through the proxy (so from both servers). */
export async function registerWarranty(client: ProxyClient, auth: Record<string, string>) {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new File([png as BlobPart], 'receipt.png', { type: 'image/png' }));
  const uploaded = await client.request('/api/user/medias/warranty', { method: 'POST', headers: auth, body: form });
  expect(uploaded.status).toBe(200);
  const { data: medias } = (await uploaded.json()) as { data: { id: number; url: string }[] };
  const url = medias[0]?.url ?? '';
  const copies: { by: string | null; bytes: Buffer }[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await client.request(url, { headers: auth });
    expect(res.status, `the photo from ${res.headers.get('x-served-by')}`).toBe(200);
    copies.push({ by: res.headers.get('x-served-by'), bytes: Buffer.from(await res.arrayBuffer()) });
  }
  expect(new Set(copies.map((c) => c.by)).size, 'the photo was served by both servers').toBe(2);
  expect((await sharp(copies[0]?.bytes).metadata()).width).toBe(32);
  for (const copy of copies) expect(copy.bytes.equals(copies[0]?.bytes ?? Buffer.alloc(0))).toBe(true);

  const infos = ok(await client.json<{ data: ProductInfo[] }>('/api/option/products?type=all')).data;
  const vacuum = productIds(infos, VACUUM.brand, VACUUM.model);
  // the challenge comes from one server and is checked by the other: CAPTCHA_HMAC_KEY is shared
  const challenge = ok(await client.json<Parameters<typeof solveCaptchaChallenge>[0]>('/api/captcha/challenge'));
  const registered = ok(
    await client.json<{ data: { id: number } }>(
      '/api/user/warranties',
      {
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
        invoice_qr: INVOICE_QR,
        invoice_amount: 65,
        medias,
        token: await solveCaptchaChallenge(challenge),
      },
      { headers: auth },
    ),
  );
  return registered.data.id;
}

/** The seeded paid event's first open session and its ticket, as the event page lists them. */
export async function seededTicket(client: ProxyClient) {
  type Listed = { id: number; subject: string };
  const list = ok(await client.json<{ data: { top: Listed[]; list: { data: Listed[] } } }>('/api/events?per_page=50'));
  const event = [...list.data.top, ...list.data.list.data].find((e) => e.subject === EVENT);
  if (!event) throw new Error(`no seeded event ${EVENT}`);
  type Session = { id: number; state: string; tickets: { id: number; price: number; left: number }[] };
  const sessions = ok(await client.json<{ data: Session[] }>(`/api/calendar_events/${event.id}`)).data;
  const session = sessions.find((s) => s.state === 'open' && s.tickets.some((k) => k.price > 0 && k.left > 0));
  const ticket = session?.tickets.find((k) => k.price > 0 && k.left > 0);
  if (!session || !ticket) throw new Error(`no open paid session of ${EVENT}`);
  return { eventId: event.id, sessionId: session.id, ticketId: ticket.id };
}
