import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/tables/payment.table';
import type { CheckoutStart, Payable, PayableOwners, PaymentEvent, PaymentGateway } from './payment-gateway';
import { NOTIFY_PATH } from './sandbox-targets';

export interface PaymentsDeps {
  gateway: PaymentGateway;
  owners: PayableOwners;
}

/** What became of a notify (for the log and the tests; the gateway reads only `reply`). */
export type NotifyResult = 'paid' | 'failed' | 'refund' | 'duplicate' | 'simulated' | 'rejected' | 'unknown';

/** 20 characters at most, letters and digits (ECPay's MerchantTradeNo rule), unguessable enough. */
export const newTradeNo = (now = new Date()): string =>
  `HL${now.getTime().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).toString();

/**
 * Records a new payment attempt for `payable` and says how the browser reaches the gateway. Call
 * it in the owner's transaction (`db` may be one) so the order and its attempt exist together.
 */
export async function startPayment(
  db: Db,
  deps: Pick<PaymentsDeps, 'gateway'>,
  payable: Payable,
  origin: string,
  now = new Date(),
): Promise<{ tradeNo: string; checkout: CheckoutStart }> {
  if (!Number.isSafeInteger(payable.amount) || payable.amount <= 0) {
    throw new Error(`a payable of ${payable.amount} cannot go to a gateway (free orders never do)`);
  }
  const tradeNo = newTradeNo(now);
  await db.insert(payments).values({
    tradeNo,
    gateway: deps.gateway.name,
    payableKind: payable.kind,
    payableId: payable.id,
    amount: payable.amount,
    description: payable.description,
    payType: payable.payType,
    createdAt: now,
    updatedAt: now,
  });
  const checkout = deps.gateway.startCheckout(
    { tradeNo, amount: payable.amount, description: payable.description, payType: payable.payType, createdAt: now },
    { notifyUrl: absolute(NOTIFY_PATH, origin), returnUrl: absolute(payable.returnPath, origin) },
  );
  // the browser's Back from the gateway lands on the payable's page too (a site path only)
  const back = /^\/(?!\/)/.test(payable.returnPath) ? { back: payable.returnPath } : {};
  return { tradeNo, checkout: { ...checkout, ...back } };
}

/**
 * A gateway's server-to-server notify. A bad signature changes nothing. Otherwise, in one
 * transaction with the payment row locked: the first verified `paid` marks it paid and tells the
 * owner, who takes it or says it must be refunded; repeats (gateways retry until they read their
 * reply) only count; a back-office test notify is recorded and never fulfilled.
 */
export async function handleNotify(
  db: Db,
  deps: PaymentsDeps,
  fields: Readonly<Record<string, string>>,
  now = new Date(),
): Promise<{ reply: string; result: NotifyResult }> {
  const { gateway, owners } = deps;
  const check = gateway.verifyNotify(fields);
  if (!check.ok) return { reply: gateway.notifyReply(false), result: 'rejected' };
  const v = check.verdict;

  const result = await db.transaction(async (tx): Promise<NotifyResult> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.tradeNo, v.tradeNo), eq(payments.gateway, gateway.name)))
      .for('update');
    if (!payment) return 'unknown';
    const owner = owners[payment.payableKind];
    if (!owner) throw new Error(`no owner registered for payables of kind ${payment.payableKind}`);

    const seen = { notifyCount: sql`${payments.notifyCount} + 1`, lastNotify: { ...fields }, updatedAt: now };
    const byId = eq(payments.id, payment.id);
    if (v.simulated) {
      await tx
        .update(payments)
        .set({ ...seen, simulatedAt: now })
        .where(byId);
      return 'simulated';
    }
    if (payment.status === 'paid') {
      await tx.update(payments).set(seen).where(byId);
      return 'duplicate';
    }
    const event: PaymentEvent = {
      payableId: payment.payableId,
      tradeNo: payment.tradeNo,
      gatewayTradeNo: v.gatewayTradeNo,
      amount: v.amount,
      payType: payment.payType as PaymentEvent['payType'],
      at: now,
    };
    if (v.outcome === 'failed') {
      if (payment.status === 'failed') {
        await tx.update(payments).set(seen).where(byId);
        return 'duplicate';
      }
      await tx
        .update(payments)
        .set({ ...seen, status: 'failed', gatewayTradeNo: v.gatewayTradeNo })
        .where(byId);
      await owner.onFailed(tx, event);
      return 'failed';
    }
    // paid: the money is real from here on, whatever the owner says
    const paid = { ...seen, status: 'paid', gatewayTradeNo: v.gatewayTradeNo, paidAmount: v.amount, paidAt: now };
    if (v.amount !== payment.amount) {
      await tx
        .update(payments)
        .set({ ...paid, needsRefund: true, refundReason: 'amount_mismatch' })
        .where(byId);
      return 'refund';
    }
    const taken = await owner.onPaid(tx, event);
    if (taken === 'refund') {
      await tx
        .update(payments)
        .set({ ...paid, needsRefund: true, refundReason: 'not_payable' })
        .where(byId);
      return 'refund';
    }
    await tx.update(payments).set(paid).where(byId);
    return 'paid';
  });
  // an unknown trade is refused, so the gateway keeps it (and its retries) visible on its side
  return { reply: gateway.notifyReply(result !== 'unknown'), result };
}

/** The attempts of one payable, newest first. */
export function paymentsOf(db: Db, kind: string, id: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.payableKind, kind), eq(payments.payableId, id)))
    .orderBy(desc(payments.id));
}
