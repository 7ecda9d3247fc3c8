import type { z } from 'zod';
import { ApplyConfirmSchema, INVOICE_TYPE_LABELS, INVOICE_TYPES } from '../../../schemas/event-apply.schema';
import { GATEWAY_PAYMENT_TYPES, PAYMENT_TYPE_LABELS } from '../../../schemas/payment-type.schema';
import { RetryActions } from '../../components/flow/confirm-form';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { CheckboxField } from '../../components/form/checkbox-field';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { TextField } from '../../components/form/text-field';
import type { EventApplyStepProps } from './event-apply-step.types';
import { chosenTickets, EventApplySummary } from './event-apply-summary';
import { EVENT_APPLY_TEXT as T } from './event-apply-text';

const ORDER = [
  'invoice.carrier_type',
  'invoice.carrier_num',
  'invoice.invoice_ubn',
  'invoice.invoice_title',
  'invoice.invoice_email',
  'payment_type',
  'agree',
];

/**
 * Step 4: what is ordered, the invoice (B2C, PHONE carrier, B2B), the payment type, the agreement;
 * its send places the order. While the order is being placed, or after that failed, the page
 * shows what is ordered and the kit's back / send again (the machine's `submitting` and `failed`).
 */
export function EventApplyConfirmStep({ actor, context, state, data, member }: EventApplyStepProps) {
  const { total } = chosenTickets(context, data);
  if (state !== 'confirming') {
    return (
      <>
        <EventApplySummary context={context} data={data} />
        <RetryActions
          state={state === 'failed' ? 'failed' : 'submitting'}
          problem={context.problem}
          onBack={() => actor.send({ type: 'step.back' })}
          onRetry={() => actor.send({ type: 'step.retry' })}
        />
      </>
    );
  }
  const kept = context.data.confirm;
  const email = member.status === 'member' ? (member.profile.email ?? '') : '';
  const defaultValues: z.input<typeof ApplyConfirmSchema> = {
    invoice: {
      carrier_type: kept?.invoice.carrier_type ?? 'B2C',
      carrier_num: kept?.invoice.carrier_num ?? '',
      invoice_ubn: kept?.invoice.invoice_ubn ?? '',
      invoice_title: kept?.invoice.invoice_title ?? '',
      invoice_email: kept?.invoice.invoice_email ?? email,
    },
    // a free order pays nothing; a paid one starts on the card unless the draft kept another way
    payment_type: total === 0 ? 'ZERO' : kept?.payment_type === 'ZERO' ? '9104' : (kept?.payment_type ?? '9104'),
    // the schema takes only `true`: the box starts unticked unless a draft kept it ticked
    agree: (kept?.agree ?? false) as true,
  };
  return (
    <>
      <EventApplySummary context={context} data={data} />
      <StepForm schema={ApplyConfirmSchema} defaultValues={defaultValues} order={ORDER} next={T.send}>
        {(form) => <ConfirmFields form={form} free={total === 0} />}
      </StepForm>
    </>
  );
}

function ConfirmFields({ form, free }: { form: StepFormApi<typeof ApplyConfirmSchema>; free: boolean }) {
  const { control, register, watch, formState } = form;
  const errors = formState.errors;
  const carrier = watch('invoice.carrier_type');
  return (
    <>
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
      {free ? (
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
    </>
  );
}
