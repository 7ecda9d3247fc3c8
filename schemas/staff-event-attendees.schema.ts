import { z } from 'zod';
import { idValue } from './id-param.schema';
import type { OrderStatus } from './user-order.schema';

/**
 * A session's attendees as the console shows them (issue 27 item 2): its orders, each order's
 * participants and the answers its survey was given; and the session's waiting list.
 */

export const SessionParam = z.object({ id: idValue('活動編號'), sessionId: idValue('場次編號') });
export const WaitlistEntryParam = SessionParam.extend({ entryId: idValue('候補編號') });

export interface AttendeeParticipant {
  registration_number: string;
  ticket_name: string;
  ticket_price: number;
  user_name: string;
  user_phone: string;
  user_email: string;
}

export interface AttendeeOrder {
  id: number;
  order_number: string;
  status: OrderStatus;
  member_name: string;
  member_email: string | null;
  count: number;
  total: number;
  created_at: string;
  participants: AttendeeParticipant[];
  /** question id → the answer as text (several choices joined by 、) */
  answers: Record<string, string>;
}

export interface SessionAttendees {
  event: { id: number; subject: string };
  session: {
    id: number;
    subject: string;
    started_at: string;
    capacity: number;
    seats_taken: number;
  };
  questions: { id: number; title: string }[];
  orders: AttendeeOrder[];
}

export interface StaffWaitlistEntry {
  id: number;
  member_name: string;
  member_email: string | null;
  seats: number;
  status: 'waiting' | 'held';
  position: number;
  joined_at: string;
  held_until: string | null;
}
