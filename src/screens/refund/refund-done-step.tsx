import { Link } from 'react-router-dom';
import { formatMoney } from '../../../schemas/money';
import { RefundReceiptSchema } from '../../../schemas/refund.schema';
import type { RefundStepProps } from './refund-step.types';
import { REFUND_TEXT as T } from './refund-text';

/** Step 3 (/member/refund/{no}/step3): refunded, with the credit note. */
export function RefundDoneStep({ context }: RefundStepProps) {
  const receipt = RefundReceiptSchema.safeParse(context.result);
  return (
    <div className="flow-done" role="status">
      {receipt.success && <p className="flow-done__lead">{T.doneLead(formatMoney(receipt.data.amount))}</p>}
      <div className="flow-actions">
        {receipt.success && receipt.data.credit_note_no && (
          <Link className="button button--primary" to={`/member/activity/credit-note/${receipt.data.credit_note_no}`}>
            {T.creditNote}
          </Link>
        )}
        <Link className="button button--ghost" to="/member/activity">
          {T.toActivity}
        </Link>
      </div>
    </div>
  );
}
