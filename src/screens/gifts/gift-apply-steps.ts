import type { StateValueFrom } from 'xstate';
import type { giftApplyMachine } from '../../../machines/gift-apply.machine';
import type { GIFT_APPLY_STEPS } from '../../../schemas/gift-apply.schema';

export type GiftApplyState = StateValueFrom<typeof giftApplyMachine>;

/** Which step each state of the machine shows; the type checker keeps it complete. */
export const GIFT_APPLY_STEP_OF = {
  purchasing: 0,
  checkingPurchase: 0,
  photographing: 1,
  choosing: 2,
  reviewing: 3,
  submitting: 3,
  failed: 3,
  done: 3,
} as const satisfies Record<GiftApplyState, number>;

/** The step whose data each state's screen edits (the error summary of a refusal opens there). */
export const GIFT_DATA_STEP = {
  purchasing: 'purchase',
  checkingPurchase: 'purchase',
  photographing: 'photos',
  choosing: 'delivery',
  reviewing: 'confirm',
  submitting: null,
  failed: null,
  done: null,
} as const satisfies Record<GiftApplyState, keyof typeof GIFT_APPLY_STEPS | null>;
