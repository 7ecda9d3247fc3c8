import { setup, transition } from 'xstate';
import type { PublicationState } from '../../schemas/publication.schema';

/**
 * The life cycle of published content (issue 24 item 3), the one authority on which state may
 * follow which, for every kind staff edit. A draft is published now or scheduled; a scheduled
 * piece may be re-timed, published at once or pulled back to draft, and the sweep publishes it
 * when its time comes; a live piece is only taken down (it never goes back to draft: readers
 * have seen it); taken down, it may go live again, now or later, or be reworked as a draft.
 */
export type PublicationEvent =
  | { type: 'publish.now' }
  | { type: 'publish.schedule' }
  | { type: 'publish.due' }
  | { type: 'publish.withdraw' }
  | { type: 'publish.takeDown' };

export const publicationLifecycleMachine = setup({
  types: {} as { events: PublicationEvent },
}).createMachine({
  id: 'publicationLifecycle',
  initial: 'draft',
  states: {
    draft: {
      on: { 'publish.now': { target: 'published' }, 'publish.schedule': { target: 'scheduled' } },
    },
    scheduled: {
      on: {
        'publish.now': { target: 'published' },
        'publish.due': { target: 'published' },
        'publish.schedule': { target: 'scheduled', reenter: true },
        'publish.withdraw': { target: 'draft' },
      },
    },
    published: { on: { 'publish.takeDown': { target: 'unpublished' } } },
    unpublished: {
      on: {
        'publish.now': { target: 'published' },
        'publish.schedule': { target: 'scheduled' },
        'publish.withdraw': { target: 'draft' },
      },
    },
  },
});

const EVENT_TO: Record<PublicationState, PublicationEvent> = {
  published: { type: 'publish.now' },
  scheduled: { type: 'publish.schedule' },
  unpublished: { type: 'publish.takeDown' },
  draft: { type: 'publish.withdraw' },
};

/** Does the machine take a move from `from` to `to` (staff name the state; the machine decides)? */
export function canMovePublication(from: PublicationState, to: PublicationState): boolean {
  const snapshot = publicationLifecycleMachine.resolveState({ value: from, context: undefined });
  const event = EVENT_TO[to];
  if (!snapshot.can(event)) return false;
  const [next] = transition(publicationLifecycleMachine, snapshot, event);
  return next.value === to;
}

/** The states a record in `from` may move to next (the console offers only these). */
export const publicationMoves = (from: PublicationState): PublicationState[] =>
  (['draft', 'scheduled', 'published', 'unpublished'] as const).filter((to) => canMovePublication(from, to));
