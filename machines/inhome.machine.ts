import { INHOME_STEPS, type InhomeReceipt, type InhomeSteps } from '../schemas/inhome.schema';
import { type FlowContext, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type InhomeContext = FlowContext<InhomeSteps>;

const { submit, forward, tail, valid, keep } = flowTransitions<InhomeSteps>('reviewing');
const review = { step: 2, title: '確認您的申請', edits: 'confirm' } as const;

/**
 * SPEC §2 /services/inhome/form, two steps: what needs doing and where (with a preferred day),
 * then the review with the captcha; the page after says it was received. The screen provides
 * `submit` (POST /api/user/inhome_services).
 */
export const inhomeMachine = flowSetup<InhomeSteps, InhomeReceipt>(INHOME_STEPS).createMachine({
  id: 'inhome',
  initial: 'requesting',
  context: ({ input }) => initialFlowContext(input),
  states: {
    requesting: {
      meta: { step: 1, title: '到府服務需求', edits: 'request' },
      on: { 'step.submit': submit('request', 'reviewing'), 'step.forward': forward('request', 'reviewing') },
    },
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': 'requesting',
        'step.change': { target: 'requesting', actions: 'keepFocus' },
      },
    },
    ...tail({
      meta: review,
      owners: [
        ['request', 'requesting'],
        ['confirm', 'reviewing'],
      ],
      spent: 'confirm',
    }),
    done: { type: 'final', meta: { title: '已收到您的到府服務申請', done: true } },
  },
});
