import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { staffDecisionMachine } from '../../../machines/staff-decision.machine';
import { type DecisionSent, STAFF_DECISION_STEPS, type StaffDecision } from '../../../schemas/staff-decision.schema';
import { REFUSAL_REASON_MAX } from '../../../schemas/staff-gift-claim.schema';
import { INBOX_ANSWER_MAX } from '../../../schemas/staff-inbox.schema';
import { TaskConfirm } from '../../components/flow/confirm-form';
import { useFlowContext } from '../../components/flow/flow-context';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame, type FlowPageProps } from '../../components/flow/flow-frame';
import { StepForm } from '../../components/flow/step-form';
import { useFlow } from '../../components/flow/use-flow';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { ReviewList } from '../../components/form/review-list';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { ApiRequestError } from '../../lib/api-request-error';
import { DECISION_TEXT as T } from './staff-decision-text';

/** What a screen says of one decision: its choice, what it does, its confirm button and what it did. */
export interface DecisionWords<R> {
  label: string;
  hint: string;
  confirm: string;
  done: (saved: R) => string;
}

/** A record staff decide on (a gift claim, a warranty, a contact message), as its screen reads it now. */
export interface DecisionRecord<R> {
  /** the draft's and the panel's name: `gift-claim:12` */
  name: string;
  /** the record's state now, in words (after a 409: what someone else made it) */
  stateLabel: string;
  /** the state itself: a decision is made from it, its draft kept by it */
  state: string;
  /** the moves the server offers now */
  moves: readonly StaffDecision[];
  /** the choice's question (審核結果, 處理方式) */
  question: string;
  words: Partial<Record<StaffDecision, DecisionWords<R>>>;
  /** the record's API; resolves with the record as it is now */
  send: (sent: DecisionSent, init: { signal: AbortSignal }) => Promise<R>;
  /** the answer is the record as it is now: the page shows it */
  settle: (saved: R) => Promise<void>;
  /** read the record again (someone decided first: the page shows what they did) */
  reload: () => Promise<void>;
  /** what the page says once no move is left */
  finished: string;
}

/**
 * What a decision does to the page's cache: its answer (the record as it is now) shows at once and
 * the lists read again next time; after a 409 the record is read again, to show what was done.
 */
export function pageCache<R>(queryClient: QueryClient, one: QueryKey, lists: QueryKey) {
  return {
    settle: async (saved: R) => {
      queryClient.setQueryData(one, saved);
      await queryClient.invalidateQueries({ queryKey: lists, refetchType: 'none' });
    },
    reload: () => queryClient.invalidateQueries({ queryKey: one }),
  };
}

type Props = FlowPageProps<typeof staffDecisionMachine> & {
  /** the record as it is now (its answer's type is the screen's own) */
  target: DecisionRecord<unknown>;
  /** start the next decision from the record as it is now */
  next: () => void;
};

/**
 * The decision on a record, on the flow kit (machines/staff-decision.machine.ts), for every
 * review screen of the console: choose among the moves the server offers, give what the move needs,
 * read it back and confirm. One decision is one run of the machine: once done (or once someone
 * decided first) the next one starts from the record as it is now (a claim approved is shipped).
 */
export function DecisionPanel<R>({ target, owner }: { target: DecisionRecord<R>; owner: string }) {
  // the record the running decision started from: its own answer must not restart it
  const [from, setFrom] = useState({ ...target, round: 0 });
  if (from.moves.length === 0) return <p className="staff-service__done">{target.finished}</p>;
  return (
    <Decision
      key={`${from.state}:${from.round}`}
      from={from}
      target={target}
      owner={owner}
      next={() => setFrom({ ...target, round: from.round + 1 })}
    />
  );
}

/** The API's fields of what the steps sent: the decision and its own details, not the moves offered. */
function sentOf(input: DecisionSent & { moves?: unknown }): DecisionSent {
  const { moves: _offered, ...sent } = input;
  return sent;
}

function Decision<R>({
  from,
  target,
  owner,
  next,
}: {
  from: DecisionRecord<R> & { round: number };
  target: DecisionRecord<R>;
  owner: string;
  next: () => void;
}) {
  const flow = useFlow(staffDecisionMachine, {
    // by record: the frame's focus memory must not carry one record's last page to another's
    name: `staff-decision-${from.name.replace(':', '-')}`,
    steps: STAFF_DECISION_STEPS,
    // by staff, record and the state it was read in: a record that moved on starts afresh
    draftKey: draftKey('staff-decision', owner, `${from.name}:${from.state}:${from.round}`),
    input: { moves: from.moves },
    calls: {
      submit: async (input: DecisionSent, init: { signal: AbortSignal }) => {
        try {
          const saved = await from.send(sentOf(input), init);
          await from.settle(saved);
          return saved;
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) await from.reload();
          throw error;
        }
      },
    },
  });
  return (
    <FlowFrame
      flow={flow}
      names={T.steps}
      inPage
      screens={{
        choosing: ChoosingStep,
        refusing: ReasonStep,
        shipping: ParcelStep,
        answering: AnswerStep,
        reviewing: ReviewingStep,
        conflict: ConflictStep,
        done: DoneStep,
      }}
      props={{ target: target as DecisionRecord<unknown>, next }}
    />
  );
}

