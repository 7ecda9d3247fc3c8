import { EVENT_APPLY_STEPS, type EventApplySteps } from '../schemas/event-apply.schema';
import { type PlacedOrder, PlacedOrderSchema } from '../schemas/user-order.schema';
import { type FlowContext, type FlowInput, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type EventApplyContext = FlowContext<EventApplySteps>;

const { forward, tail, valid, keep } = flowTransitions<EventApplySteps>('confirming');
const confirm = { step: 4, title: '發票、付款方式與確認', edits: 'confirm' } as const;

/** The order just placed has a checkout: the server wants it paid at the gateway (a free one has none). */
const toGateway = ({ context }: { context: EventApplyContext }) =>
  Boolean(PlacedOrderSchema.safeParse(context.result).data?.checkout);

/**
 * SPEC §2 /events/{eventId}/apply, four steps: a session and its tickets → each participant →
 * the event's survey → invoice, payment type and agreement, whose send places the order. A free
 * order then shows its done page (`/done`); a paid one goes on to the payment gateway from step 4's
 * address, which the hand-off turns into the order's page for the way back. The screen provides
 * `submit` (POST /api/cart/pay) and the drafts; a 422 goes back to the step that owns the first
 * refused field. No step has a change link (step 4's summary has none: changing the tickets
 * changes the participants too), so each step's send simply goes on.
 */
export const eventApplyMachine = flowSetup<EventApplySteps, PlacedOrder, FlowInput<EventApplySteps>, 'toGateway'>(
  EVENT_APPLY_STEPS,
  { guards: { toGateway } },
).createMachine({
  id: 'event-apply',
  initial: 'choosingTickets',
  context: ({ input }) => initialFlowContext(input),
  states: {
    choosingTickets: {
      meta: { step: 1, title: '選擇場次與票券', edits: 'tickets' },
      on: {
        'step.submit': {
          guard: valid('tickets'),
          target: 'addingParticipants',
          actions: [keep('tickets'), 'saveDraft'],
        },
        'step.forward': forward('tickets', 'addingParticipants'),
      },
    },
    addingParticipants: {
      meta: { step: 2, title: '填寫參加者資料', edits: 'participants' },
      on: {
        'step.submit': {
          guard: valid('participants'),
          target: 'answeringSurvey',
          actions: [keep('participants'), 'saveDraft'],
        },
        'step.forward': forward('participants', 'answeringSurvey'),
        'step.back': 'choosingTickets',
      },
    },
    answeringSurvey: {
      meta: { step: 3, title: '填寫報名問卷', edits: 'survey' },
      on: {
        'step.submit': { guard: valid('survey'), target: 'confirming', actions: [keep('survey'), 'saveDraft'] },
        'step.forward': forward('survey', 'confirming'),
        'step.back': 'addingParticipants',
      },
    },
    confirming: {
      meta: confirm,
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: [keep('confirm'), 'saveDraft'] },
        'step.back': 'answeringSurvey',
      },
    },
    ...tail({
      meta: confirm,
      owners: [
        ['tickets', 'choosingTickets'],
        ['participants', 'addingParticipants'],
        ['survey', 'answeringSurvey'],
        ['confirm', 'confirming'],
      ],
      done: { target: 'placed', actions: ['keepResult', 'clearDraft'] } as const,
    }),
    // the order is placed, the draft spent: paid or free is the order's, as the server answered
    placed: {
      meta: { ...confirm, edits: undefined, shows: 'confirming' },
      always: [{ guard: 'toGateway', target: 'paying' }, { target: 'done' }],
    },
    // no address of its own: the hand-off makes step 4's history entry the order's page
    paying: { type: 'final', meta: { title: '前往付款', done: true, path: 'step4' } },
    done: { type: 'final', meta: { title: '報名完成', done: true } },
  },
});
