import { ApplyTicketsSchema } from '../../../schemas/event-apply.schema';
import type { EventSession } from '../../../schemas/event-session.schema';
import { formatDateTimeRange } from '../../../schemas/taipei-date';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { describedBy, errorId, fieldId, hintId } from '../../components/form/field-id';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SelectField } from '../../components/form/text-field';
import type { EventApplyPageData, EventApplyStepProps } from './event-apply-step.types';
import { money, EVENT_APPLY_TEXT as T } from './event-apply-text';

const sessionOption = (s: EventSession) => ({
  value: s.id,
  label: s.subject,
  disabled: s.state !== 'open',
  hint: (
    <>
      <span className="apply-session__time">
        {formatDateTimeRange(s.started_at, s.ended_at)}｜{s.place_name}
      </span>
      <span className="apply-session__seats">
        {s.state === 'open' ? `${T.seatsLeft(s.seats_left)}・${T.limit(s.purchase_limit)}` : T.sessionStates[s.state]}
      </span>
    </>
  ),
});

type Kept = EventApplyStepProps['context']['data']['tickets'];

/** Each of a session's tickets with the quantity the draft kept for it (0 for another session). */
const linesOf = (data: EventApplyPageData, kept: Kept, sessionId: number | undefined) =>
  (data.sessions.find((s) => s.id === sessionId)?.tickets ?? []).map((t) => ({
    ticket_id: t.id,
    quantity: kept?.session_id === sessionId ? (kept?.tickets.find((l) => l.ticket_id === t.id)?.quantity ?? 0) : 0,
  }));

/**
 * Step 1: one session, then how many of each of its tickets (within the limit and the seats
 * left). No session is chosen for the member (a radio group starts empty, GOV.UK) unless the draft
 * kept an open one; the quantities appear once a session is chosen, and follow it.
 */
export function EventApplyTicketsStep({ context, data }: EventApplyStepProps) {
  const kept = context.data.tickets;
  const keptOpen = data.sessions.some((s) => s.id === kept?.session_id && s.state === 'open');
  const firstId = keptOpen ? kept?.session_id : undefined;
  if (!data.sessions.length) return <p className="state-message">{T.noSession}</p>;
  return (
    <StepForm
      schema={ApplyTicketsSchema}
      // no session yet: the schema's 「請選擇場次。」 answers an empty choice
      defaultValues={{ session_id: firstId as number, tickets: linesOf(data, kept, firstId) }}
      order={['session_id', 'tickets']}
    >
      {(form) => <TicketsFields form={form} data={data} kept={kept} />}
    </StepForm>
  );
}

function TicketsFields({
  form,
  data,
  kept,
}: {
  form: StepFormApi<typeof ApplyTicketsSchema>;
  data: EventApplyPageData;
  kept: Kept;
}) {
  const { control, register, watch, setValue, formState } = form;
  const sessionId = watch('session_id');
  const session = data.sessions.find((s) => s.id === sessionId && s.state === 'open');
  const ticketsError = formState.errors.tickets?.message ?? formState.errors.tickets?.root?.message;
  // a paid session's order holds its seats until it is paid: the bounds on that are said here,
  // where the tickets are chosen, before the server refuses an order for them (issue 22 item 6)
  const paid = session?.tickets.some((t) => t.price > 0) ?? false;
  return (
    <>
      <RadioGroupField
        control={control}
        name="session_id"
        label={T.session}
        hint={session ? undefined : T.sessionHint}
        required
        layout="stacked"
        className="flow-form__group apply-sessions"
        options={data.sessions.map(sessionOption)}
        onValueChange={(id) => setValue('tickets', linesOf(data, kept, id))}
      />
      {session && (
        <fieldset
          key={session.id}
          id={fieldId('tickets')}
          tabIndex={-1}
          className="flow-form__group apply-tickets"
          aria-describedby={describedBy(paid && hintId('tickets'), ticketsError && errorId('tickets'))}
        >
          <legend className="flow-form__legend">{T.ticketsLegend(session.subject, session.purchase_limit)}</legend>
          {session.tickets.map((t, i) => {
            const max = Math.min(t.left, session.purchase_limit);
            return (
              <SelectField
                key={t.id}
                label={T.ticketQuantity(t.name, money(t.price))}
                {...register(`tickets.${i}.quantity`, { setValueAs: Number })}
                options={Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
                hint={t.left === 0 ? T.sessionStates.full : undefined}
              />
            );
          })}
          {paid && (
            <p className="form-field__hint" id={hintId('tickets')}>
              {T.holdRule}
            </p>
          )}
          {ticketsError && (
            <p className="form-field__error" id={errorId('tickets')}>
              {ticketsError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