/** Step 1: the moves the record offers now, each saying what it does. */
function ChoosingStep({ context, target }: Props) {
  const moves = context.data.offer?.moves ?? [];
  const options = moves.map((move) => ({
    value: move,
    label: target.words[move]?.label ?? move,
    hint: target.words[move]?.hint,
  }));
  return (
    <StepForm
      schema={STAFF_DECISION_STEPS.decision}
      defaultValues={{ decision: context.data.decision?.decision as StaffDecision }}
      order={['decision']}
    >
      {(form) => (
        <RadioGroupField
          control={form.control}
          name="decision"
          label={target.question}
          options={options}
          layout="stacked"
          required
        />
      )}
    </StepForm>
  );
}

/** A decision's text, the one field of its own step (a refusal's reason, an answer's words). */
function TextStep({
  step,
  kept,
  ...field
}: {
  step: 'reason' | 'answer';
  kept: string | undefined;
  label: string;
  hint: string;
  rows: number;
  maxLength: number;
}) {
  return (
    <StepForm schema={STAFF_DECISION_STEPS[step] as z.ZodObject} defaultValues={{ [step]: kept ?? '' }} order={[step]}>
      {(form) => (
        <TextAreaField
          required
          {...field}
          {...form.register(step as never)}
          error={(form.formState.errors as Record<string, { message?: string } | undefined>)[step]?.message}
        />
      )}
    </StepForm>
  );
}

/** Step 2 of a refusal: the reason the member reads. */
function ReasonStep({ context }: Props) {
  const field = { label: T.reason, hint: T.reasonHint, rows: 3, maxLength: REFUSAL_REASON_MAX };
  return <TextStep step="reason" kept={context.data.reason?.reason} {...field} />;
}

/** Step 2 of an answer: the text mailed to the sender from the site. */
function AnswerStep({ context }: Props) {
  const field = { label: T.answer, hint: T.answerHint, rows: 8, maxLength: INBOX_ANSWER_MAX };
  return <TextStep step="answer" kept={context.data.answer?.answer} {...field} />;
}

/** Step 2 of a shipment: the parcel's carrier and tracking number, which the member is mailed. */
function ParcelStep({ context }: Props) {
  const kept = context.data.parcel;
  return (
    <StepForm
      schema={STAFF_DECISION_STEPS.parcel}
      defaultValues={{ carrier: kept?.carrier ?? '', tracking_number: kept?.tracking_number ?? '' }}
      order={['carrier', 'tracking_number']}
    >
      {(form) => (
        <>
          <TextField
            label={T.carrier}
            hint={T.carrierHint}
            required
            {...form.register('carrier')}
            error={form.formState.errors.carrier?.message}
          />
          <TextField
            label={T.trackingNumber}
            hint={T.trackingHint}
            required
            {...form.register('tracking_number')}
            error={form.formState.errors.tracking_number?.message}
          />
        </>
      )}
    </StepForm>
  );
}

/** Step 3: the decision read back with what it does; its button makes it so. */
function ReviewingStep({ context, state, actor, target }: Props) {
  const flow = useFlowContext();
  const { decision, reason, parcel, answer } = context.data;
  const words = decision ? target.words[decision.decision] : undefined;
  const rows = [
    { label: target.question, value: words?.label ?? '' },
    ...(reason ? [{ label: T.reason, value: reason.reason }] : []),
    ...(parcel
      ? [
          { label: T.carrier, value: parcel.carrier },
          { label: T.trackingNumber, value: parcel.tracking_number },
        ]
      : []),
    ...(answer ? [{ label: T.answer, value: answer.answer }] : []),
  ];
  return (
    <>
      <ReviewList sections={[{ title: T.reviewTitle, rows }]} />
      <p className="flow-form__note">{words?.hint}</p>
      <TaskConfirm
        actor={actor}
        state={String(state)}
        busy={flow.busy}
        problem={context.problem}
        confirm={words?.confirm ?? ''}
      />
    </>
  );
}

/** The next decision on the record as it is now, or the word that none is left. */
function WhatNext({ target, next, label }: { target: DecisionRecord<unknown>; next: () => void; label: string }) {
  if (target.moves.length === 0) return <p className="staff-service__done">{target.finished}</p>;
  return (
    <div className="flow-actions">
      <button type="button" className="button button--primary" onClick={next}>
        {label}
      </button>
    </div>
  );
}

/** Done: what the decision did (the member is mailed), then the next one when the record has one. */
function DoneStep({ context, target, next }: Props) {
  const decision = context.data.decision?.decision;
  const words = decision ? target.words[decision] : undefined;
  return (
    <div className="flow-done">
      <p className="flow-done__lead" role="status">
        {words?.done(context.result)}
      </p>
      <WhatNext target={target} next={next} label={T.next} />
    </div>
  );
}

/** Someone decided first: their decision, the record as it is now, and a decision made again from it. */
function ConflictStep({ context, target, next }: Props) {
  return (
    <div className="flow-done">
      <p className="flow-problem" role="alert">
        {context.problem}
      </p>
      <p>{T.now(target.stateLabel)}</p>
      <WhatNext target={target} next={next} label={T.again} />
    </div>
  );
}
