import { setup, transition } from 'xstate';
import type { InhomeStatus, InhomeVisit } from '../../schemas/inhome-status.schema';

/**
 * An in-home request's life cycle (issue 28 item 1), the one authority on which status may follow
 * which, as the repair life cycle is for repairs: staff call the member and schedule the visit
 * (a day and a window of time, which the member reads); a scheduled visit is rescheduled by
 * scheduling it again, and is completed once the technician has been. A request is cancelled
 * before it is done, never without the reason the member is told. Completed and cancelled are final.
 */
export type InhomeLifecycleEvent =
  | { type: 'visit.scheduled'; visit: InhomeVisit | null }
  | { type: 'visit.completed' }
  | { type: 'request.cancelled'; reason: string | null };

export const inhomeLifecycleMachine = setup({
  types: {} as { events: InhomeLifecycleEvent },
  guards: {
    visitNamed: ({ event }) =>
      event.type === 'visit.scheduled' &&
      Boolean(event.visit?.date && event.visit.start && event.visit.end) &&
      (event.visit?.start ?? '') < (event.visit?.end ?? ''),
    reasonGiven: ({ event }) => event.type === 'request.cancelled' && Boolean(event.reason?.trim()),
  },
}).createMachine({
  id: 'inhomeLifecycle',
  initial: 'received',
  states: {
    received: {
      on: {
        'visit.scheduled': { guard: 'visitNamed', target: 'scheduled' },
        'request.cancelled': { guard: 'reasonGiven', target: 'cancelled' },
      },
    },
    scheduled: {
      on: {
        // a new time for the visit: still scheduled, and the member is told the new one
        'visit.scheduled': { guard: 'visitNamed', target: 'scheduled', reenter: true },
        'visit.completed': { target: 'completed' },
        'request.cancelled': { guard: 'reasonGiven', target: 'cancelled' },
      },
    },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** What staff give with a move: the visit (to schedule) and the note for the member (the reason, to cancel). */
export interface InhomeMoveInput {
  visit: InhomeVisit | null;
  note: string | null;
}

/** The event that moves a request to `to` (staff name the status; the machine decides). */
const EVENT_TO: Record<InhomeStatus, (input: InhomeMoveInput) => InhomeLifecycleEvent | null> = {
  // a request starts received (the member's submission), never moves back to it
  received: () => null,
  scheduled: ({ visit }) => ({ type: 'visit.scheduled', visit }),
  completed: () => ({ type: 'visit.completed' }),
  cancelled: ({ note }) => ({ type: 'request.cancelled', reason: note }),
};

/** Where a request in `from` goes when staff ask for `to` with `input`: `to` when the machine takes it, else null. */
export function nextInhomeStatus(from: InhomeStatus, to: InhomeStatus, input: InhomeMoveInput): InhomeStatus | null {
  const event = EVENT_TO[to](input);
  if (!event) return null;
  const snapshot = inhomeLifecycleMachine.resolveState({ value: from, context: undefined });
  if (!snapshot.can(event)) return null;
  const [next] = transition(inhomeLifecycleMachine, snapshot, event);
  return next.value === to ? to : null;
}

/** A move filled as staff would fill it, to ask the machine whether a status is open now. */
const PROBE: InhomeMoveInput = { visit: { date: '2000-01-01', start: '09:00', end: '12:00' }, note: '—' };

/** The statuses a request may move to next (the console offers only these; `scheduled` again is a new time). */
export const inhomeStatusMoves = (from: InhomeStatus): InhomeStatus[] =>
  (['scheduled', 'completed', 'cancelled'] as const).filter((to) => nextInhomeStatus(from, to, PROBE) === to);

/** Would `to` be taken from `from` once the visit and the note were given? (then the fields are what is missing) */
export const inhomeMoveOpen = (from: InhomeStatus, to: InhomeStatus) => nextInhomeStatus(from, to, PROBE) === to;
