import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { GIFT_CLAIM_STATE_LABELS, GiftClaimSchema } from '../../../schemas/gift-apply.schema';
import { recordNumber } from '../../../schemas/record-number';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';
import type { GiftStepProps } from './gift-step.types';

/** Sent: the claim's number and state, and the way to the member's records. */
export function GiftDoneStep({ context }: GiftStepProps) {
  const claim = GiftClaimSchema.safeParse(context.result);
  const box = useRef<HTMLDivElement>(null);
  // Sent is a page of its own, not more of the review: the frame keeps the review's step number,
  // so it moves nothing; the member is brought to the top and its heading (the frame's, which
  // names this view) takes the focus, as after any move to a new page.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const frame = box.current?.closest<HTMLElement>('[aria-labelledby]');
    const heading = frame ? document.getElementById(frame.getAttribute('aria-labelledby') ?? '') : null;
    heading?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="flow-done" role="status" ref={box}>
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
