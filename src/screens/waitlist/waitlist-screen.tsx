import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { waitlistMachine } from '../../../machines/waitlist.machine';
import type { EventSession } from '../../../schemas/event-session.schema';
import { formatDateTimeRange } from '../../../schemas/taipei-date';
import {
  WAITLIST_STEPS,
  WaitlistConfirmStep,
  WaitlistEntryResponse,
  WaitlistEntrySchema,
  type WaitlistSessionInput,
  WaitlistSessionStep,
  type WaitlistSubmission,
  waitlistEndpoints,
} from '../../../schemas/waitlist.schema';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { eventQueries } from '../../api/events.queries';
import { api } from '../../api/http-client';
import { draftKey } from '../../components/flow/flow-drafts';
import type { FlowPageProps } from '../../components/flow/flow-frame';
import { FlowFrame } from '../../components/flow/flow-frame';
import { FlowReview, reviewRow } from '../../components/flow/flow-review';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { useFlow } from '../../components/flow/use-flow';
import { SelectField } from '../../components/form/text-field';
import { PageShell } from '../../components/page-shell';
import { useRouteParams } from '../../lib/current-page';
import { draftOwner, type FlowMember, useFlowMember } from '../flow/use-flow-member';
import { MemberOnly } from '../member/member-only';

const T = {
  lead: '場次額滿時，可登記候補；有名額釋出時，我們會依登記順序寄信通知，並為您保留名額 24 小時。',
  /** two steps (issue 20 item 8); the page after them says where the member stands */
  steps: ['選擇場次與張數', '確認送出'],
  legend: '候補場次',
  labels: { event: '活動', session_id: '場次', seats: '候補張數' },
  seats: (n: number) => `${n} 張`,
  seatsHint: (limit: number) => `此場次每人限購 ${limit} 張。`,
  noneFull: '此活動目前沒有額滿的場次，可以直接報名。',
  toApply: '前往報名',
  notFound: '找不到此活動。',
  reviewLead: '請確認候補內容。送出後，有名額釋出時我們會依登記順序寄信通知您。',
  doneLead: (n: number) => `您目前是此場次的第 ${n} 位候補。有名額釋出時，我們會寄信通知您，並為您保留名額 24 小時。`,
  toActivity: '查看我的候補',
  toEvent: '回到活動頁',
} as const;

interface WaitlistData {
  eventId: number;
  eventName: string;
  /** the event's full sessions: the ones a member may wait for */
  sessions: EventSession[];
  /** the session the event page's 「加入候補」 link named */
  picked: number | null;
}
type WaitlistPageProps = FlowPageProps<typeof waitlistMachine> & { data: WaitlistData };

/** `POST /api/user/waitlist`: a 422 rejects with the refused fields. */
const joinWaitlist = async (input: WaitlistSubmission, { signal }: { signal?: AbortSignal }) =>
  (await api.post(waitlistEndpoints.mine(), WaitlistEntryResponse, { body: input, signal })).data;

const sessionLabel = (s: EventSession) => `${s.subject}（${formatDateTimeRange(s.started_at, s.ended_at)}）`;

/** /events/{eventId}/waitlist: join the waiting list of a full session, two steps and the page after. */
export function WaitlistScreen() {
  const eventId = Number(useRouteParams().eventId);
  return (
    <PageShell lead={T.lead}>
      <MemberOnly>
        <WaitlistLoader eventId={eventId} />
      </MemberOnly>
    </PageShell>
  );
}

function WaitlistLoader({ eventId }: { eventId: number }) {
  const member = useFlowMember();
  const event = useQuery(eventQueries.detail(eventId));
  const sessions = useQuery(eventOrderQueries.sessions(eventId));
  const picked = Number(useSearchParams()[0].get('session')) || null;
  if (event.isError || sessions.isError) {
    return (
      <p className="state-message" role="alert">
        {T.notFound}
      </p>
    );
  }
  if (member.status === 'pending' || !event.data || !sessions.data) {
    return <div className="block-pending" aria-busy="true" />;
  }
  const full = sessions.data.filter((s) => s.state === 'full');
  const data = { eventId, eventName: event.data.subject, sessions: full, picked };
  return <WaitlistFlow member={member} data={data} />;
}

