import type { WaitlistEntry, WaitlistSteps } from '../schemas/waitlist.schema';
import { WAITLIST_STEPS } from '../schemas/waitlist.schema';
import { type FlowContext, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type WaitlistContext = FlowContext<WaitlistSteps>;

const { submit, forward, tail, valid, keep } = flowTransitions<WaitlistSteps>('reviewing');
const review = { step: 2, title: '確認候補登記', edits: 'confirm' } as const;

/**
 * The waiting list of a full event session (issue 20 item 8), two steps: the session and the
 * number of seats, then the review with the captcha; the page after says where the member stands.
 * The screen provides `submit` (POST /api/user/waitlist).
 */
export const waitlistMachine = flowSetup<WaitlistSteps, WaitlistEntry>(WAITLIST_STEPS).createMachine({
  id: 'waitlist',
  initial: 'choosing',
  context: ({ input }) => initialFlowContext(input),
  states: {
    choosing: {
      meta: { step: 1, title: '選擇候補場次', edits: 'session' },
      on: { 'step.submit': submit('session', 'reviewing'), 'step.forward': forward('session', 'reviewing') },
    },
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': 'choosing',
        'step.change': { target: 'choosing', actions: 'keepFocus' },
      },
    },
    ...tail({
      meta: review,
      owners: [
        ['session', 'choosing'],
        ['confirm', 'reviewing'],
      ],
      spent: 'confirm',
    }),
    done: { type: 'final', meta: { title: '已加入候補名單', done: true } },
  },
});
