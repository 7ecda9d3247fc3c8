/**
 * Two app servers on one PostgreSQL behind Debian's HAProxy, round-robin: a member's whole story
 * (sign-up at /sso, a warranty with its photo, a paid ticket, its QR code, a refund) goes through
 * the proxy only, its requests landing on both servers; one server is killed with SIGKILL half-way
 * and the other carries on; afterwards every record and every mail exists exactly once.
 *
 * PostgreSQL only (the servers share it), so it runs in the PostgreSQL stage of `npm test`
 * (TEST_DATABASE_URL), once; it needs the haproxy binary (`.ci/run` installs Debian's).
 */
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyTicketCode } from '../../schemas/ticket-code';
import { throwawayTicketKey } from '../../scripts/throwaway-ticket-key.mjs';
import { creditNotes, eInvoices } from '../../server/db/tables/e-invoice.table';
import { eventOrders, orderRefunds } from '../../server/db/tables/event-order.table';
import { media } from '../../server/db/tables/media.table';
import { mediaBlobs } from '../../server/db/tables/media-blob.table';
import { members } from '../../server/db/tables/member.table';
import { memberMails } from '../../server/db/tables/member-mail.table';
import { payments } from '../../server/db/tables/payment.table';
import { ssoAccounts } from '../../server/db/tables/sso-account.table';
import { warranties } from '../../server/db/tables/warranty.table';
import { orderMailKey } from '../../server/mail/mail-refs';
import { type AppServer, freePort, startAppServer } from '../support/cluster/app-server';
import { haproxyBinary, type RunningProxy, startHaproxy } from '../support/cluster/haproxy';
import { ok, REGISTRATION_SUBJECT, registerWarranty, seededTicket, signUp } from '../support/cluster/member-steps';
import { clusterMails } from '../support/cluster/outboxes';
import { proxyClient } from '../support/cluster/proxy-client';
import { freshDb, type TestDb } from '../support/fresh-db';

const haproxy = haproxyBinary();
const skipped = !process.env.TEST_DATABASE_URL
  ? 'no TEST_DATABASE_URL: it runs in the PostgreSQL stage (npm test -- --also-postgres <url>)'
  : !haproxy
    ? 'no haproxy binary (apt-get install haproxy; .ci/run does)'
    : null;
if (skipped) console.warn(`tests/api/two-servers.test.ts skipped: ${skipped}`);

const ORDER_MAILS = ['placed', 'paid', 'refunded'] as const;

let t: TestDb | undefined;
let servers: AppServer[] = [];
let proxy: RunningProxy | undefined;
/** what the story made, for the checks on the database afterwards */
const story = { email: '', orderNumber: '', creditNote: '', warrantyId: 0, survivor: '' };

const db = () => {
  if (!t) throw new Error('no database');
  return t.db;
};

type OrderView = { status: string; items: { ticket_code: string | null }[] };

