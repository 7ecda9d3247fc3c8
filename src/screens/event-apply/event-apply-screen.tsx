import { useQuery } from '@tanstack/react-query';
import { eventApplyMachine } from '../../../machines/event-apply.machine';
import { EVENT_APPLY_STEPS, type EventOrderSubmission } from '../../../schemas/event-apply.schema';
import { placeEventOrder } from '../../api/event-orders.mutations';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { eventQueries } from '../../api/events.queries';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame } from '../../components/flow/flow-frame';
import { useFlow } from '../../components/flow/use-flow';
import { PageShell } from '../../components/page-shell';
import { useRouteParams } from '../../lib/current-page';
import { draftOwner, type FlowMember, useFlowMember } from '../flow/use-flow-member';
import { MemberOnly } from '../member/member-only';
import { EventApplyConfirmStep } from './event-apply-confirm-step';
import { EventApplyDoneStep, EventApplyPayingStep } from './event-apply-done-step';
import { EventApplyParticipantsStep } from './event-apply-participants-step';
import type { EventApplyPageData } from './event-apply-step.types';
import { EventApplySurveyStep } from './event-apply-survey-step';
import { EVENT_APPLY_TEXT as T } from './event-apply-text';
import { EventApplyTicketsStep } from './event-apply-tickets-step';
import './event-apply.css';

type OrderSteps = Omit<EventOrderSubmission, 'event_id' | 'idempotency_key'>;

/** SPEC §2 /events/{eventId}/apply, /step2 … /step4 and /done: one flow, one actor across its addresses. */
export function EventApplyScreen() {
  const eventId = Number(useRouteParams().eventId);
  return (
    <PageShell lead={T.lead}>
      <MemberOnly>
        <EventApplyLoader eventId={eventId} />
      </MemberOnly>
    </PageShell>
  );
}

function EventApplyLoader({ eventId }: { eventId: number }) {
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
    <EventApplyFlow
      eventId={eventId}
      member={member}
      data={{ event: event.data, sessions: sessions.data, survey: survey.data }}
    />
  );
}

function EventApplyFlow({ eventId, member, data }: { eventId: number; member: FlowMember; data: EventApplyPageData }) {
  // A key per actor: a repeated send of its order (a double press, a retry) is one order. The
  // actor takes the calls of the render that creates it, so a flow started over has a new key.
  const submissionKey = crypto.randomUUID().replace(/-/g, '');
  const flow = useFlow(eventApplyMachine, {
    name: 'event-apply',
    steps: EVENT_APPLY_STEPS,
    draftKey: draftKey('event-apply', draftOwner(member), eventId),
    base: `/events/${eventId}/apply`,
    calls: {
      submit: (input: OrderSteps, init: { signal: AbortSignal }) =>
        placeEventOrder({ ...input, event_id: eventId, idempotency_key: submissionKey }, init),
    },
  });
  return (
    <>
      <p className="apply-event">{data.event.subject}</p>
      <FlowFrame
        flow={flow}
        names={T.steps}
        screens={{
          choosingTickets: EventApplyTicketsStep,
          addingParticipants: EventApplyParticipantsStep,
          answeringSurvey: EventApplySurveyStep,
          confirming: EventApplyConfirmStep,
          paying: EventApplyPayingStep,
          done: EventApplyDoneStep,
        }}
        props={{ data, member }}
      />
    </>
  );
}
