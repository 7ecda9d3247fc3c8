import { Link } from 'react-router-dom';
import { PlacedOrderSchema } from '../../../schemas/user-order.schema';
import { GatewayHandoff } from '../../components/payment/gateway-handoff';
import type { ApplyStepProps } from './event-apply-steps';
import { APPLY_TEXT as T } from './event-apply-text';

/** After step 4: a free order is done; a paid one goes on to the payment gateway and comes back to /member/activity. */
export function DoneStep({ context }: ApplyStepProps) {
  const placed = PlacedOrderSchema.safeParse(context.result);
  if (placed.success && placed.data.checkout) {
    return <GatewayHandoff checkout={placed.data.checkout} label={T.toPayment} />;
  }
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
