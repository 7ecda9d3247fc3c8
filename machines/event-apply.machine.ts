import { fromPromise, setup } from 'xstate';
import type { EventApplySteps, EventOrderSubmission } from '../schemas/event-apply.schema';
import { EVENT_APPLY_STEPS } from '../schemas/event-apply.schema';
import type { PlacedOrder } from '../schemas/user-order.schema';
import {
  type FlowContext,
  type FlowEvent,
  type FlowInput,
  flowActions,
  flowGuards,
  flowRefs,
  initialFlowContext,
} from './flow-kit';

export type EventApplyContext = FlowContext<EventApplySteps>;
/** What the machine hands to `submit`: the four steps merged; the screen adds the event and the key. */
export type EventApplyData = Omit<EventOrderSubmission, 'event_id' | 'idempotency_key'>;

const { valid, kept, owns, keep } = flowRefs<EventApplySteps>();

/**
 * SPEC §2 /events/{eventId}/apply, steps 1–4: a session and its tickets → each participant →
 * the event's survey → invoice, payment type and agreement, then the order is placed. The screen
 * provides `submit` (POST /api/cart/pay) and the draft actions; a 422 goes back to the step that
 * owns the first refused field. `done` keeps the placed order: a paid one goes to the gateway.
 */
export const eventApplyMachine = setup({
  types: {} as { context: EventApplyContext; events: FlowEvent; input: FlowInput<EventApplySteps> },
  guards: flowGuards(EVENT_APPLY_STEPS),
  actions: flowActions(EVENT_APPLY_STEPS),
  actors: {
    submit: fromPromise<PlacedOrder, EventApplyData>(async () => {
      throw new Error('event-apply: provide the submit actor');
    }),
  },
}).createMachine({
  id: 'eventApply',
  initial: 'choosingTickets',
  context: ({ input }) => initialFlowContext(input),
  states: {
    choosingTickets: {
      on: {
        'step.submit': {
          guard: valid('tickets'),
          target: 'addingParticipants',
          actions: [keep('tickets'), 'saveDraft'],
        },
        'step.forward': { guard: kept('tickets'), target: 'addingParticipants' },
      },
    },
    addingParticipants: {
      on: {
        'step.submit': {
          guard: valid('participants'),
          target: 'answeringSurvey',
          actions: [keep('participants'), 'saveDraft'],
        },
        'step.forward': { guard: kept('participants'), target: 'answeringSurvey' },
        'step.back': 'choosingTickets',
      },
    },
    answeringSurvey: {
      on: {
        'step.submit': { guard: valid('survey'), target: 'confirming', actions: [keep('survey'), 'saveDraft'] },
        'step.forward': { guard: kept('survey'), target: 'confirming' },
        'step.back': 'addingParticipants',
      },
    },
    confirming: {
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: [keep('confirm'), 'saveDraft'] },
        'step.back': 'answeringSurvey',
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) =>
          ({
            ...context.data.tickets,
            ...context.data.participants,
            ...context.data.survey,
            ...context.data.confirm,
          }) as EventApplyData,
        onDone: { target: 'done', actions: ['keepResult', 'clearDraft'] },
        onError: [
          { guard: owns('tickets'), target: 'choosingTickets', actions: 'keepFieldErrors' },
          { guard: owns('participants'), target: 'addingParticipants', actions: 'keepFieldErrors' },
          { guard: owns('survey'), target: 'answeringSurvey', actions: 'keepFieldErrors' },
          { guard: owns('confirm'), target: 'confirming', actions: 'keepFieldErrors' },
          { target: 'failed', actions: 'keepProblem' },
        ],
      },
    },
    failed: {
      on: {
        'step.retry': { target: 'submitting', actions: 'clearProblem' },
        'step.back': { target: 'confirming', actions: 'clearProblem' },
      },
    },
    done: { type: 'final' },
  },
});
