import { Link } from 'react-router-dom';
import { PlacedOrderSchema } from '../../../schemas/user-order.schema';
import { GatewayHandoff } from '../../components/payment/gateway-handoff';
import type { EventApplyStepProps } from './event-apply-step.types';
import { EVENT_APPLY_TEXT as T } from './event-apply-text';

/** The done page (/events/{id}/apply/done): a free order is placed, its tickets are in 我的活動. */
export function EventApplyDoneStep({ context }: EventApplyStepProps) {
  const placed = PlacedOrderSchema.safeParse(context.result);
  return (
    <div className="flow-done" role="status">
      <p className="flow-done__lead">{T.doneLead}</p>
      {placed.success && (
        <p>
          {T.orderNumber}：<strong>{placed.data.order_number}</strong>
        </p>
      )}
      <div className="flow-actions">
        <Link className="button button--primary" to="/member/activity">
          {T.toActivity}
        </Link>
      </div>
    </div>
  );
}

/** A paid order: on to the payment gateway, which comes back to the order at /member/activity. */
export function EventApplyPayingStep({ context }: EventApplyStepProps) {
  const placed = PlacedOrderSchema.safeParse(context.result);
  if (!placed.success || !placed.data.checkout) return null;
  return <GatewayHandoff checkout={placed.data.checkout} label={T.toPayment} />;
}
