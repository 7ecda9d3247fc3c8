import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { PUBLICATION_MOVES, PUBLICATION_STATES, type PublicationState } from '../../../schemas/publication.schema';
import {
  canMovePublication,
  publicationLifecycleMachine,
  publicationMoves,
} from '../../../server/domain/publication-lifecycle.machine';

/** The life cycle of published content (issue 24 item 3): which state may follow which. */
describe('the publication life cycle', () => {
  it('offers from each state exactly these moves', () => {
    const moves = Object.fromEntries(PUBLICATION_STATES.map((s) => [s, publicationMoves(s)]));
    expect(moves).toEqual({
      draft: ['scheduled', 'published'],
      scheduled: ['draft', 'scheduled', 'published'],
      published: ['unpublished'],
      unpublished: ['draft', 'scheduled', 'published'],
    } satisfies Record<PublicationState, PublicationState[]>);
  });

  it('is what the console offers (PUBLICATION_MOVES), state by state', () => {
    for (const state of PUBLICATION_STATES) {
      expect([...PUBLICATION_MOVES[state]].sort(), state).toEqual([...publicationMoves(state)].sort());
    }
  });

  it('never takes a live piece back to draft, nor reschedules it: readers have seen it', () => {
    expect(canMovePublication('published', 'draft')).toBe(false);
    expect(canMovePublication('published', 'scheduled')).toBe(false);
    expect(canMovePublication('published', 'published')).toBe(false);
    expect(canMovePublication('published', 'unpublished')).toBe(true);
  });

  it('takes down only what is live: a draft or a scheduled piece is never "unpublished"', () => {
    expect(canMovePublication('draft', 'unpublished')).toBe(false);
    expect(canMovePublication('scheduled', 'unpublished')).toBe(false);
    expect(canMovePublication('unpublished', 'unpublished')).toBe(false);
    expect(canMovePublication('draft', 'draft')).toBe(false);
  });

  it('lets the sweep publish a scheduled piece when it is due, and nothing else', () => {
    const due = { type: 'publish.due' } as const;
    for (const from of PUBLICATION_STATES) {
      const snapshot = publicationLifecycleMachine.resolveState({ value: from, context: undefined });
      expect(snapshot.can(due)).toBe(from === 'scheduled');
    }
    const scheduled = publicationLifecycleMachine.resolveState({ value: 'scheduled', context: undefined });
    expect(transition(publicationLifecycleMachine, scheduled, due)[0].value).toBe('published');
  });
});
