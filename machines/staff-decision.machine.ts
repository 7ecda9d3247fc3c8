import { STAFF_DECISION_STEPS, type StaffDecision, type StaffDecisionSteps } from '../schemas/staff-decision.schema';
import {
  type FlowContext,
  type FlowEvent,
  type FlowInput,
  flowSetup,
  flowTransitions,
  initialFlowContext,
} from './flow-kit';

export type StaffDecisionContext = FlowContext<StaffDecisionSteps>;
export interface StaffDecisionInput extends FlowInput<StaffDecisionSteps> {
  /** the moves the server offers on the record now (its life cycle decides them), kept as the `offer` step */
  moves: readonly StaffDecision[];
}

const { tail, valid, keep, forget, kept } = flowTransitions<StaffDecisionSteps>('reviewing');
const review = { step: 3, title: '確認並送出', edits: 'confirm' } as const;

/** The step sent chose one of `moves`, and the record offers it. */
const chose =
  (moves: readonly StaffDecision[]) =>
  ({ context, event }: { context: StaffDecisionContext; event: FlowEvent }) => {
    if (event.type !== 'step.submit') return false;
    const sent = STAFF_DECISION_STEPS.decision.safeParse(event.data);
    return (
      sent.success && moves.includes(sent.data.decision) && !!context.data.offer?.moves.includes(sent.data.decision)
    );
  };

/** A decision chosen: kept, and the details another decision asked for dropped (they would be sent with it). */
const choose = (target: string, keeps: 'reason' | 'parcel' | 'answer' | null) => ({
  target,
  actions: [
    keep('decision'),
    ...(['reason', 'parcel', 'answer'] as const).filter((step) => step !== keeps).map(forget),
    'saveDraft',
  ] as const,
});

/** A decision's own step: sent, it goes to the review; back, to the choice. */
const details = (step: 'reason' | 'parcel' | 'answer', title: string) => ({
  meta: { step: 2, title, edits: step },
  on: {
    'step.submit': { guard: valid(step), target: 'reviewing', actions: [keep(step), 'saveDraft'] as const },
    'step.back': 'choosing',
  },
});

/**
 * A staff decision on a member's record (issue 28 item 7): a gift claim, a warranty registration,
 * a contact message. Staff choose among the moves the server offers (the input: the records' life
 * cycles on the server are the authority, server/domain/*.machine.ts), give what the move needs (a
 * refusal its reason, a parcel its carrier and tracking number, an answer its text), read it back
 * and confirm; the screen provides `submit` (the record's API). A refused field returns to its step;
 * a 409 (someone decided first) ends at `conflict`, where the screen shows the record as it is now
 * and offers to decide again; a failed call is a problem shown with retry and the way back.
 */
export const staffDecisionMachine = flowSetup<
  StaffDecisionSteps,
  unknown,
  StaffDecisionInput,
  'choseRefuse' | 'choseShip' | 'choseAnswer' | 'choseAtOnce'
>(STAFF_DECISION_STEPS, {
  guards: {
    choseRefuse: chose(['refuse']),
    choseShip: chose(['ship']),
    choseAnswer: chose(['answer']),
    choseAtOnce: chose(['approve', 'close', 'reopen']),
  },
}).createMachine({
  id: 'staff-decision',
  initial: 'choosing',
  // the record's moves now win over a restored draft's
  context: ({ input }) => initialFlowContext({ draft: { ...input.draft, offer: { moves: [...input.moves] } } }),
  states: {
    choosing: {
      meta: { step: 1, title: '選擇處理方式', edits: 'decision' },
      on: {
        'step.submit': [
          { guard: 'choseRefuse', ...choose('refusing', 'reason') },
          { guard: 'choseShip', ...choose('shipping', 'parcel') },
          { guard: 'choseAnswer', ...choose('answering', 'answer') },
          { guard: 'choseAtOnce', ...choose('reviewing', null) },
        ],
      },
    },
    refusing: details('reason', '填寫未通過原因'),
    shipping: details('parcel', '填寫物流資料'),
    answering: details('answer', '填寫回覆內容'),
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: [keep('confirm'), 'saveDraft'] },
        // back to the decision's own step, the one whose data is kept
        'step.back': [
          { guard: kept('reason'), target: 'refusing' },
          { guard: kept('parcel'), target: 'shipping' },
          { guard: kept('answer'), target: 'answering' },
          { target: 'choosing' },
        ],
      },
    },
    ...tail({
      meta: review,
      owners: [
        ['decision', 'choosing'],
        ['reason', 'refusing'],
        ['parcel', 'shipping'],
        ['answer', 'answering'],
      ],
      conflict: 'conflict',
    }),
    /** someone decided first: the screen shows the record as it is now, and the decision starts again from it */
    conflict: { type: 'final', meta: { title: '這筆資料已有人處理', done: true } },
    done: { type: 'final', meta: { title: '已送出', done: true } },
  },
});