describe.skipIf(skipped !== null)(
  `two app servers on one PostgreSQL behind HAProxy${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    beforeAll(async () => {
      t = await freshDb();
      const proxyPort = await freePort();
      // the settings every server shares (README, "Several app servers on one PostgreSQL")
      const shared = {
        DATABASE_URL: t.url ?? '',
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        MEDIA_STORE: 'database',
        TICKET_SIGNING_KEY: throwawayTicketKey(),
        SSO_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
        TRUST_PROXY: 'true',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      };
      // started together: one migrates and seeds, the other waits for it (Database.exclusive)
      const started = await Promise.allSettled([startAppServer('a', shared), startAppServer('b', shared)]);
      servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      proxy = await startHaproxy(
        haproxy ?? 'haproxy',
        proxyPort,
        servers.map((s) => ({ name: s.name, port: s.port })),
      );
    }, 90_000);

    afterAll(async () => {
      await proxy?.stop();
      await Promise.all(servers.map((s) => s.stop()));
      await t?.close();
    }, 30_000);

    it('serves a member’s story on both servers, and carries on when one is killed half-way', async () => {
      if (!proxy) throw new Error('no proxy');
      const client = proxyClient(proxy.url);
      story.email = `cluster.${randomBytes(4).toString('hex')}@example.com.tw`;
      const auth = await signUp(client, servers, story.email);
      story.warrantyId = await registerWarranty(client, auth);

      const { eventId, sessionId, ticketId } = await seededTicket(client);
      const placed = ok(
        await client.json<{
          data: { order_number: string; checkout: { action: string; fields: Record<string, string> } | null };
        }>(
          '/api/cart/pay',
          {
            event_id: eventId,
            session_id: sessionId,
            tickets: [{ ticket_id: ticketId, quantity: 1 }],
            participants: [{ name: '王小明', phone: '0912345678', email: story.email }],
            answers: [],
            invoice: { carrier_type: 'B2C', invoice_email: story.email },
            payment_type: '9104',
            agree: true,
            idempotency_key: randomBytes(12).toString('hex'),
          },
          { headers: auth },
        ),
      ).data;
      story.orderNumber = placed.order_number;
      if (!placed.checkout) throw new Error('a paid ticket starts no checkout');
      // the sandbox's page, then its 付款 button: its notify goes to PUBLIC_URL, through the proxy
      const checkout = new URL(placed.checkout.action, proxy.url);
      expect((await client.form(checkout.pathname, placed.checkout.fields)).status).toBe(200);
      expect((await client.form('/pay/complete', { ...placed.checkout.fields, outcome: 'paid' })).status).toBe(303);

      const before = client.visits.length;
      const servedBy = client.visits.map((v) => v.servedBy);
      expect(new Set(servedBy), 'both servers answered').toEqual(new Set(['a', 'b']));
      const alternations = servedBy.slice(1).filter((by, i) => by !== servedBy[i]).length;
      expect(alternations, 'consecutive requests land on different servers').toBeGreaterThanOrEqual(before / 2);

      // Half-way, one server dies as a crash would (the one that did not take the last request).
      // The mails queued so far are sent first: a mail job taken by a server stays with it until
      // the job expires (QUEUES.mail, 2 minutes), longer than this test waits.
      await expect
        .poll(async () => (await mailsOf(story.orderNumber)).filter((m) => m.status === 'sent').length, {
          timeout: 20_000,
        })
        .toBe(2);
      const last = servedBy.at(-1);
      const victim = servers.find((s) => s.name !== last) ?? servers[0];
      const survivor = servers.find((s) => s !== victim);
      if (!victim || !survivor) throw new Error('no two servers');
      story.survivor = survivor.name;
      const logBeforeKill = proxy.log().length;
      await victim.crash();
      // round-robin sends one of two requests to the dead server: HAProxy tries the other at once
      for (let i = 0; i < 2; i++) expect((await client.request('/api/tickets/public-key')).status).toBe(200);

      // the order and its ticket's QR code: signed by the shared key, checked on any server
      const order = ok(
        await client.json<{ data: OrderView }>(`/api/user/orders/${story.orderNumber}`, undefined, { headers: auth }),
      );
      expect(order.data.status).toBe('paid');
      const code = order.data.items[0]?.ticket_code;
      if (!code) throw new Error('the paid order shows no ticket code');
      const { data: keys } = ok(await client.json<{ data: { keys: JsonWebKey[] } }>('/api/tickets/public-key'));
      expect((await verifyTicketCode(code, keys.keys)).ok, 'the QR code verifies offline').toBe(true);
      const verdict = async () =>
        ok(await client.json<{ data: { status: string } }>('/api/tickets/verify', { code })).data.status;
      expect(await verdict()).toBe('valid');

      const refunded = ok(
        await client.json<{ data: { credit_note_no: string } }>(
          `/api/user/refund_order/${story.orderNumber}`,
          { accept: true, reasons: ['重複報名'], other_reason: '' },
          { headers: auth },
        ),
      );
      story.creditNote = refunded.data.credit_note_no;
      expect(await verdict(), 'the refunded ticket is revoked').toBe('revoked');
      const after = ok(
        await client.json<{ data: OrderView }>(`/api/user/orders/${story.orderNumber}`, undefined, { headers: auth }),
      );
      expect(after.data.status).toBe('refunded');

      const afterKill = client.visits.slice(before);
      expect(
        afterKill.map((v) => v.servedBy),
        'the survivor answered everything after the kill',
      ).toEqual(afterKill.map(() => survivor.name));
      // the health checks take the dead server out (until then a refused connection is redispatched)
      await expect
        .poll(() => proxy?.log(), { message: 'HAProxy marks the killed server down', timeout: 5_000 })
        .toMatch(new RegExp(`Server apps/${victim.name} is DOWN`));
      expect(proxy.log().slice(logBeforeKill), 'a request meant for the dead server went to the other').toMatch(
        new RegExp(`served-by=${survivor.name} retries=\\+1`),
      );
    }, 60_000);

    it('keeps every record and every mail exactly once', async () => {
      const no = story.orderNumber;
      expect(no, 'the story above placed an order').not.toBe('');
      const [order] = await db().select().from(eventOrders).where(eq(eventOrders.orderNumber, no));
      expect(order?.status).toBe('refunded');
      expect(await db().$count(eventOrders, eq(eventOrders.memberId, order?.memberId ?? -1))).toBe(1);
      const attempts = await db().select().from(payments).where(eq(payments.payableId, no));
      expect(attempts.map((p) => p.status)).toEqual(['paid']);
      const invoices = await db().select().from(eInvoices).where(eq(eInvoices.payableId, no));
      expect(invoices).toHaveLength(1);
      const notes = await db()
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.invoiceId, invoices[0]?.id ?? -1));
      expect(notes.map((n) => n.no)).toEqual([story.creditNote]);
      // one account, one member, one warranty with its one photo, whose bytes are in the database
      expect(await db().$count(ssoAccounts, eq(ssoAccounts.email, story.email))).toBe(1);
      const memberId = order?.memberId ?? -1;
      expect(await db().$count(members, eq(members.id, memberId))).toBe(1);
      const theirs = await db().select().from(warranties).where(eq(warranties.memberId, memberId));
      expect(theirs.map((w) => w.id)).toEqual([story.warrantyId]);
      const photos = await db().select().from(media).where(eq(media.memberId, memberId));
      expect(photos.map((p) => [p.kind, p.recordId])).toEqual([['warranty', story.warrantyId]]);
      expect(await db().$count(mediaBlobs, eq(mediaBlobs.key, photos[0]?.storageKey ?? ''))).toBe(1);

      // the refund's mail is sent by the survivor's job queue; a refund's mail is keyed by the refund
      // (an order may be refunded ticket by ticket, each refund mailed)
      const [refund] = await db()
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, order?.id ?? -1));
      const keys = ORDER_MAILS.map((kind) => orderMailKey(no, kind, kind === 'refunded' ? refund?.id : undefined));
      await expect
        .poll(async () => (await mailsOf(no)).map((m) => `${m.key}:${m.status}`).sort(), { timeout: 20_000 })
        .toEqual(keys.map((key) => `${key}:sent`).sort());
      const sent = clusterMails(servers);
      for (const key of keys) {
        const [row] = (await mailsOf(no)).filter((m) => m.key === key);
        const copies = sent.filter((m) => m.subject === row?.subject);
        expect(copies, `「${row?.subject}」 in the outboxes`).toHaveLength(1);
      }
      expect(sent.filter((m) => m.to === story.email && m.subject === REGISTRATION_SUBJECT)).toHaveLength(1);
      const refundMail = sent.find((m) => m.subject.includes(no) && m.text.includes(story.creditNote));
      expect(refundMail?.server, 'the refund was mailed by the server still running').toBe(story.survivor);
    }, 30_000);
  },
);

const mailsOf = (orderNumber: string) =>
  db()
    .select()
    .from(memberMails)
    .where(like(memberMails.key, `order:${orderNumber}:%`));
