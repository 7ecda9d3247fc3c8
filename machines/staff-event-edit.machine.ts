import { STAFF_EVENT_STEPS, type StaffEvent, type StaffEventSteps } from '../schemas/staff-event.schema';
import { type FlowContext, flowRefs, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type StaffEventEditContext = FlowContext<StaffEventSteps>;

const { submit, forward, tail, valid, keep } = flowTransitions<StaffEventSteps>('reviewing');
const { changes } = flowRefs<StaffEventSteps>();
const review = { step: 5, title: '確認並發布', edits: 'confirm' } as const;

/**
 * The console's event editor (issue 27 item 1), for a new event or one stored: what it is and its
 * picture, its sessions (time, place, seats, purchase limit), the ticket types of each session,
 * the survey, then the review, which saves it as a draft or saves and publishes it in one call.
 * The screen provides `submit` (POST /api/staff/events, or PUT …/{id} with the version it read)
 * and the draft. A refusal goes back to the step owning the first refused field (seats below
 * those sold: the sessions step, on that session's seats); a stale version or a failure is a
 * problem shown with retry and the way back.
 */
export const staffEventEditMachine = flowSetup<StaffEventSteps, StaffEvent>(STAFF_EVENT_STEPS).createMachine({
  id: 'staff-event-edit',
  initial: 'details',
  context: ({ input }) => initialFlowContext(input),
  states: {
    details: {
      meta: { step: 1, title: '活動資料與圖片', edits: 'details' },
      on: { 'step.submit': submit('details', 'sessions'), 'step.forward': forward('details', 'sessions') },
    },
    sessions: {
      meta: { step: 2, title: '場次', edits: 'sessions' },
      on: {
        'step.submit': submit('sessions', 'tickets'),
        'step.forward': forward('sessions', 'tickets'),
        'step.back': 'details',
      },
    },
    tickets: {
      meta: { step: 3, title: '票種', edits: 'tickets' },
      on: {
        'step.submit': submit('tickets', 'survey'),
        'step.forward': forward('tickets', 'survey'),
        'step.back': 'sessions',
      },
    },
    survey: {
      meta: { step: 4, title: '報名問卷', edits: 'survey' },
      on: {
        'step.submit': submit('survey', 'reviewing'),
        'step.forward': forward('survey', 'reviewing'),
        'step.back': 'tickets',
      },
    },
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: [keep('confirm'), 'saveDraft'] },
        'step.back': 'survey',
        'step.change': [
          { guard: changes('details'), target: 'details', actions: 'keepFocus' },
          { guard: changes('sessions'), target: 'sessions', actions: 'keepFocus' },
          { guard: changes('tickets'), target: 'tickets', actions: 'keepFocus' },
          { guard: changes('survey'), target: 'survey', actions: 'keepFocus' },
        ],
      },
    },
    ...tail({
      meta: review,
      // the review's one choice (draft or publish) is never refused: the server refuses the steps' fields
      owners: [
        ['details', 'details'],
        ['sessions', 'sessions'],
        ['tickets', 'tickets'],
        ['survey', 'survey'],
      ],
    }),
    done: { type: 'final', meta: { title: '活動已儲存', done: true } },
  },
});
