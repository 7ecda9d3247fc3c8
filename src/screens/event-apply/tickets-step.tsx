import { ApplyTicketsSchema } from '../../../schemas/event-apply.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { formatDateTimeRange } from '../../lib/format-date';
import type { ApplyStepProps } from './event-apply-steps';
import { money, APPLY_TEXT as T } from './event-apply-text';

/** Step 1: one session, then how many of each of its tickets (within the limit and the seats left). */
export function TicketsStep({ actor, context, data }: ApplyStepProps) {
  const open = data.sessions.filter((s) => s.state === 'open');
  const kept = context.data.tickets;
  const firstId = kept?.session_id ?? open[0]?.id;
  const ticketsOf = (sessionId: number | undefined) =>
    (data.sessions.find((s) => s.id === sessionId)?.tickets ?? []).map((t) => ({
      ticket_id: t.id,
      quantity: kept?.session_id === sessionId ? (kept?.tickets.find((l) => l.ticket_id === t.id)?.quantity ?? 0) : 0,
    }));
  const { form, summary } = useStepForm(ApplyTicketsSchema, {
    defaultValues: { session_id: firstId as number, tickets: ticketsOf(firstId) },
    serverErrors: context.fieldErrors,
    order: ['session_id', 'tickets'],
  });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const sessionId = Number(watch('session_id'));
  const session = data.sessions.find((s) => s.id === sessionId);
  const onSubmit = handleSubmit((values) => actor.send({ type: 'step.submit', data: values }));
  const ticketsError = formState.errors.tickets?.message ?? formState.errors.tickets?.root?.message;

  if (!data.sessions.length) return <p className="state-message">{T.noSession}</p>;
  return (
    <form className="flow-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group apply-sessions">
        <legend className="flow-form__legend">{T.session}</legend>
        {data.sessions.map((s) => {
          const disabled = s.state !== 'open';
          return (
            <label key={s.id} className={`apply-session ${disabled ? 'apply-session--closed' : ''}`}>
              <input
                type="radio"
                value={s.id}
                disabled={disabled}
                {...register('session_id', {
                  setValueAs: Number,
                  onChange: (e) => setValue('tickets', ticketsOf(Number(e.target.value))),
                })}
              />
              <span className="apply-session__name">{s.subject}</span>
              <span className="apply-session__time">
                {formatDateTimeRange(s.started_at, s.ended_at)}｜{s.place_name}
              </span>
              <span className="apply-session__seats">
                {disabled ? T.sessionStates[s.state] : `${T.seatsLeft(s.seats_left)}・${T.limit(s.purchase_limit)}`}
              </span>
            </label>
          );
        })}
      </fieldset>
      {session && session.state === 'open' && (
        <fieldset className="flow-form__group">
          <legend className="flow-form__legend">{T.limit(session.purchase_limit)}</legend>
          {session.tickets.map((t, i) => {
            const max = Math.min(t.left, session.purchase_limit);
            return (
              <div key={t.id}>
                <input type="hidden" {...register(`tickets.${i}.ticket_id`, { setValueAs: Number })} value={t.id} />
                <SelectField
                  label={T.ticketQuantity(t.name, money(t.price))}
                  {...register(`tickets.${i}.quantity`, { setValueAs: Number })}
                  options={Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
                  hint={t.left === 0 ? T.sessionStates.full : undefined}
                />
              </div>
            );
          })}
          {ticketsError && (
            <p className="form-field__error" role="alert">
              {ticketsError}
            </p>
          )}
        </fieldset>
      )}
      <div className="flow-actions">
        <button type="submit" className="button button--primary">
          {T.next}
        </button>
      </div>
    </form>
  );
}
