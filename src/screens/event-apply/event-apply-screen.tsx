import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { createActor, fromPromise } from 'xstate';
import { eventApplyMachine } from '../../../machines/event-apply.machine';
import { EVENT_APPLY_STEPS } from '../../../schemas/event-apply.schema';
import { parseDraft, stepHasErrors } from '../../../schemas/flow-steps';
import { placeEventOrder } from '../../api/event-orders.mutations';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { eventQueries } from '../../api/events.queries';
import { StepFrame } from '../../components/flow/step-frame';
import { PageShell } from '../../components/page-shell';
import { useRouteParams } from '../../lib/current-page';
import { restartFlowActor, useFlowActor } from '../../lib/flow-actor';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../lib/flow-drafts';
import { inspect } from '../../lib/inspector';
import { useStepUrl } from '../../lib/use-step-url';
import { draftOwner, type FlowMember, useFlowMember } from '../flow/use-flow-member';
import { MemberOnly } from '../member/member-only';
import { ConfirmStep } from './confirm-step';
import { DoneStep } from './done-step';
import {
  APPLY_STEP_OF,
  type ApplyData,
  type ApplyStepProps,
  applyPaths,
  type EventApplyState,
} from './event-apply-steps';
import { APPLY_TEXT as T } from './event-apply-text';
import { ParticipantsStep } from './participants-step';
import { SurveyStep } from './survey-step';
import { TicketsStep } from './tickets-step';
import './event-apply.css';

const DATA_STEP = {
  choosingTickets: 'tickets',
  addingParticipants: 'participants',
  answeringSurvey: 'survey',
  confirming: 'confirm',
  submitting: null,
  failed: null,
  done: null,
} as const satisfies Record<EventApplyState, keyof typeof EVENT_APPLY_STEPS | null>;

const STEPS = {
  choosingTickets: { title: T.titles.tickets, Step: TicketsStep },
  addingParticipants: { title: T.titles.participants, Step: ParticipantsStep },
  answeringSurvey: { title: T.titles.survey, Step: SurveyStep },
  confirming: { title: T.titles.confirm, Step: ConfirmStep },
  submitting: { title: T.titles.confirm, Step: ConfirmStep },
  failed: { title: T.titles.confirm, Step: ConfirmStep },
  done: { title: T.titles.done, Step: DoneStep },
} satisfies Record<EventApplyState, { title: string; Step: ComponentType<ApplyStepProps> }>;

/** A key per actor: a repeated send of the same order (a double click, a retry) is one order. */
const newSubmissionKey = () => crypto.randomUUID().replace(/-/g, '');

function createApplyActor(key: string, eventId: number) {
  const submissionKey = newSubmissionKey();
  return createActor(
    eventApplyMachine.provide({
      actors: {
        submit: fromPromise(({ input, signal }) =>
          placeEventOrder({ ...input, event_id: eventId, idempotency_key: submissionKey }, { signal }),
        ),
      },
      actions: {
        saveDraft: ({ context }) => writeDraft(key, context.data),
        clearDraft: () => removeDraft(key),
      },
    }),
    { input: { draft: parseDraft(EVENT_APPLY_STEPS, readDraft(key)) }, inspect },
  );
}

const stepOf = (snapshot: { value: unknown }) => APPLY_STEP_OF[snapshot.value as EventApplyState] ?? 0;

/** SPEC §2 /events/{eventId}/apply, steps 1–4: one actor across the four URLs. */
export function EventApplyScreen() {
  const eventId = Number(useRouteParams().eventId);
  return (
    <PageShell lead={T.lead}>
      <MemberOnly>
        <ApplyLoader eventId={eventId} />
      </MemberOnly>
    </PageShell>
  );
}

function ApplyLoader({ eventId }: { eventId: number }) {
  const member = useFlowMember();
  const event = useQuery(eventQueries.detail(eventId));
  const sessions = useQuery(eventOrderQueries.sessions(eventId));
  const survey = useQuery(eventOrderQueries.survey(eventId));
  if (event.isError || sessions.isError || survey.isError) {
    return (
      <p className="state-message" role="alert">
        {T.notFound}
      </p>
    );
  }
  if (member.status === 'pending' || !event.data || !sessions.data || survey.data === undefined) {
    return <div className="block-pending" aria-busy="true" />;
  }
  return (
    <ApplyFlow
      eventId={eventId}
      member={member}
      data={{ event: event.data, sessions: sessions.data, survey: survey.data }}
    />
  );
}

function ApplyFlow({ eventId, member, data }: { eventId: number; member: FlowMember; data: ApplyData }) {
  const key = draftKey('event-apply', draftOwner(member), eventId);
  const actor = useFlowActor(key, () => createApplyActor(key, eventId));
  const snapshot = useSelector(actor, (s) => s);
  useStepUrl({ actor, paths: applyPaths(eventId), stepOf, restart: () => restartFlowActor(key) });

  const state = snapshot.value as EventApplyState;
  const { title, Step } = STEPS[state];
  return (
    <>
      <p className="apply-event">{data.event.subject}</p>
      <StepFrame
        flow="event-apply"
        steps={T.steps}
        current={APPLY_STEP_OF[state]}
        title={title}
        focusField={snapshot.context.focus}
        hasErrors={stepHasErrors(EVENT_APPLY_STEPS, snapshot.context.fieldErrors, DATA_STEP[state])}
      >
        <Step actor={actor} context={snapshot.context} state={state} data={data} member={member} />
      </StepFrame>
    </>
  );
}
