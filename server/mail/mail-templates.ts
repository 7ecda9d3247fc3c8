import { and, eq, sql } from 'drizzle-orm';
import type { InhomeStatus } from '../../schemas/inhome-status.schema';
import type { RepairStatus } from '../../schemas/repair-status.schema';
import { CARE_TOPIC_SUBJECT } from '../../schemas/subscribe.schema';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { events } from '../db/tables/event.table';
import { eventOrderItems, eventOrders, orderRefunds } from '../db/tables/event-order.table';
import { eventSessions } from '../db/tables/event-session.table';
import { giftChoices } from '../db/tables/gift-choice.table';
import { giftClaims } from '../db/tables/gift-claim.table';
import { giftEvents } from '../db/tables/gift-event.table';
import { inhomeRequests } from '../db/tables/inhome-request.table';
import { inhomeStatusChanges } from '../db/tables/inhome-status-change.table';
import { members } from '../db/tables/member.table';
import { productModels } from '../db/tables/product-model.table';
import { repairs } from '../db/tables/repair.table';
import { subscribeTopics } from '../db/tables/subscribe-topic.table';
import { subscriptions } from '../db/tables/subscription.table';
import { waitlist } from '../db/tables/waitlist.table';
import { warranties } from '../db/tables/warranty.table';
import { visitOf } from '../services/inhome.service';
import { getRepair } from '../services/repairs.service';
import { issueUnsubscribeLink } from '../services/subscriptions.service';
import { getUserOrder } from '../services/user-orders.service';
import type { TicketSigner } from '../tickets/ticket-signer';
import { careReminderMail } from './care-reminder-mails';
import { GIFT_CLAIM_MAIL_KINDS, type GiftClaimMailKind, giftClaimMail } from './gift-claim-mails';
import { inhomeMovedMail, inhomeReceivedMail } from './inhome-mails';
import type { MailRenderer } from './mail-outbox';
import { ORDER_MAIL_KINDS, type OrderMailKind, type OrderMailRefund, orderMail } from './order-mails';
import { type RepairMailKind, repairMail } from './repair-mails';
import { waitlistHoldMail } from './waitlist-mails';
import { WARRANTY_MAIL_KINDS, type WarrantyMailKind, warrantyMail } from './warranty-mails';

export interface MailTemplateDeps {
  db: Db;
  tickets: TicketSigner;
  /** the site's public origin, for links (PUBLIC_URL) */
  origin: string;
}

/**
 * Makes template mails when they are sent, from the record as it is then: an order's tickets are
 * signed with the server's ticket key, which the transaction that queued the mail does not hold.
 */
export function mailRenderer(deps: MailTemplateDeps): MailRenderer {
  return async (ref) => {
    if (ref.template === 'order') return renderOrderMail(deps, ref.data);
    if (ref.template === 'repair') return renderRepairMail(deps, ref.data);
    if (ref.template === 'warranty') return renderWarrantyMail(deps, ref.data);
    if (ref.template === 'gift-claim') return renderGiftClaimMail(deps, ref.data);
    if (ref.template === 'inhome') return renderInhomeMail(deps, ref.data);
    if (ref.template === 'care') return renderCareReminder(deps, ref.data);
    if (ref.template === 'waitlist-hold') return renderWaitlistHold(deps, ref.data);
    throw new Error(`no mail template "${ref.template}"`);
  };
}

async function renderOrderMail(deps: MailTemplateDeps, data: Record<string, unknown>) {
  const { orderNumber, kind, refundId } = data as { orderNumber: string; kind: OrderMailKind; refundId?: number };
  if (!ORDER_MAIL_KINDS.includes(kind)) throw new Error(`no order mail "${kind}"`);
  const [owner] = await deps.db
    .select({ id: eventOrders.id, memberId: eventOrders.memberId, email: members.email, name: members.name })
    .from(eventOrders)
    .innerJoin(members, eq(members.id, eventOrders.memberId))
    .where(eq(eventOrders.orderNumber, orderNumber));
  if (!owner?.email) return null;
  const order = await getUserOrder(deps.db, owner.memberId, orderNumber, deps.tickets);
  // a refund's mail says what that refund gave back (an order may be refunded ticket by ticket)
  const refund = refundId ? await refundOf(deps.db, owner.id, refundId) : undefined;
  return orderMail({ kind, order, refund, to: owner.email, name: owner.name || '會員', origin: deps.origin });
}

