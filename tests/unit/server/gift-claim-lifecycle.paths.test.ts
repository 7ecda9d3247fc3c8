import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { GIFT_CLAIM_STATES, type GiftClaimState } from '../../../schemas/gift-apply.schema';
import type { GiftClaimMove } from '../../../schemas/staff-gift-claim.schema';
import {
  type GiftClaimEvent,
  giftClaimLifecycleMachine,
  giftClaimMoves,
  nextGiftClaimState,
} from '../../../server/domain/gift-claim-lifecycle.machine';

/**
 * Every event staff can send, well and badly formed: a refusal with and without its reason, a
 * parcel with and without its carrier or tracking number.
 */
const EVENTS: GiftClaimEvent[] = [
  { type: 'claim.approved' },
  { type: 'claim.refused', reason: '發票日期不符。' },
  { type: 'claim.refused', reason: '  ' },
  { type: 'claim.refused', reason: null },
  { type: 'parcel.shipped', carrier: '黑貓宅急便', trackingNumber: 'TW12345678' },
  { type: 'parcel.shipped', carrier: '', trackingNumber: 'TW12345678' },
  { type: 'parcel.shipped', carrier: '黑貓宅急便', trackingNumber: null },
];

/** The life cycle as issue 28 states it, written apart from the machine: review → approve/refuse → ship. */
const ORACLE: Record<GiftClaimState, Partial<Record<GiftClaimEvent['type'], GiftClaimState>>> = {
  submitted: { 'claim.approved': 'approved', 'claim.refused': 'rejected' },
  approved: { 'parcel.shipped': 'shipped' },
  rejected: {},
  shipped: {},
};
const wellFormed = (e: GiftClaimEvent) =>
  e.type === 'claim.approved' ||
  (e.type === 'claim.refused' && Boolean(e.reason?.trim())) ||
  (e.type === 'parcel.shipped' && Boolean(e.carrier?.trim()) && Boolean(e.trackingNumber?.trim()));

describe('the gift claim life cycle', () => {
  // the paths are generated from the machine's graph; each step is judged by the oracle
  const paths = getSimplePaths(giftClaimLifecycleMachine, { events: EVENTS });

  it('reaches every state through generated paths', () => {
    const reached = new Set(paths.map((p) => p.state.value as string));
    expect([...reached].sort()).toEqual([...GIFT_CLAIM_STATES].sort());
  });

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
    it(`follows the oracle along ${route}`, () => {
      let at: GiftClaimState = 'submitted';
      for (const step of path.steps.slice(1)) {
        const expected = wellFormed(step.event as GiftClaimEvent)
          ? ORACLE[at][step.event.type as GiftClaimEvent['type']]
          : undefined;
        expect(nextGiftClaimState(at, step.event as GiftClaimEvent)).toBe(expected ?? null);
        at = step.state.value as GiftClaimState;
      }
      expect(at).toBe(path.state.value);
    });
  }

  it('answers every event on every state as the oracle does (refused without reason or parcel: not taken)', () => {
    for (const state of GIFT_CLAIM_STATES) {
      for (const event of EVENTS) {
        const expected = wellFormed(event) ? (ORACLE[state][event.type] ?? null) : null;
        expect(nextGiftClaimState(state, event), `${state} + ${JSON.stringify(event)}`).toBe(expected);
      }
    }
  });

  it('offers staff only the moves the machine takes', () => {
    const moves = Object.fromEntries(GIFT_CLAIM_STATES.map((s) => [s, giftClaimMoves(s)]));
    expect(moves).toEqual({
      submitted: ['approve', 'refuse'],
      approved: ['ship'],
      rejected: [],
      shipped: [],
    } satisfies Record<GiftClaimState, GiftClaimMove[]>);
  });
});
