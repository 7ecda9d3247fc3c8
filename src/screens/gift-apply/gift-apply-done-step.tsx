import { Link } from 'react-router-dom';
import { GIFT_CLAIM_STATE_LABELS, GiftClaimSchema } from '../../../schemas/gift-apply.schema';
import { recordNumber } from '../../../schemas/record-number';
import type { GiftApplyStepProps } from './gift-apply-step.types';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';

/** The page after the four steps (/done): the claim's number and state, and the way to the member's records. */
export function GiftApplyDoneStep({ context }: GiftApplyStepProps) {
  const claim = GiftClaimSchema.safeParse(context.result);
  return (
    <div className="flow-done" role="status">
      <p className="flow-done__lead">{T.doneLead}</p>
      {claim.success && (
        <>
          <p>
            {T.claimNumber}：<strong>{recordNumber(claim.data.id)}</strong>
          </p>
          <p>
            {claim.data.gift_name}｜{GIFT_CLAIM_STATE_LABELS[claim.data.state]}
          </p>
        </>
      )}
      <div className="flow-actions">
        <Link className="button button--primary" to="/member">
          {T.records}
        </Link>
      </div>
    </div>
  );
}
