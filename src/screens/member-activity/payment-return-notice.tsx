import { useEffect, useRef } from 'react';
import type { UserOrder } from '../../../schemas/user-order.schema';
import { ACTIVITY_TEXT as T } from './activity-text';
import { OrderCard } from './order-card';

type Outcome = keyof typeof T.returned;

/** What the member needs to hear about an order they come back to from the gateway, if anything. */
export function returnOutcome(order: UserOrder): Outcome | null {
  if (order.status === 'paid') return 'paid';
  if (order.status !== 'pending_payment') return null;
  return order.payment_failed ? 'failed' : 'unpaid';
}

/**
 * The top of /member/activity?order=… (the gateway's way back, and the browser's Back from it):
 * what became of the payment, and the order itself with 前往付款 and 取消 while it waits. The
 * page is a new document, so nothing has the focus: the notice takes it, which also reads it out
 * once (it is no live region besides).
 */
export function PaymentReturnNotice({ order, outcome }: { order: UserOrder; outcome: Outcome }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  const words = T.returned[outcome];
  return (
    <section
      ref={box}
      tabIndex={-1}
      className={`payment-return payment-return--${outcome}`}
      aria-labelledby="payment-return-title"
    >
      <h2 id="payment-return-title" className="payment-return__title">
        {words.title}
      </h2>
      <p>{words.text(order.order_number)}</p>
      <OrderCard order={order} />
    </section>
  );
}
