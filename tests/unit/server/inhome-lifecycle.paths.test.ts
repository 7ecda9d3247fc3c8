import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { INHOME_STATUSES, type InhomeStatus } from '../../../schemas/inhome-status.schema';
import {
  type InhomeLifecycleEvent,
  inhomeLifecycleMachine,
  inhomeStatusMoves,
  nextInhomeStatus,
} from '../../../server/domain/inhome-lifecycle.machine';

/**
 * Every event staff can send, well and badly formed: a visit whole, without its window, with a
 * window that ends before it starts; a cancellation with and without its reason.
 */
const EVENTS: InhomeLifecycleEvent[] = [
  { type: 'visit.scheduled', visit: { date: '2026-12-03', start: '14:00', end: '16:00' } },
  { type: 'visit.scheduled', visit: { date: '2026-12-03', start: '', end: '16:00' } },
  { type: 'visit.scheduled', visit: { date: '2026-12-03', start: '16:00', end: '14:00' } },
  { type: 'visit.scheduled', visit: null },
  { type: 'visit.completed' },
  { type: 'request.cancelled', reason: '會員已自行送修。' },
  { type: 'request.cancelled', reason: '   ' },
  { type: 'request.cancelled', reason: null },
];

/** The life cycle as the brief states it, written apart from the machine. */
const ORACLE: Record<InhomeStatus, Partial<Record<InhomeLifecycleEvent['type'], InhomeStatus>>> = {
  received: { 'visit.scheduled': 'scheduled', 'request.cancelled': 'cancelled' },
  scheduled: { 'visit.scheduled': 'scheduled', 'visit.completed': 'completed', 'request.cancelled': 'cancelled' },
  completed: {},
  cancelled: {},
};
const wellFormed = (e: InhomeLifecycleEvent) =>
  e.type === 'visit.completed' ||
  (e.type === 'request.cancelled' && Boolean(e.reason?.trim())) ||
  (e.type === 'visit.scheduled' && Boolean(e.visit?.date && e.visit.start && e.visit.start < e.visit.end));

/** What staff name for each event (the machine's functions take the status and the fields). */
function asked(event: InhomeLifecycleEvent): [InhomeStatus, Parameters<typeof nextInhomeStatus>[2]] {
  if (event.type === 'visit.scheduled') return ['scheduled', { visit: event.visit, note: null }];
  if (event.type === 'request.cancelled') return ['cancelled', { visit: null, note: event.reason }];
  return ['completed', { visit: null, note: null }];
}
const next = (from: InhomeStatus, event: InhomeLifecycleEvent) => nextInhomeStatus(from, ...asked(event));

describe('the in-home request life cycle', () => {
  // the paths are generated from the machine's graph; each step is judged by the oracle
  const paths = getSimplePaths(inhomeLifecycleMachine, { events: EVENTS });

  it('reaches every state through generated paths', () => {
    const reached = new Set(paths.map((p) => p.state.value as string));
    expect([...reached].sort()).toEqual([...INHOME_STATUSES].sort());
  });

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
    it(`follows the oracle along ${route}`, () => {
      let at: InhomeStatus = 'received';
      for (const step of path.steps.slice(1)) {
        const event = step.event as InhomeLifecycleEvent;
        const expected = wellFormed(event) ? ORACLE[at][event.type] : undefined;
        expect(next(at, event)).toBe(expected ?? null);
        at = step.state.value as InhomeStatus;
      }
      expect(at).toBe(path.state.value);
    });
  }

  it('answers every event on every state as the oracle does (no visit, no reason: not taken)', () => {
    for (const state of INHOME_STATUSES) {
      for (const event of EVENTS) {
        const expected = wellFormed(event) ? (ORACLE[state][event.type] ?? null) : null;
        expect(next(state, event), `${state} + ${JSON.stringify(event)}`).toBe(expected);
      }
    }
  });

  it('never moves a request back to received', () => {
    for (const state of INHOME_STATUSES)
      expect(nextInhomeStatus(state, 'received', { visit: null, note: '—' }), state).toBeNull();
  });

  it('offers staff only the moves the machine takes (scheduled again: a new visit time)', () => {
    const moves = Object.fromEntries(INHOME_STATUSES.map((s) => [s, inhomeStatusMoves(s)]));
    expect(moves).toEqual({
      received: ['scheduled', 'cancelled'],
      scheduled: ['scheduled', 'completed', 'cancelled'],
      completed: [],
      cancelled: [],
    } satisfies Record<InhomeStatus, InhomeStatus[]>);
  });
});
