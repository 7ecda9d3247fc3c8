import { CONTACT_STEPS, type ContactReceipt, type ContactSteps } from '../schemas/contact.schema';
import { type FlowContext, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type ContactContext = FlowContext<ContactSteps>;

const { submit, forward, tail, valid, keep } = flowTransitions<ContactSteps>('reviewing');
const review = { step: 2, title: '確認您的留言', edits: 'confirm' } as const;

/**
 * SPEC §2 /contact → /contact/step2 → /contact/step3, three steps: write the message
 * (`section1`), review it and pass the captcha, then it is sent (the third step). The screen
 * provides `submit` (POST /api/contact) and the drafts; a 422 goes back to the step that owns
 * the first refused field.
 */
export const contactMachine = flowSetup<ContactSteps, ContactReceipt>(CONTACT_STEPS).createMachine({
  id: 'contact',
  initial: 'editing',
  context: ({ input }) => initialFlowContext(input),
  states: {
    editing: {
      meta: { step: 1, title: '填寫聯絡資料', edits: 'message' },
      on: { 'step.submit': submit('message', 'reviewing'), 'step.forward': forward('message', 'reviewing') },
    },
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: keep('confirm') },
        'step.back': 'editing',
        'step.change': { target: 'editing', actions: 'keepFocus' },
      },
    },
    ...tail({
      meta: review,
      owners: [
        ['message', 'editing'],
        ['confirm', 'reviewing'],
      ],
      spent: 'confirm',
    }),
    done: { type: 'final', meta: { step: 3, title: '已收到您的來信', done: true } },
  },
});
