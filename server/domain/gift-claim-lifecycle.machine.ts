import { setup, transition } from 'xstate';
import type { GiftClaimState } from '../../schemas/gift-apply.schema';
import type { GiftClaimMove } from '../../schemas/staff-gift-claim.schema';

/**
 * A gift claim's life cycle (issue 28), the one authority on which state may follow which, as the
 * repair life cycle is for repairs: staff review a submitted claim and approve it or refuse it
 * with a reason (the gift it took goes back to the stock); only an approved claim is shipped, and
 * only with its carrier and tracking number. A refused or shipped claim is done: nothing follows.
 */
export type GiftClaimEvent =
  | { type: 'claim.approved' }
  | { type: 'claim.refused'; reason: string | null }
  | { type: 'parcel.shipped'; carrier: string | null; trackingNumber: string | null };

export const giftClaimLifecycleMachine = setup({
  types: {} as { events: GiftClaimEvent },
  guards: {
    reasonGiven: ({ event }) => event.type === 'claim.refused' && Boolean(event.reason?.trim()),
    parcelNamed: ({ event }) =>
      event.type === 'parcel.shipped' && Boolean(event.carrier?.trim()) && Boolean(event.trackingNumber?.trim()),
  },
}).createMachine({
  id: 'giftClaimLifecycle',
  initial: 'submitted',
  states: {
    submitted: {
      on: {
        'claim.approved': { target: 'approved' },
        'claim.refused': { guard: 'reasonGiven', target: 'rejected' },
      },
    },
    approved: { on: { 'parcel.shipped': { guard: 'parcelNamed', target: 'shipped' } } },
    rejected: { type: 'final' },
    shipped: { type: 'final' },
  },
});

/** The state a claim in `from` reaches by `event`, or null when the life cycle does not take it. */
export function nextGiftClaimState(from: GiftClaimState, event: GiftClaimEvent): GiftClaimState | null {
  const snapshot = giftClaimLifecycleMachine.resolveState({ value: from, context: undefined });
  if (!snapshot.can(event)) return null;
  return transition(giftClaimLifecycleMachine, snapshot, event)[0].value as GiftClaimState;
}

/** A stand-in for each move, filled as staff would, to ask the machine whether it is open now. */
const PROBES: Record<GiftClaimMove, GiftClaimEvent> = {
  approve: { type: 'claim.approved' },
  refuse: { type: 'claim.refused', reason: '—' },
  ship: { type: 'parcel.shipped', carrier: '—', trackingNumber: '—' },
};

/** The moves staff may make on a claim in `state` (the console offers only these). */
export const giftClaimMoves = (state: GiftClaimState): GiftClaimMove[] =>
  (Object.keys(PROBES) as GiftClaimMove[]).filter((move) => nextGiftClaimState(state, PROBES[move]) !== null);