function WaitlistFlow({ member, data }: { member: FlowMember; data: WaitlistData }) {
  const flow = useFlow(waitlistMachine, {
    name: 'waitlist',
    steps: WAITLIST_STEPS,
    draftKey: draftKey('waitlist', draftOwner(member), data.eventId),
    base: `/events/${data.eventId}/waitlist`,
    calls: { submit: joinWaitlist },
  });
  return (
    <>
      <p className="flow-form__note">{data.eventName}</p>
      <FlowFrame
        flow={flow}
        names={T.steps}
        screens={{ choosing: ChooseStep, reviewing: ReviewStep, done: DoneStep }}
        props={{ data }}
      />
    </>
  );
}

/** Step 1: which full session, and how many seats (up to the session's purchase limit). */
function ChooseStep({ context, data }: WaitlistPageProps) {
  if (data.sessions.length === 0) {
    return (
      <div className="state-message">
        <p>{T.noneFull}</p>
        <Link to={`/events/${data.eventId}/apply`}>{T.toApply}</Link>
      </div>
    );
  }
  const only = data.sessions.length === 1 ? data.sessions[0]?.id : undefined;
  const picked = data.sessions.some((s) => s.id === data.picked) ? data.picked : only;
  const defaultValues: WaitlistSessionInput = context.data.session ?? { session_id: picked ?? '', seats: 1 };
  return (
    <StepForm schema={WaitlistSessionStep} defaultValues={defaultValues} order={['session_id', 'seats']}>
      {(form) => <ChooseFields form={form} sessions={data.sessions} />}
    </StepForm>
  );
}

function ChooseFields({ form, sessions }: { form: StepFormApi<typeof WaitlistSessionStep>; sessions: EventSession[] }) {
  const { register, formState, watch } = form;
  const chosen = sessions.find((s) => String(s.id) === String(watch('session_id')));
  const limit = chosen?.purchase_limit ?? 1;
  return (
    <fieldset className="flow-form__group">
      <legend className="flow-form__legend">{T.legend}</legend>
      <SelectField
        label={T.labels.session_id}
        {...register('session_id')}
        error={formState.errors.session_id?.message}
        required
        placeholder
        options={sessions.map((s) => ({ value: String(s.id), label: sessionLabel(s) }))}
      />
      <SelectField
        label={T.labels.seats}
        {...register('seats')}
        error={formState.errors.seats?.message}
        hint={chosen ? T.seatsHint(limit) : undefined}
        required
        options={Array.from({ length: limit }, (_, i) => ({ value: String(i + 1), label: T.seats(i + 1) }))}
      />
    </fieldset>
  );
}

/** Step 2: what will be sent, the captcha and the send button. */
function ReviewStep({ context, data }: WaitlistPageProps) {
  const chosen = context.data.session;
  if (!chosen) return null;
  const session = data.sessions.find((s) => s.id === chosen.session_id);
  const sections = [
    {
      title: T.legend,
      rows: [
        reviewRow(T.labels.event, data.eventName),
        reviewRow(T.labels.session_id, session ? sessionLabel(session) : String(chosen.session_id), 'session_id'),
        reviewRow(T.labels.seats, T.seats(chosen.seats), 'seats'),
      ],
    },
  ];
  return (
    <FlowReview
      lead={T.reviewLead}
      sections={sections}
      confirm={{ schema: WaitlistConfirmStep, field: 'google_recaptcha_token' }}
    />
  );
}

/** The page after: where the member stands, and where to see or leave the list. */
function DoneStep({ context, data }: WaitlistPageProps) {
  const entry = WaitlistEntrySchema.safeParse(context.result);
  return (
    <div className="flow-done" role="status">
      {entry.success && <p className="flow-done__lead">{T.doneLead(entry.data.position)}</p>}
      <div className="flow-actions">
        <Link className="button button--primary" to="/member/activity">
          {T.toActivity}
        </Link>
        <Link className="button button--ghost" to={`/events/${data.eventId}`}>
          {T.toEvent}
        </Link>
      </div>
    </div>
  );
}