async function refundOf(db: Db, orderId: number, refundId: number): Promise<OrderMailRefund | undefined> {
  const [row] = await db
    .select({ amount: orderRefunds.amount, creditNoteNo: orderRefunds.creditNoteNo })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId)));
  if (!row) return undefined;
  const items = await db
    .select({ registrationNumber: eventOrderItems.registrationNumber })
    .from(eventOrderItems)
    .where(and(eq(eventOrderItems.orderId, orderId), eq(eventOrderItems.refundId, refundId)));
  return { ...row, registrationNumbers: items.map((i) => i.registrationNumber) };
}

async function renderRepairMail(deps: MailTemplateDeps, data: Record<string, unknown>) {
  const { repairId, kind, to, note } = data as {
    repairId: number;
    kind: RepairMailKind;
    to?: RepairStatus;
    note?: string;
  };
  const [owner] = await deps.db
    .select({ memberId: repairs.memberId, email: members.email, name: members.name })
    .from(repairs)
    .innerJoin(members, eq(members.id, repairs.memberId))
    .where(eq(repairs.id, repairId));
  if (!owner?.email) return null;
  const repair = await getRepair(deps.db, owner.memberId, repairId);
  return repairMail({
    kind,
    repair,
    ...(to ? { to } : {}),
    ...(note ? { note } : {}),
    email: owner.email,
    name: owner.name || '會員',
    origin: deps.origin,
  });
}

/** A warranty with its product's names and its member's address, or nothing when either is gone. */
async function warrantyOf(db: Db, warrantyId: number) {
  const [row] = await db
    .select({
      id: warranties.id,
      brandName: brands.name,
      listedModel: productModels.subject,
      typedModel: warranties.modelName,
      careIntervalMonths: productModels.careIntervalMonths,
      invoiceNumber: warranties.invoiceNumber,
      invoiceDate: warranties.invoiceDate,
      email: members.email,
      name: members.name,
    })
    .from(warranties)
    .innerJoin(brands, eq(brands.id, warranties.brandId))
    .leftJoin(productModels, eq(productModels.id, warranties.modelId))
    .innerJoin(members, eq(members.id, warranties.memberId))
    .where(eq(warranties.id, warrantyId));
  if (!row?.email) return null;
  return { ...row, email: row.email, modelName: row.listedModel ?? row.typedModel ?? '' };
}

async function renderWarrantyMail(deps: MailTemplateDeps, data: Record<string, unknown>) {
  const { warrantyId, kind, endDate, reason } = data as {
    warrantyId: number;
    kind: WarrantyMailKind;
    endDate?: string;
    reason?: string;
  };
  if (!WARRANTY_MAIL_KINDS.includes(kind)) throw new Error(`no warranty mail "${kind}"`);
  const warranty = await warrantyOf(deps.db, warrantyId);
  if (!warranty) return null;
  return warrantyMail({
    kind,
    warranty,
    ...(endDate ? { endDate } : {}),
    ...(reason ? { reason } : {}),
    to: warranty.email,
    name: warranty.name || '會員',
    origin: deps.origin,
  });
}

async function renderGiftClaimMail(deps: MailTemplateDeps, data: Record<string, unknown>) {
  const { claimId, kind, parcel } = data as {
    claimId: number;
    kind: GiftClaimMailKind;
    parcel?: { carrier: string; trackingNumber: string };
  };
  if (!GIFT_CLAIM_MAIL_KINDS.includes(kind)) throw new Error(`no gift claim mail "${kind}"`);
  const [row] = await deps.db
    .select({
      id: giftClaims.id,
      eventSubject: giftEvents.subject,
      giftName: giftChoices.name,
      invoiceNumber: giftClaims.invoiceNumber,
      rejectReason: giftClaims.rejectReason,
      email: members.email,
      name: members.name,
    })
    .from(giftClaims)
    .innerJoin(giftEvents, eq(giftEvents.id, giftClaims.giftEventId))
    .innerJoin(giftChoices, eq(giftChoices.id, giftClaims.giftChoiceId))
    .innerJoin(members, eq(members.id, giftClaims.memberId))
    .where(eq(giftClaims.id, claimId));
  if (!row?.email) return null;
  return giftClaimMail({
    kind,
    claim: row,
    ...(parcel ? { parcel } : {}),
    to: row.email,
    name: row.name || '會員',
    origin: deps.origin,
  });
}

