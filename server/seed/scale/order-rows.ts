import { formatTaipei } from '../../../schemas/taipei-date';
import type { creditNotes, eInvoices } from '../../db/tables/e-invoice.table';
import type { eventOrderItems, eventOrders, eventRefunds } from '../../db/tables/event-order.table';
import type { payments } from '../../db/tables/payment.table';
import { EVENT_ORDER_KIND } from '../../services/event-orders.service';

/** A session an order may be for: its event, dates and ticket types. */
export interface OrderableSession {
  id: number;
  eventId: number;
  subject: string;
  startedAt: Date;
  purchaseLimit: number;
  tickets: { id: number; name: string; price: number }[];
}

/** Every row of one generated order: the order, its tickets, and its money's paper trail. */
export interface OrderRows {
  order: typeof eventOrders.$inferInsert;
  items: (typeof eventOrderItems.$inferInsert)[];
  invoice: typeof eInvoices.$inferInsert | null;
  creditNote: typeof creditNotes.$inferInsert | null;
  refund: typeof eventRefunds.$inferInsert | null;
  payment: typeof payments.$inferInsert | null;
}

/** The ids the next order's rows take (the generator numbers them itself: no returning trips). */
export interface NextIds {
  order: number;
  item: number;
  invoice: number;
  creditNote: number;
  payment: number;
}

/** Marks the generator's orders apart from real ones (seats are recounted for these only). */
export const SCALE_IDEMPOTENCY_PREFIX = 'scale-';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GATEWAY_TYPES = ['9104', '9101', '9111'] as const;
const HOLDERS = ['陳雅婷', '林志明', '黃怡君', '張家豪', '李淑芬', '王俊傑', '吳佳穎', '劉冠宇'];
const REASONS = ['行程異動', '身體不適', '重複報名'];

type Status = 'paid' | 'cancelled' | 'expired' | 'refunded';

/** What happened to an order, by a roll in [0, 1): mostly paid, some given up, some refunded. */
function statusOf(roll: number, over: boolean, paidFor: boolean): Status {
  if (roll < 0.08) return 'cancelled';
  if (roll < 0.13) return 'expired';
  if (roll < 0.21 && paidFor && over) return 'refunded';
  return 'paid';
}

/**
 * One order of `memberId` for `session`, consistent as the app leaves it: totals from ticket
 * prices, a free order paid with ZERO, a paid one with its invoice and gateway payment, a
 * refunded one with its refund, credit note and the money flagged and given back.
 */
export function orderRows(
  memberId: number,
  session: OrderableSession,
  ids: NextIds,
  random: () => number,
  now: Date,
): OrderRows {
  const ticket = session.tickets[Math.floor(random() * session.tickets.length)] ?? session.tickets[0];
  if (!ticket) throw new Error(`session ${session.id} has no ticket type`);
  const count = 1 + Math.floor(random() * Math.min(3, session.purchaseLimit));
  const total = ticket.price * count;
  // booked one to thirty days before the session, never in the future
  const createdAt = new Date(
    Math.min(now.getTime() - HOUR, session.startedAt.getTime() - (1 + Math.floor(random() * 30)) * DAY),
  );
  const over = session.startedAt <= now;
  const status = statusOf(random(), over, total > 0);
  const paid = status === 'paid' || status === 'refunded';
  const paidAt = paid ? new Date(createdAt.getTime() + 10 * 60_000) : null;
  const refundedAt = status === 'refunded' ? new Date(createdAt.getTime() + DAY) : null;
  const expiresAt = new Date(createdAt.getTime() + 30 * 60_000);
  const orderId = ids.order++;
  const orderNumber = `${formatTaipei(createdAt, 'YYMMDD')}${String(orderId).padStart(8, '0')}`;
  const email = `member${memberId}@scale.haolife.example`;
  const paymentType = total === 0 ? 'ZERO' : (GATEWAY_TYPES[orderId % GATEWAY_TYPES.length] ?? '9104');
  const lastChange = refundedAt ?? paidAt ?? (status === 'expired' ? expiresAt : new Date(createdAt.getTime() + HOUR));

  const items = Array.from({ length: count }, (_, i) => {
    const itemId = ids.item++;
    return {
      id: itemId,
      orderId,
      ticketId: ticket.id,
      ticketName: ticket.name,
      ticketPrice: ticket.price,
      // the app's R + event + random; `S` + the item's id keeps generated numbers unique
      registrationNumber: `R${String(session.eventId).padStart(4, '0')}S${itemId.toString(36).toUpperCase()}`,
      userName: HOLDERS[(orderId + i) % HOLDERS.length] ?? '陳雅婷',
      userPhone: `09${String(20_000_000 + itemId).slice(-8)}`,
      userEmail: email,
    };
  });
  const invoiced = paid && total > 0;
  const invoiceId = invoiced ? ids.invoice++ : null;
  const invoice =
    invoiceId === null || !paidAt
      ? null
      : {
          id: invoiceId,
          invoiceNumber: `SC${String(invoiceId).padStart(8, '0')}`,
          payableKind: EVENT_ORDER_KIND,
          payableId: orderNumber,
          amount: total,
          randomCode: String(1000 + (invoiceId % 9000)),
          carrierType: 'B2C',
          email,
          issuedAt: paidAt,
        };
  const creditNote =
    invoiceId !== null && refundedAt
      ? {
          id: ids.creditNote,
          no: `9${String(ids.creditNote++).padStart(9, '0')}`,
          invoiceId,
          amount: total,
          reason: '活動退款',
          issuedAt: refundedAt,
        }
      : null;
  return {
    order: {
      id: orderId,
      orderNumber,
      memberId,
      eventId: session.eventId,
      sessionId: session.id,
      status,
      amount: total,
      total,
      count,
      paymentType,
      idempotencyKey: `${SCALE_IDEMPOTENCY_PREFIX}${orderId}`,
      invoice: { carrier_type: 'B2C', carrier_num: null, invoice_ubn: null, invoice_title: null, invoice_email: email },
      expiresAt: paymentType === 'ZERO' ? null : expiresAt,
      paidAt,
      cancelledAt: status === 'cancelled' ? new Date(createdAt.getTime() + HOUR) : null,
      expiredAt: status === 'expired' ? expiresAt : null,
      refundedAt,
      createdAt,
      updatedAt: lastChange,
    },
    items,
    invoice,
    creditNote,
    refund: refundedAt
      ? { orderId, reasons: [REASONS[orderId % REASONS.length] ?? '行程異動'], amount: total, createdAt: refundedAt }
      : null,
    payment:
      invoiced && paidAt
        ? {
            id: ids.payment,
            tradeNo: `SC${String(ids.payment++).padStart(12, '0')}`,
            gateway: 'ecpay',
            payableKind: EVENT_ORDER_KIND,
            payableId: orderNumber,
            amount: total,
            description: session.subject,
            payType: paymentType,
            status: 'paid',
            paidAmount: total,
            paidAt,
            needsRefund: refundedAt !== null,
            refundReason: refundedAt ? 'member_refund' : null,
            refundedAt: refundedAt ? new Date(refundedAt.getTime() + 2 * DAY) : null,
            notifyCount: 1,
            createdAt,
            updatedAt: refundedAt ?? paidAt,
          }
        : null,
  };
}
