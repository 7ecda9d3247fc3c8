import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldError, useFieldArray, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { staffEventEditMachine } from '../../../machines/staff-event-edit.machine';
import type { StepData } from '../../../schemas/flow-steps';
import { formatMoney } from '../../../schemas/money';
import {
  CHOICE_TYPES,
  EVENT_ON_SAVE,
  EVENT_ON_SAVE_LABELS,
  EventConfirmSchema,
  EventDetailsSchema,
  EventSessionsSchema,
  EventSurveySchema,
  EventTicketsSchema,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  STAFF_EVENT_STATE_LABELS,
  STAFF_EVENT_STEPS,
  type StaffEvent,
  type StaffEventInput,
  type StaffEventSteps,
} from '../../../schemas/staff-event.schema';
import { eventQueries } from '../../api/events.queries';
import { createEvent, saveEvent } from '../../api/staff-events.mutations';
import { staffEventQueries } from '../../api/staff-events.queries';
import { RetryActions } from '../../components/flow/confirm-form';
import { useFlowContext } from '../../components/flow/flow-context';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame, type FlowPageProps } from '../../components/flow/flow-frame';
import { StepForm } from '../../components/flow/step-form';
import { useFlow } from '../../components/flow/use-flow';
import { Checkbox } from '../../components/form/checkbox-field';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { ReviewList } from '../../components/form/review-list';
import { SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { ContentImageField } from './content-image-field';
import { EVENTS_TEXT as T } from './staff-events-text';
import { StaffShell } from './staff-shell';

type EditProps = FlowPageProps<typeof staffEventEditMachine> & { stored: StaffEvent | null };
type Steps = StepData<StaffEventSteps>;

const messageOf = (error: unknown) => (error as FieldError | undefined)?.message;

/** The stored event as each step's starting values (the steps' own shapes, ids kept). */
function storedSteps(e: StaffEvent | null): Required<Omit<Steps, 'confirm'>> | null {
  if (!e) return null;
  return {
    details: { subject: e.subject, summary: e.summary, body: e.body, cost_plan: e.cost_plan },
    sessions: { sessions: e.sessions.map(({ seats_taken: _t, ...s }) => s) },
    tickets: { tickets: e.tickets.map(({ sold: _s, ...t }) => t) },
    survey: { survey_title: e.survey_title, questions: e.questions },
  };
}

/** /staff/events/new and /staff/events/{id}/edit (events): the event in five steps on the flow kit. */
export function StaffEventEditScreen() {
  const raw = useRouteParams().eventId;
  const id = raw ? Number(raw) : null;
  return (
    <StaffShell title={id ? T.editTitle : T.newTitle} requires="events">
      {(me) => (id ? <EditLoader id={id} owner={String(me.id)} /> : <EventFlow stored={null} owner={String(me.id)} />)}
    </StaffShell>
  );
}

function EditLoader({ id, owner }: { id: number; owner: string }) {
  const event = useQuery(staffEventQueries.one(id));
  return <QueryState query={event}>{(e: StaffEvent) => <EventFlow stored={e} owner={owner} />}</QueryState>;
}

function EventFlow({ stored: loaded, owner }: { stored: StaffEvent | null; owner: string }) {
  // the flow works on the event as it was read: the save's answer must not restart it
  const [stored] = useState(loaded);
  const queryClient = useQueryClient();
  const flow = useFlow(staffEventEditMachine, {
    name: 'staff-event-edit',
    steps: STAFF_EVENT_STEPS,
    // by editor, event and the version read: a newer version starts afresh
    draftKey: draftKey('staff-event-edit', owner, stored ? `event-${stored.id}-v${stored.version}` : 'new'),
    base: stored ? `/staff/events/${stored.id}/edit` : '/staff/events/new',
    calls: {
      submit: async (input: unknown, init: { signal: AbortSignal }) => {
        const body = input as StaffEventInput;
        const saved = stored
          ? await saveEvent(stored.id, { ...body, version: stored.version }, init)
          : await createEvent(body, init);
        queryClient.setQueryData(staffEventQueries.one(saved.id).queryKey, saved);
        void queryClient.invalidateQueries({ queryKey: [...staffEventQueries.all(), 'list'] });
        // the public event pages read it anew
        void queryClient.invalidateQueries({ queryKey: eventQueries.all() });
        return saved;
      },
    },
  });
  return (
    <>
      {stored && <p className="flow-form__note">{T.editing(stored.subject, STAFF_EVENT_STATE_LABELS[stored.state])}</p>}
      <FlowFrame
        flow={flow}
        names={T.steps}
        screens={{
          details: DetailsStep,
          sessions: SessionsStep,
          tickets: TicketsStep,
          survey: SurveyStep,
          reviewing: ReviewingStep,
          done: DoneStep,
        }}
        props={{ stored }}
      />
    </>
  );
}

/** Step 1: what the event is, its cost and its picture. */
function DetailsStep({ context, stored }: EditProps) {
  const start = context.data.details ?? storedSteps(stored)?.details;
  return (
    <StepForm
      schema={EventDetailsSchema}
      defaultValues={{
        subject: start?.subject ?? '',
        summary: start?.summary ?? '',
        body: start?.body ?? '',
        cost_plan: start?.cost_plan ?? 'paid',
        image_media_id: start?.image_media_id,
      }}
      order={['subject', 'summary', 'body', 'cost_plan', 'image_media_id']}
      first
    >
      {(form) => (
        <>
          <TextField
            label={T.subject}
            {...form.register('subject')}
            error={form.formState.errors.subject?.message}
            required
          />
          <TextAreaField
            label={T.summary}
            hint={T.summaryHint}
            rows={2}
            {...form.register('summary')}
            error={form.formState.errors.summary?.message}
          />
          <TextAreaField
            label={T.body}
            hint={T.bodyHint}
            rows={8}
            {...form.register('body')}
            error={form.formState.errors.body?.message}
            required
          />
          <RadioGroupField
            control={form.control}
            name="cost_plan"
            label={T.costPlan}
            options={[
              { value: 'paid', label: T.costPlans.paid },
              { value: 'free', label: T.costPlans.free },
            ]}
            required
          />
          <ContentImageField
            text={T}
            current={stored?.image ?? null}
            error={form.formState.errors.image_media_id?.message}
            onChange={(mediaId) => form.setValue('image_media_id', mediaId)}
          />
        </>
      )}
    </StepForm>
  );
}

const newSession = () => ({
  subject: '',
  starts_local: '',
  ends_local: '',
  place_name: '',
  place_address: '',
  format: 'offline' as const,
  capacity: '' as unknown as number,
  purchase_limit: '' as unknown as number,
});

/** Step 2: the sessions, each with its time, place, seats and purchase limit. */
function SessionsStep({ context, stored }: EditProps) {
  const start = context.data.sessions ?? storedSteps(stored)?.sessions;
  const taken = new Map(stored?.sessions.map((s) => [s.id, s.seats_taken]));
  return (
    <StepForm
      schema={EventSessionsSchema}
      defaultValues={{ sessions: start?.sessions.length ? start.sessions : [newSession()] }}
      order={['sessions']}
    >
      {(form) => <SessionFields form={form} taken={taken} />}
    </StepForm>
  );
}

function SessionFields({
  form,
  taken,
}: {
  form: Parameters<Parameters<typeof StepForm<typeof EventSessionsSchema>>[0]['children']>[0];
  taken: Map<number, number>;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'sessions' });
  const errors = form.formState.errors.sessions;
  return (
    <>
      {errors?.message && (
        <p className="form-field__error" role="alert">
          {errors.message}
        </p>
      )}
      {fields.map((field, i) => {
        const n = i + 1;
        const e = errors?.[i];
        const id = form.getValues(`sessions.${i}.id`);
        const sold = typeof id === 'number' ? (taken.get(id) ?? 0) : 0;
        return (
          <fieldset key={field.id} className="staff-fieldset">
            <legend>{T.session(n)}</legend>
            <TextField
              label={T.sessionSubject(n)}
              {...form.register(`sessions.${i}.subject`)}
              error={e?.subject?.message}
              required
            />
            <TextField
              type="datetime-local"
              label={T.startsAt(n)}
              {...form.register(`sessions.${i}.starts_local`)}
              error={e?.starts_local?.message}
              required
            />
            <TextField
              type="datetime-local"
              label={T.endsAt(n)}
              {...form.register(`sessions.${i}.ends_local`)}
              error={e?.ends_local?.message}
              required
            />
            <TextField
              label={T.placeName(n)}
              {...form.register(`sessions.${i}.place_name`)}
              error={e?.place_name?.message}
              required
            />
            <TextField
              label={T.placeAddress(n)}
              {...form.register(`sessions.${i}.place_address`)}
              error={e?.place_address?.message}
            />
            <SelectField
              label={T.format(n)}
              options={[
                { value: 'offline', label: T.formats.offline },
                { value: 'online', label: T.formats.online },
              ]}
              {...form.register(`sessions.${i}.format`)}
              error={e?.format?.message}
              required
            />
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              label={T.capacity(n)}
              hint={sold ? T.seatsTaken(sold) : undefined}
              {...form.register(`sessions.${i}.capacity`)}
              error={e?.capacity?.message}
              required
            />
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              label={T.purchaseLimit(n)}
              {...form.register(`sessions.${i}.purchase_limit`)}
              error={e?.purchase_limit?.message}
              required
            />
            {fields.length > 1 && (
              <button type="button" className="button button--ghost" onClick={() => remove(i)}>
                {T.removeSession(n)}
              </button>
            )}
          </fieldset>
        );
      })}
      <button type="button" className="button button--ghost" onClick={() => append(newSession())}>
        {T.addSession}
      </button>
    </>
  );
}

