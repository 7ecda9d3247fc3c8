import type { Db } from '../db/client';
import type { MailTemplateRef } from '../db/tables/member-mail.table';
import type { GiftClaimMailKind } from './gift-claim-mails';
import { queueMail } from './mail-outbox';
import type { OrderMailKind } from './order-mails';
import type { RepairMailKind } from './repair-mails';
import type { WarrantyMailKind } from './warranty-mails';

/**
 * A record's mail as the outbox keeps it until it is sent (mail-templates.ts makes it then).
 * An order's: queued where the order changes (event-orders.service.ts, user-orders.service.ts,
 * order-reminders.service.ts).
 */
export const orderMailRef = (orderNumber: string, kind: OrderMailKind, refundId?: number): MailTemplateRef => ({
  template: 'order',
  data: { orderNumber, kind, ...(refundId ? { refundId } : {}) },
});

/**
 * The outbox key of an order's mail: each happening mails once. An order may be refunded ticket by
 * ticket: each refund is a happening of its own, with its own amount and credit note.
 */
export const orderMailKey = (orderNumber: string, kind: OrderMailKind, refundId?: number) =>
  `order:${orderNumber}:${kind}${refundId ? `:${refundId}` : ''}`;

/** An order's mail for what just happened to it, in the caller's transaction. */
export const queueOrderMail = (db: Db, orderNumber: string, kind: OrderMailKind, refundId?: number) =>
  queueMail(db, orderMailKey(orderNumber, kind, refundId), orderMailRef(orderNumber, kind, refundId));

/**
 * A repair's mail: its booking, a move to `to` (one mail per status change row), its reminder, or
 * its slot closed by staff; `note` is staff's words to the member (a move's note, the closing's message).
 */
export const repairMailRef = (repairId: number, kind: RepairMailKind, to?: string, note?: string): MailTemplateRef => ({
  template: 'repair',
  data: { repairId, kind, ...(to ? { to } : {}), ...(note ? { note } : {}) },
});

/**
 * A warranty's mail. Warranties keep no review yet: staff's decision (`endDate` of an approval,
 * `reason` of a refusal) travels with the mail until they do.
 */
export const warrantyMailRef = (
  warrantyId: number,
  kind: WarrantyMailKind,
  decision: { endDate?: string; reason?: string } = {},
): MailTemplateRef => ({ template: 'warranty', data: { warrantyId, kind, ...decision } });

/** A gift claim's mail; the parcel's carrier and tracking number travel with `shipped` (claims keep none). */
export const giftClaimMailRef = (
  claimId: number,
  kind: GiftClaimMailKind,
  parcel?: { carrier: string; trackingNumber: string },
): MailTemplateRef => ({ template: 'gift-claim', data: { claimId, kind, ...(parcel ? { parcel } : {}) } });

/** An in-home service request's receipt. */
export const inhomeMailRef = (requestId: number): MailTemplateRef => ({ template: 'inhome', data: { requestId } });

/** An in-home request's move by staff: the step (inhome_status_changes) says to what, the visit and the note. */
export const inhomeMovedMailRef = (requestId: number, stepId: number): MailTemplateRef => ({
  template: 'inhome',
  data: { requestId, stepId },
});

/** A registered product's care reminder, due on `due` (YYYY-MM-DD): its key makes it one mail per due date. */
export const careReminderKey = (warrantyId: number, due: string) => `care:${warrantyId}:${due}`;
export const careReminderRef = (warrantyId: number, due: string): MailTemplateRef => ({
  template: 'care',
  data: { warrantyId, due },
});

/**
 * A waiting-list offer: seats held for the entry until `heldUntil`. Keyed by the hold's end, so an
 * entry held again later (its member left and rejoined) is offered again.
 */
export const waitlistHoldKey = (entryId: number, heldUntil: Date) =>
  `waitlist:${entryId}:hold:${heldUntil.toISOString()}`;
export const waitlistHoldRef = (entryId: number): MailTemplateRef => ({
  template: 'waitlist-hold',
  data: { entryId },
});
