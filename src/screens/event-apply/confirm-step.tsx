import { ApplyConfirmSchema, INVOICE_TYPE_LABELS, INVOICE_TYPES } from '../../../schemas/event-apply.schema';
import { GATEWAY_PAYMENT_TYPES, PAYMENT_TYPE_LABELS } from '../../../schemas/payment-type.schema';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { formatDateTimeRange } from '../../lib/format-date';
import { type ApplyStepProps, chosenTickets } from './event-apply-steps';
import { money, APPLY_TEXT as T } from './event-apply-text';

const ORDER = [
  'invoice.carrier_type',
  'invoice.carrier_num',
  'invoice.invoice_ubn',
  'invoice.invoice_title',
  'invoice.invoice_email',
  'payment_type',
  'agree',
];

/** Step 4: what is ordered, the invoice (B2C, PHONE carrier, B2B), the payment type, the agreement. */
export function ConfirmStep({ actor, context, data, state, member }: ApplyStepProps) {
  const { session, lines, total } = chosenTickets(context, data);
  const kept = context.data.confirm;
  const email = member.status === 'member' ? (member.profile.email ?? '') : '';
  const { form, summary } = useStepForm(ApplyConfirmSchema, {
    defaultValues: {
      invoice: {
        carrier_type: kept?.invoice.carrier_type ?? 'B2C',
        carrier_num: kept?.invoice.carrier_num ?? '',
        invoice_ubn: kept?.invoice.invoice_ubn ?? '',
        invoice_title: kept?.invoice.invoice_title ?? '',
        invoice_email: kept?.invoice.invoice_email ?? email,
      },
      payment_type: total === 0 ? 'ZERO' : ((kept?.payment_type === 'ZERO' ? undefined : kept?.payment_type) ?? '9104'),
      agree: (kept?.agree ?? false) as true,
    },
    serverErrors: context.fieldErrors,
    order: ORDER,
  });
  const { control, register, handleSubmit, watch, formState } = form;
  const errors = formState.errors;
  const carrier = watch('invoice.carrier_type');
  const busy = state === 'submitting';
  const onSubmit = handleSubmit((values) => actor.send({ type: 'step.submit', data: values }));

  return (
    <div>
      <section className="flow-form__group apply-summary" aria-label={T.summaryLegend}>
        <h3 className="flow-form__legend">{T.summaryLegend}</h3>
        <p>
          {data.event.subject}・{session?.subject}
        </p>
        {session && <p>{formatDateTimeRange(session.started_at, session.ended_at)}</p>}
        <ul>
          {lines.map((l) => (
            <li key={l.ticket_id}>
              {l.ticket?.name} × {l.quantity}
            </li>
          ))}
        </ul>
        <p>
          {T.total}：<strong data-testid="apply-total">{money(total)}</strong>
        </p>
      </section>
      {state === 'failed' && context.problem && (
        <div className="flow-problem" role="alert">
          <p className="flow-problem__title">{T.failedTitle}</p>
          <p>{context.problem}</p>
          <div className="flow-actions">
            <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
              {T.back}
            </button>
            <SubmitButton
              type="button"
              className="button button--primary"
              pending={false}
              pendingLabel={T.sending}
              onClick={() => actor.send({ type: 'step.retry' })}
            >
              {T.retry}
            </SubmitButton>
          </div>
        </div>
      )}
      {state !== 'failed' && (
        <form className="flow-form" noValidate onSubmit={onSubmit}>
          <ErrorSummary errors={summary} />
          <fieldset className="flow-form__group">
            <legend className="flow-form__legend">{T.invoiceLegend}</legend>
            <RadioGroupField
              control={control}
              name="invoice.carrier_type"
              label={T.carrierType}
              options={INVOICE_TYPES.map((type) => ({ value: type, label: INVOICE_TYPE_LABELS[type] }))}
            />
            {carrier === 'PHONE' && (
              <TextField
                label={T.carrierNum}
                {...register('invoice.carrier_num')}
                error={errors.invoice?.carrier_num?.message}
                hint={T.carrierHint}
                required
                autoCapitalize="characters"
              />
            )}
            {carrier === 'B2B' && (
              <>
                <TextField
                  label={T.ubn}
                  {...register('invoice.invoice_ubn')}
                  error={errors.invoice?.invoice_ubn?.message}
                  required
                  inputMode="numeric"
                  maxLength={8}
                />
                <TextField
                  label={T.invoiceTitle}
                  {...register('invoice.invoice_title')}
                  error={errors.invoice?.invoice_title?.message}
                  required
                />
              </>
            )}
            <TextField
              label={T.invoiceEmail}
              type="email"
              {...register('invoice.invoice_email')}
              error={errors.invoice?.invoice_email?.message}
              required
            />
          </fieldset>
          {total === 0 ? (
            <fieldset className="flow-form__group">
              <legend className="flow-form__legend">{T.paymentLegend}</legend>
              <p className="flow-form__note">{T.free}</p>
            </fieldset>
          ) : (
            <RadioGroupField
              control={control}
              name="payment_type"
              label={T.paymentLegend}
              required
              className="flow-form__group"
              options={GATEWAY_PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }))}
            />
          )}
          <CheckboxField control={control} name="agree" label={T.agree} required />
          <div className="flow-actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => actor.send({ type: 'step.back' })}
            >
              {T.back}
            </button>
            <SubmitButton className="button button--primary" pending={busy} pendingLabel={T.sending}>
              {T.send}
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