const newTicket = (session: number) => ({
  session,
  name: '',
  price: '' as unknown as number,
  quota: '' as unknown as number,
});

/** Step 3: the ticket types, each for one session, with its price and quota. */
function TicketsStep({ context, stored }: EditProps) {
  const start = context.data.tickets ?? storedSteps(stored)?.tickets;
  const sessions = context.data.sessions?.sessions ?? [];
  const sold = new Map(stored?.tickets.map((t) => [t.id, t.sold]));
  return (
    <StepForm
      schema={EventTicketsSchema}
      defaultValues={{ tickets: start?.tickets.length ? start.tickets : [newTicket(1)] }}
      order={['tickets']}
    >
      {(form) => <TicketFields form={form} sessions={sessions.map((s) => s.subject)} sold={sold} />}
    </StepForm>
  );
}

function TicketFields({
  form,
  sessions,
  sold,
}: {
  form: Parameters<Parameters<typeof StepForm<typeof EventTicketsSchema>>[0]['children']>[0];
  sessions: string[];
  sold: Map<number, number>;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tickets' });
  const errors = form.formState.errors.tickets;
  const options = sessions.map((subject, i) => ({ value: String(i + 1), label: `${T.session(i + 1)}：${subject}` }));
  return (
    <>
      {errors?.message && (
        <p className="form-field__error" role="alert">
          {errors.message}
        </p>
      )}
      {fields.map((field, i) => {
        const n = i + 1;
        const e = errors?.[i];
        const id = form.getValues(`tickets.${i}.id`);
        const count = typeof id === 'number' ? (sold.get(id) ?? 0) : 0;
        return (
          <fieldset key={field.id} className="staff-fieldset">
            <legend>{T.ticket(n)}</legend>
            <SelectField
              label={T.ticketSession(n)}
              options={options}
              {...form.register(`tickets.${i}.session`)}
              error={e?.session?.message}
              required
            />
            <TextField
              label={T.ticketName(n)}
              {...form.register(`tickets.${i}.name`)}
              error={e?.name?.message}
              required
            />
            <TextField
              type="number"
              inputMode="numeric"
              min={0}
              label={T.price(n)}
              {...form.register(`tickets.${i}.price`)}
              error={e?.price?.message}
              required
            />
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              label={T.quota(n)}
              hint={count ? T.sold(count) : undefined}
              {...form.register(`tickets.${i}.quota`)}
              error={e?.quota?.message}
              required
            />
            {fields.length > 1 && (
              <button type="button" className="button button--ghost" onClick={() => remove(i)}>
                {T.removeTicket(n)}
              </button>
            )}
          </fieldset>
        );
      })}
      <button type="button" className="button button--ghost" onClick={() => append(newTicket(1))}>
        {T.addTicket}
      </button>
    </>
  );
}

/** Step 4: the survey's questions, of the kinds the SPEC's survey has. */
function SurveyStep({ context, stored }: EditProps) {
  const start = context.data.survey ?? storedSteps(stored)?.survey;
  return (
    <StepForm
      schema={EventSurveySchema}
      defaultValues={{ survey_title: start?.survey_title ?? '', questions: start?.questions ?? [] }}
      order={['survey_title', 'questions']}
    >
      {(form) => <QuestionFields form={form} />}
    </StepForm>
  );
}

function QuestionFields({
  form,
}: {
  form: Parameters<Parameters<typeof StepForm<typeof EventSurveySchema>>[0]['children']>[0];
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'questions' });
  const types = useWatch({ control: form.control, name: 'questions' });
  const errors = form.formState.errors.questions;
  return (
    <>
      <TextField
        label={T.surveyTitle}
        hint={T.surveyHint}
        {...form.register('survey_title')}
        error={form.formState.errors.survey_title?.message}
      />
      {fields.map((field, i) => {
        const n = i + 1;
        const e = errors?.[i];
        const type = types?.[i]?.type;
        return (
          <fieldset key={field.id} className="staff-fieldset">
            <legend>{T.question(n)}</legend>
            <SelectField
              label={T.questionType(n)}
              options={QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))}
              {...form.register(`questions.${i}.type`)}
              error={e?.type?.message}
              required
            />
            <TextField
              label={T.questionTitle(n)}
              {...form.register(`questions.${i}.title`)}
              error={e?.title?.message}
              required
            />
            {type && CHOICE_TYPES.includes(type) && (
              <TextAreaField
                label={T.questionOptions(n)}
                hint={T.optionsHint}
                rows={4}
                {...form.register(`questions.${i}.options`)}
                error={messageOf(e?.options)}
                required
              />
            )}
            <Checkbox
              name={`questions.${i}.required`}
              label={T.questionRequired(n)}
              checked={Boolean(types?.[i]?.required)}
              onChange={(checked) => form.setValue(`questions.${i}.required`, checked)}
            />
            <button type="button" className="button button--ghost" onClick={() => remove(i)}>
              {T.removeQuestion(n)}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => append({ type: 'text', title: '', options: '', required: false })}
      >
        {T.addQuestion}
      </button>
    </>
  );
}

/** Step 5: every step read back, each with its change link; then save as a draft or save and publish. */
function ReviewingStep({ context, state, actor }: EditProps) {
  const flow = useFlowContext();
  const { details, sessions, tickets, survey } = context.data;
  const list = sessions?.sessions ?? [];
  const time = (local: string) => local.replace('T', ' ').replaceAll('-', '/');
  return (
    <>
      <ReviewList
        sections={[
          {
            title: T.review.details,
            rows: [
              { label: T.subject, value: details?.subject ?? '', field: 'subject' },
              { label: T.costPlan, value: details ? T.costPlans[details.cost_plan] : '', field: 'cost_plan' },
            ],
          },
          {
            title: T.review.sessions,
            rows: list.map((s, i) => ({
              label: T.session(i + 1),
              value: `${s.subject}｜${time(s.starts_local)}–${time(s.ends_local).slice(11)}｜${s.place_name}｜${s.capacity} 席，每人最多 ${s.purchase_limit} 張`,
              field: 'sessions',
            })),
          },
          {
            title: T.review.tickets,
            rows: (tickets?.tickets ?? []).map((t, i) => ({
              label: T.ticket(i + 1),
              value: `${list[t.session - 1]?.subject ?? ''}｜${t.name}｜${formatMoney(t.price)}｜${t.quota} 張`,
              field: 'tickets',
            })),
          },
          {
            title: T.review.survey,
            rows: survey?.questions.length
              ? survey.questions.map((q, i) => ({
                  label: T.question(i + 1),
                  value: `${QUESTION_TYPE_LABELS[q.type]}｜${q.title}`,
                  field: 'questions',
                }))
              : [{ label: T.review.survey, value: T.noSurvey, field: 'questions' }],
          },
        ]}
        onChange={(field) => actor.send({ type: 'step.change', field })}
      />
      {state === 'reviewing' ? (
        <StepForm
          schema={EventConfirmSchema}
          defaultValues={{ on_save: context.data.confirm?.on_save ?? 'publish' }}
          order={['on_save']}
          next={T.confirm}
        >
          {(form) => (
            <RadioGroupField
              control={form.control}
              name="on_save"
              label={T.onSave}
              options={EVENT_ON_SAVE.map((v) => ({ value: v, label: EVENT_ON_SAVE_LABELS[v] }))}
              required
            />
          )}
        </StepForm>
      ) : (
        <RetryActions
          state={flow.busy ? 'submitting' : 'failed'}
          problem={context.problem}
          onBack={() => actor.send({ type: 'step.back' })}
          onRetry={() => actor.send({ type: 'step.retry' })}
        />
      )}
    </>
  );
}

/** Done: where the event stands, and the ways on. */
function DoneStep({ context }: EditProps) {
  const saved = context.result as StaffEvent | null;
  if (!saved) return null;
  return (
    <div className="flow-done" role="status">
      <p className="flow-done__lead">
        {saved.state === 'published' ? T.done.published(saved.subject) : T.done.draft(saved.subject)}
      </p>
      <div className="flow-actions">
        <Link className="button button--primary" to="/staff/events">
          {T.toList}
        </Link>
        {saved.state === 'published' && (
          <Link className="button button--ghost" to={`/events/${saved.id}`}>
            {T.toPublic}
          </Link>
        )}
      </div>
    </div>
  );
}
