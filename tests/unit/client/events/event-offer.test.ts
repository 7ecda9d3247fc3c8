import { describe, expect, it } from 'vitest';
import type { EventSession } from '../../../../schemas/event-session.schema';
import type { UserOrder } from '../../../../schemas/user-order.schema';
import { eventPriceText, eventSeatsText } from '../../../../src/lib/event-text';
import { sessionsOffer } from '../../../../src/screens/events/event-sessions';
import { nextOrder } from '../../../../src/screens/member/member-overview';

const session = (over: Partial<EventSession>): EventSession =>
  ({
    id: 1,
    subject: '下午場',
    started_at: '2026-12-17T06:00:00Z',
    ended_at: '2026-12-17T09:00:00Z',
    place_name: '好生活 信義旗艦店',
    place_address: '',
    format: 'offline',
    capacity: 40,
    seats_left: 38,
    purchase_limit: 4,
    state: 'open',
    tickets: [
      { id: 1, name: '一般票', price: 1200, quota: 38, left: 38 },
      { id: 2, name: '早鳥票', price: 1000, quota: 2, left: 0 },
    ],
    ...over,
  }) as EventSession;

describe("what an event offers, in the cards' words", () => {
  it('the lowest price above zero with its thousands separated, and the seats of the open sessions', () => {
    const offer = sessionsOffer([session({}), session({ id: 2, state: 'full', seats_left: 0 })]);
    expect(eventPriceText({ cost_plan: 'paid', price_from: null }, offer.availability)).toBe('NT$1,000 起');
    expect(offer.seats).toBe('剩 38 位');
    expect(offer.sessions).toBe(2);
  });

  it('says 額滿 when every session still ahead is full, and nothing once sign-up is over', () => {
    expect(sessionsOffer([session({ state: 'full', seats_left: 0 })]).seats).toBe('額滿');
    expect(sessionsOffer([session({ state: 'past' })]).seats).toBeNull();
    expect(eventSeatsText(undefined)).toBeNull();
  });

  it("a free event says 免費; a paid one its card's lowest price before the live figures arrive, 付費 with no price set", () => {
    expect(eventPriceText({ cost_plan: 'free', price_from: null })).toBe('免費');
    expect(eventPriceText({ cost_plan: 'paid', price_from: 1200 })).toBe('NT$1,200 起');
    expect(eventPriceText({ cost_plan: 'paid', price_from: null })).toBe('付費');
  });

  it('the live price wins over the card when both are there (a ticket changed since the page was made)', () => {
    const offer = sessionsOffer([session({})]);
    expect(eventPriceText({ cost_plan: 'paid', price_from: 1500 }, offer.availability)).toBe('NT$1,000 起');
  });
});

const order = (number: string, status: UserOrder['status'], start: string): UserOrder =>
  ({
    order_number: number,
    status,
    items: [],
    event_info: {
      event_id: 1,
      event_name: '活動',
      session_started_at: start,
      session_ended_at: new Date(Date.parse(start) + 3_600_000).toISOString(),
    },
  }) as unknown as UserOrder;

describe("the member's next event", () => {
  const now = Date.parse('2026-11-27T00:00:00Z');
  it('is the soonest session ahead among paid and unpaid orders', () => {
    const list = [
      order('3', 'paid', '2026-12-20T06:00:00Z'),
      order('2', 'refunded', '2026-12-01T06:00:00Z'),
      order('1', 'pending_payment', '2026-12-10T06:00:00Z'),
      order('0', 'paid', '2026-11-20T06:00:00Z'),
    ];
    expect(nextOrder(list, now)?.order_number).toBe('1');
  });

  it('is none when every order is over, cancelled or refunded', () => {
    expect(
      nextOrder([order('0', 'paid', '2026-11-01T06:00:00Z'), order('1', 'cancelled', '2026-12-01T06:00:00Z')], now),
    ).toBeNull();
  });
});