/** An in-home request's receipt, or (with `stepId`) the move of that step, as the step recorded it. */
async function renderInhomeMail(deps: MailTemplateDeps, data: Record<string, unknown>) {
  const { requestId, stepId } = data as { requestId: number; stepId?: number };
  const [row] = await deps.db
    .select({
      id: inhomeRequests.id,
      brandName: brands.name,
      modelName: productModels.subject,
      preferredDate: inhomeRequests.preferredDate,
      preferredPeriod: inhomeRequests.preferredPeriod,
      email: members.email,
      name: members.name,
    })
    .from(inhomeRequests)
    .innerJoin(brands, eq(brands.id, inhomeRequests.brandId))
    .innerJoin(productModels, eq(productModels.id, inhomeRequests.modelId))
    .innerJoin(members, eq(members.id, inhomeRequests.memberId))
    .where(eq(inhomeRequests.id, requestId));
  if (!row?.email) return null;
  const input = { request: row, to: row.email, name: row.name || '會員', origin: deps.origin };
  if (stepId === undefined) return inhomeReceivedMail(input);
  const [step] = await deps.db
    .select()
    .from(inhomeStatusChanges)
    .where(and(eq(inhomeStatusChanges.id, stepId), eq(inhomeStatusChanges.requestId, requestId)));
  if (!step) return null;
  return inhomeMovedMail(input, {
    status: step.toStatus as InhomeStatus,
    rescheduled: step.fromStatus === 'scheduled' && step.toStatus === 'scheduled',
    visit: visitOf(step),
    note: step.note,
  });
}

/**
 * A care reminder goes only to a member still subscribed when it is sent, of a model that still
 * asks for care: an unsubscribe between the queueing and the sending is obeyed. It carries a way
 * out of its own, as every subscription mail does.
 */
async function renderCareReminder(deps: MailTemplateDeps, data: Record<string, unknown>) {
  const { warrantyId } = data as { warrantyId: number };
  const warranty = await warrantyOf(deps.db, warrantyId);
  if (!warranty?.careIntervalMonths) return null;
  const [subscribed] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(subscribeTopics, eq(subscribeTopics.id, subscriptions.topicId))
    .where(
      and(
        eq(subscribeTopics.subject, CARE_TOPIC_SUBJECT),
        sql`lower(${subscriptions.email}) = lower(${warranty.email})`,
      ),
    );
  if (!subscribed) return null;
  return careReminderMail({
    product: { ...warranty, intervalMonths: warranty.careIntervalMonths },
    unsubscribeLink: await issueUnsubscribeLink(deps.db, subscribed.id, { origin: deps.origin }),
    to: warranty.email,
    name: warranty.name || '會員',
    origin: deps.origin,
  });
}

/**
 * A waiting-list offer, made when it is sent: nothing when the hold is no longer there to take
 * (its member left, signed up already, or it passed) — the seats have moved on, and so has the mail.
 */
async function renderWaitlistHold(deps: MailTemplateDeps, data: Record<string, unknown>) {
  const { entryId } = data as { entryId: number };
  const [row] = await deps.db
    .select({
      status: waitlist.status,
      seats: waitlist.seats,
      heldUntil: waitlist.heldUntil,
      email: members.email,
      name: members.name,
      event: events.subject,
      eventId: events.id,
      session: eventSessions.subject,
      startsAt: eventSessions.startedAt,
    })
    .from(waitlist)
    .innerJoin(members, eq(members.id, waitlist.memberId))
    .innerJoin(eventSessions, eq(eventSessions.id, waitlist.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(eq(waitlist.id, entryId));
  if (!row?.email || row.status !== 'held' || !row.heldUntil || row.heldUntil <= new Date()) return null;
  return waitlistHoldMail(row.email, { ...row, heldUntil: row.heldUntil }, deps.origin);
}
