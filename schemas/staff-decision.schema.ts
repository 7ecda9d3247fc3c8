import { z } from 'zod';
import { plainText } from './plain-text.schema';
import { GiftClaimShipmentSchema, REFUSAL_REASON_MAX } from './staff-gift-claim.schema';
import { InboxAnswerSchema } from './staff-inbox.schema';

/**
 * A staff decision on a member's record (machines/staff-decision.machine.ts): a gift claim, a
 * warranty registration, a contact message. Staff choose among the moves the server offers now
 * (the records' life cycles decide them), give what the move needs (a refusal its reason, a
 * parcel its carrier and number, an answer its text), read it back and confirm.
 */
export const STAFF_DECISIONS = ['approve', 'refuse', 'ship', 'answer', 'close', 'reopen'] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];

/** The moves offered, kept from the start (not a step anyone fills in: the record says them). */
const OfferStep = z.object({ moves: z.array(z.enum(STAFF_DECISIONS)) });
const DecisionStep = z.object({ decision: z.enum(STAFF_DECISIONS, { error: '請選擇處理方式。' }) });
const REASON_MISSING = '請填寫未通過的原因，會員會在通知信與會員專區看到。';
const ReasonStep = z.object({
  reason: plainText({ error: REASON_MISSING }, { multiline: true })
    .trim()
    .min(1, REASON_MISSING)
    .max(REFUSAL_REASON_MAX, `未通過原因最多 ${REFUSAL_REASON_MAX} 個字。`),
});
/** The review's own step: nothing to fill, its button confirms. */
const ConfirmStep = z.object({});

export const STAFF_DECISION_STEPS = {
  offer: OfferStep,
  decision: DecisionStep,
  reason: ReasonStep,
  parcel: GiftClaimShipmentSchema,
  answer: InboxAnswerSchema,
  confirm: ConfirmStep,
} as const;
export type StaffDecisionSteps = typeof STAFF_DECISION_STEPS;

/** What a decision sends: the move, with the step it asked for (the screen's call maps it to its API). */
export type DecisionSent = { decision: StaffDecision } & Partial<
  z.output<typeof ReasonStep> & z.output<typeof GiftClaimShipmentSchema> & z.output<typeof InboxAnswerSchema>
>;
