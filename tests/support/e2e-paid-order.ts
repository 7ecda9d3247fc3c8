import type { APIRequestContext } from '@playwright/test';
import { expect } from './e2e-test';

export interface Participant {
  name: string;
  phone: string;
  email: string;
}

/**
 * An order of a seeded event's session, one ticket per participant, placed through the API by the
 * member signed in on `request` and paid on the sandbox gateway's page (as a member's browser
 * would post it): its number. `session` picks the session by its subject, else the first open one.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  { event, session, participants }: { event: string; session?: string; participants: readonly Participant[] },
): Promise<string> {
  const list = (await (await request.get('/api/events?per_page=50')).json()) as {
    data: { top: { id: number; subject: string }[]; list: { data: { id: number; subject: string }[] } };
  };
  const found = [...list.data.top, ...list.data.list.data].find((e) => e.subject === event);
  const sessions = (await (await request.get(`/api/calendar_events/${found?.id}`)).json()) as {
    data: { id: number; subject: string; state: string; tickets: { id: number }[] }[];
  };
  const chosen = sessions.data.find((s) => (session ? s.subject === session : s.state === 'open'));
  if (!found || !chosen) throw new Error(`no ${event} ${session ?? '(open session)'}`);
  const email = participants[0]?.email ?? 'member@example.com';
  const placed = await request.post('/api/cart/pay', {
    data: {
      event_id: found.id,
      session_id: chosen.id,
      tickets: [{ ticket_id: chosen.tickets[0]?.id, quantity: participants.length }],
      participants,
      answers: [],
      invoice: { carrier_type: 'B2C', invoice_email: email },
      payment_type: '9104',
      agree: true,
      idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { data } = (await placed.json()) as {
    data: { order_number: string; checkout: { fields: Record<string, string> } };
  };
  const paid = await request.post('/pay/complete', {
    form: { ...data.checkout.fields, outcome: 'paid' },
    maxRedirects: 0,
  });
  expect(paid.status(), 'the sandbox takes the payment').toBe(303);
  return data.order_number;
}
