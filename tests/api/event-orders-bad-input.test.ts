import { randomBytes } from 'node:crypto';
import naughty from 'big-list-of-naughty-strings';
import { describe, expect, it, vi } from 'vitest';
import { freshDbForFile, testApp } from '../support/api-app';
import { quickMembers } from '../support/api-members';

/**
 * The bad-input pass (as tests/api/bad-input.test.ts) over the event-order calls: naughty strings,
 * control characters and wrong types in every field a member sends, and in the path segments
 * that name orders and credit notes. Whatever the call thinks of them, it never answers 5xx.
 */
vi.setConfig({ testTimeout: 300_000 });

const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db);
const [buyer] = await quickMembers(db, 1);
const auth = buyer?.auth ?? {};

const CONTROLS = [...Array.from({ length: 32 }, (_, i) => `a${String.fromCharCode(i)}b`), '\ud800', '\u202e', '\ufeff'];
const SAMPLE: unknown[] = [
  ...(naughty as string[]).filter((_, i) => i % 7 === 0),
  ...CONTROLS,
  'x'.repeat(10_000),
  '',
  null,
  true,
  -1,
  1.5,
  2 ** 53,
  [],
  {},
  ['x'],
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":1}}'),
];

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
  });

async function noFiveHundreds(what: string, send: (value: unknown) => Promise<Response> | Response) {
  const failures: string[] = [];
  for (const value of SAMPLE) {
    const res = await send(value);
    if (res.status >= 500) failures.push(`${what} ${JSON.stringify(value).slice(0, 40)} → ${res.status}`);
  }
  expect(failures).toEqual([]);
}

const sessions = (await (await app.request('/api/calendar_events/1')).json()) as {
  data: { id: number; tickets: { id: number }[] }[];
};
const session = sessions.data[0];
const valid = () => ({
  event_id: 1,
  session_id: session?.id,
  tickets: [{ ticket_id: session?.tickets[0]?.id, quantity: 1 }],
  participants: [{ name: '王小明', phone: '0912345678', email: 'ming@example.com' }],
  answers: [],
  invoice: { carrier_type: 'B2C', invoice_email: 'ming@example.com' },
  payment_type: '9104',
  agree: true,
  idempotency_key: randomBytes(12).toString('hex'),
});

describe('event-order calls never answer 5xx to bad input', () => {
  it('POST /api/cart/pay, every field', async () => {
    const body = valid();
    const fields: [string, (v: unknown) => unknown][] = [
      ['event_id', (v) => ({ ...valid(), event_id: v })],
      ['session_id', (v) => ({ ...valid(), session_id: v })],
      ['tickets', (v) => ({ ...valid(), tickets: v })],
      ['tickets.quantity', (v) => ({ ...valid(), tickets: [{ ...body.tickets[0], quantity: v }] })],
      ['participants.name', (v) => ({ ...valid(), participants: [{ ...body.participants[0], name: v }] })],
      ['answers', (v) => ({ ...valid(), answers: [{ question_id: 1, value: v }] })],
      [
        'invoice.carrier_num',
        (v) => ({ ...valid(), invoice: { carrier_type: 'PHONE', carrier_num: v, invoice_email: 'a@b.co' } }),
      ],
      [
        'invoice.invoice_ubn',
        (v) => ({
          ...valid(),
          invoice: { carrier_type: 'B2B', invoice_ubn: v, invoice_title: 'x', invoice_email: 'a@b.co' },
        }),
      ],
      ['payment_type', (v) => ({ ...valid(), payment_type: v })],
      ['idempotency_key', (v) => ({ ...valid(), idempotency_key: v })],
      ['body', (v) => v],
    ];
    for (const [name, make] of fields) await noFiveHundreds(`cart/pay ${name}`, (v) => post('/api/cart/pay', make(v)));
  });

  it('POST /api/user/refund_order/{no} and the order and credit-note paths', async () => {
    await noFiveHundreds('refund other_reason', (v) =>
      post('/api/user/refund_order/26112312345678', { accept: true, reasons: [], other_reason: v }),
    );
    await noFiveHundreds('refund reasons', (v) =>
      post('/api/user/refund_order/26112312345678', { accept: true, reasons: v }),
    );
    // a lone surrogate goes as the (invalid) UTF-8 bytes it would have
    const segment = (v: unknown) =>
      String(v)
        .slice(0, 2000)
        .replace(/[\ud800-\udfff]/g, '\u0000')
        .split('')
        .map((c) => (c === '\u0000' ? '%ED%A0%80' : encodeURIComponent(c)))
        .join('') || 'x';
    await noFiveHundreds('orders/{no}', (v) => app.request(`/api/user/orders/${segment(v)}`, { headers: auth }));
    await noFiveHundreds('credit_notes/{no}', (v) =>
      app.request(`/api/user/credit_notes/${segment(v)}`, { headers: auth }),
    );
    await noFiveHundreds('cancel_order/{no}', (v) => post(`/api/user/cancel_order/${segment(v)}`, {}));
    await noFiveHundreds('calendar_events/{id}', (v) => app.request(`/api/calendar_events/${segment(v)}`));
    await noFiveHundreds('orders?sorting', (v) =>
      app.request(`/api/user/orders?${new URLSearchParams({ sorting: String(v) })}`, { headers: auth }),
    );
    await noFiveHundreds('cart/add', (v) => post('/api/cart/add', { session_id: v, tickets: v }));
    await noFiveHundreds('event_survey', (v) => post('/api/event_survey/2', { answers: v }));
  });
});
