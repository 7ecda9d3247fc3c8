import type { EventCard } from '../../schemas/event.schema';
import type { EventAvailability } from '../../schemas/event-availability.schema';
import { formatMoney } from '../../schemas/money';

/** zh-TW words for the event fields of SPEC §4 (cost plan, format, status). */
export const EVENT_TEXT = {
  status: { open: '報名中', closed: '已截止' } satisfies Record<EventCard['status'], string>,
  format: { online: '線上活動', offline: '實體活動' } satisfies Record<EventCard['format'], string>,
  costPlan: { free: '免費', paid: '付費' } satisfies Record<EventCard['cost_plan'], string>,
  when: '時間',
  where: '地點',
  price: '費用',
  seats: '名額',
  /** the lowest ticket price, with the thousands separated: NT$1,200 起 */
  priceFrom: (n: number) => `${formatMoney(n)} 起`,
  seatsLeft: (n: number) => `剩 ${n} 位`,
  full: '額滿',
} as const;

/**
 * The price line of an event: 免費, or the lowest price, which the card carries (so the page the
 * server renders shows it); the live availability's when it is newer; 付費 when no ticket has a price.
 */
export function eventPriceText(
  event: Pick<EventCard, 'cost_plan' | 'price_from'>,
  availability?: EventAvailability,
): string {
  if (event.cost_plan === 'free') return EVENT_TEXT.costPlan.free;
  const from = availability?.price_from ?? event.price_from;
  return from ? EVENT_TEXT.priceFrom(from) : EVENT_TEXT.costPlan.paid;
}

/** Seats left or 額滿 while sign-up is open; nothing once it has closed (the status says so). */
export function eventSeatsText(availability?: EventAvailability): string | null {
  if (!availability || availability.state === 'closed') return null;
  return availability.state === 'full' ? EVENT_TEXT.full : EVENT_TEXT.seatsLeft(availability.seats_left);
}
