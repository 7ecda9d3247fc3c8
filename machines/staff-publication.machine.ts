import { PUBLICATION_TASK_STEPS, type PublicationTaskSteps } from '../schemas/staff-publication.schema';
import { type FlowContext, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type PublicationTaskContext = FlowContext<PublicationTaskSteps>;

const { submit, forward, tail, valid, keep } = flowTransitions<PublicationTaskSteps>('reviewing');
const review = { step: 2, title: '確認發布設定', edits: 'confirm' } as const;

/**
 * The console's publication task (issue 24 item 7), for any content staff publish: say what
 * happens and when (publish now, schedule at a Taipei time, take down, back to draft), read it
 * back in words, then it is done. The screen provides `submit` (POST .../publication with the
 * version the editor has); a refused time goes back to step 1 by its field (the screen's call names the API's
 * `publish_at` as the form's `publish_at_local`); a stale version or a
 * move the record's life cycle no longer takes is a problem shown with the way back.
 */
export const staffPublicationMachine = flowSetup<PublicationTaskSteps, unknown>(PUBLICATION_TASK_STEPS).createMachine({
  id: 'staff-publication',
  initial: 'choosing',
  context: ({ input }) => initialFlowContext(input),
  states: {
    choosing: {
      meta: { step: 1, title: '發布設定', edits: 'when' },
      on: { 'step.submit': submit('when', 'reviewing'), 'step.forward': forward('when', 'reviewing') },
    },
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: [keep('confirm'), 'saveDraft'] },
        'step.back': 'choosing',
        'step.change': { target: 'choosing', actions: 'keepFocus' },
      },
    },
    ...tail({
      meta: review,
      // the review has no field of its own: every refusal is of step 1's
      owners: [['when', 'choosing']],
    }),
    done: { type: 'final', meta: { step: 3, title: '發布狀態已更新', done: true } },
  },
});
