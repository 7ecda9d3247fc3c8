import type { CheckoutStart } from '../../schemas/checkout.schema';
import type { GatewayPaymentType } from '../../schemas/payment-type.schema';
import type { Db } from '../db/client';

/**
 * What is being paid for, whoever owns it: an event order, a deep-clean order... The owner keeps
 * its own record; a payment points back at it by `kind` + `id` and tells the owner when it is paid
 * or failed (PayableOwner).
 */
export interface Payable {
  /** the owner's name, a key of the registered owners: 'event_order', 'repair_order' */
  kind: string;
  /** the owner's record id (its order number) */
  id: string;
  /** whole New Taiwan dollars, more than 0 */
  amount: number;
  /** what the payer sees on the gateway's page (item name) */
  description: string;
  payType: GatewayPaymentType;
  /** where the payer's browser is sent back afterwards; a site path or an absolute URL */
  returnPath: string;
}

/** The one payment attempt a checkout starts, as the payments table keeps it. */
export interface PaymentAttempt {
  /** the merchant trade number sent to the gateway (unique, 20 characters at most) */
  tradeNo: string;
  amount: number;
  description: string;
  payType: GatewayPaymentType;
  createdAt: Date;
}

/**
 * How the browser gets to the gateway: a plain redirect, or a form it posts (auto-submitted by
 * src/components/payment/gateway-handoff.tsx). The shape is the API's (schemas/checkout.schema.ts).
 */
export type { CheckoutStart };

/** The gateway's verdict on a notify, once its signature holds. */
export interface NotifyVerdict {
  tradeNo: string;
  outcome: 'paid' | 'failed';
  /** the gateway's own id of the trade */
  gatewayTradeNo: string;
  /** what the gateway says was paid, whole dollars */
  amount: number;
  /** a test notify sent from the gateway's back office (ECPay SimulatePaid=1): never fulfilled */
  simulated: boolean;
  /** the gateway's words, for the record */
  message: string;
}

export type NotifyCheck = { ok: true; verdict: NotifyVerdict } | { ok: false; reason: 'signature' | 'malformed' };

/** Money going back on a paid trade (ECPay: DoAction, Action=R). */
export interface GatewayRefund {
  /** our merchant trade number of the paid attempt */
  tradeNo: string;
  /** the gateway's own id of the trade, from its paid notify */
  gatewayTradeNo: string;
  /** whole dollars to give back: all of the trade or a part of it */
  amount: number;
}

/** The gateway's answer to a refund: `ok` only when it says the money goes back. */
export interface GatewayRefundAnswer {
  ok: boolean;
  /** the gateway's words (RtnMsg), or why it could not be asked */
  message: string;
  /** the answer as it came, kept with the refund */
  fields: Record<string, string>;
}

/** POSTs a form to `url` and answers the reply's body (the site's transport to a gateway's API). */
export type FormPoster = (url: string, form: URLSearchParams) => Promise<string>;

export interface PaymentGateway {
  /** stored with each payment: 'sandbox', 'ecpay' */
  readonly name: string;
  /** the browser's way to the gateway for this attempt; `urls` are absolute */
  startCheckout(attempt: PaymentAttempt, urls: { notifyUrl: string; returnUrl: string }): CheckoutStart;
  /** checks a server-to-server notify (its form fields) and reads it */
  verifyNotify(fields: Readonly<Record<string, string>>): NotifyCheck;
  /** the exact body the gateway expects back: accepted stops its retries, refused lets it retry */
  notifyReply(accepted: boolean): string;
  /**
   * Asks the gateway to give money back on a paid trade, through `post`. Never throws for the
   * gateway's refusal or a dropped connection: both are answers (`ok: false`) kept on the refund.
   */
  refund(request: GatewayRefund, post: FormPoster): Promise<GatewayRefundAnswer>;
}

/** What the payment tells the owner, inside the transaction that records it. */
export interface PaymentEvent {
  payableId: string;
  tradeNo: string;
  gatewayTradeNo: string;
  amount: number;
  payType: GatewayPaymentType;
  at: Date;
}

/**
 * The owning service's side. Called in the payment's own transaction (`tx`) with the payment row
 * locked, so whatever the owner writes lands together with the payment, or not at all.
 */
export interface PayableOwner {
  /**
   * The money arrived. 'fulfilled': the owner took it (order paid). 'refund': the owner can no
   * longer deliver (expired, cancelled, already paid by another attempt): the payment is kept and
   * flagged for a refund, never lost.
   */
  onPaid(tx: Db, event: PaymentEvent): Promise<'fulfilled' | 'refund'>;
  /** the payer gave up or the gateway declined: the owner may free what it held */
  onFailed(tx: Db, event: PaymentEvent): Promise<void>;
}

export type PayableOwners = Readonly<Record<string, PayableOwner>>;
