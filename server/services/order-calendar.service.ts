import { createEvent } from 'ics';
import type { UserOrder } from '../../schemas/user-order.schema';
import type { Db } from '../db/client';
import { getUserOrder } from './user-orders.service';

/** SPEC §9 calendar export: an event lasts one hour from its start. */
export const CALENDAR_EVENT_HOURS = 1;

/**
 * `GET /api/user/orders/{order_number}/calendar`: the member's session as an .ics file, one hour
 * from its start (SPEC §9), whatever the session's own length.
 */
export async function orderCalendar(db: Db, memberId: number, orderNumber: string, origin: string) {
  return orderIcs(await getUserOrder(db, memberId, orderNumber, null), origin);
}

/** The .ics of an order: the download above, and the attachment of its confirmation mail. */
export function orderIcs(order: UserOrder, origin: string) {
  const { event_info: e } = order;
  const made = createEvent({
    uid: `${order.order_number}@${new URL(origin).hostname}`,
    title: e.event_name,
    location: e.place_name,
    description: `訂單編號 ${order.order_number}，報名序號 ${order.items.map((i) => i.registration_number).join('、')}`,
    url: `${origin}/events/${e.event_id}`,
    start: Date.parse(e.session_started_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: CALENDAR_EVENT_HOURS },
  });
  if (made.error || !made.value) throw made.error ?? new Error('the calendar file was not made');
  return { fileName: `event-${order.order_number}.ics`, body: made.value };
}
