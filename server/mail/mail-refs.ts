import type { Db } from '../db/client';
import type { MailTemplateRef } from '../db/tables/member-mail.table';
import { queueMail } from './mail-outbox';
import type { OrderMailKind } from './order-mails';

/**
 * A record's mail as the outbox keeps it until it is sent (mail-templates.ts makes it then).
 * An order's: queued where the order changes (event-orders.service.ts, user-orders.service.ts,
 * order-reminders.service.ts).
 */
export const orderMailRef = (orderNumber: string, kind: OrderMailKind): MailTemplateRef => ({
  template: 'order',
  data: { orderNumber, kind },
});

/** The outbox key of an order's mail: each happening mails once. */
export const orderMailKey = (orderNumber: string, kind: OrderMailKind) => `order:${orderNumber}:${kind}`;

/** An order's mail for what just happened to it, in the caller's transaction. */
export const queueOrderMail = (db: Db, orderNumber: string, kind: OrderMailKind) =>
  queueMail(db, orderMailKey(orderNumber, kind), orderMailRef(orderNumber, kind));

/** A repair's mail: its booking, or a move to `to` (one mail per status change row). */
export const repairMailRef = (repairId: number, kind: 'booked' | 'moved', to?: string): MailTemplateRef => ({
  template: 'repair',
  data: { repairId, kind, ...(to ? { to } : {}) },
});
