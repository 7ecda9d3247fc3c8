import type { MailTemplateRef } from '../db/tables/member-mail.table';
import type { OrderMailKind } from './order-mails';

/**
 * An order's mail as the outbox keeps it until it is sent (mail-templates.ts makes it then),
 * queued where the order changes (event-orders.service.ts, user-orders.service.ts).
 */
export const orderMailRef = (orderNumber: string, kind: OrderMailKind): MailTemplateRef => ({
  template: 'order',
  data: { orderNumber, kind },
});

/** The outbox key of an order's mail: each happening mails once. */
export const orderMailKey = (orderNumber: string, kind: OrderMailKind) => `order:${orderNumber}:${kind}`;
