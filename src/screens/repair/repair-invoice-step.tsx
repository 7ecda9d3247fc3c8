import type { z } from 'zod';
import { RepairInvoiceStep as RepairInvoiceSchema } from '../../../schemas/repair.schema';
import { CARRIER_LABELS, CARRIER_TYPES } from '../../../schemas/service-fields.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

type InvoiceInput = z.input<typeof RepairInvoiceSchema>;
const ORDER = ['invoice_num', 'invoice_date', 'carrier_type', 'carrier_num', 'invoice_ubn', 'invoice_title'];

/** Step 3: the purchase invoice (proof of warranty) and how an invoice for any charge is issued. */
export function RepairInvoiceStep({ actor, context }: RepairStepProps) {
  const kept = context.data.invoice;
  const defaultValues: InvoiceInput = {
    invoice_num: kept?.invoice_num ?? '',
    invoice_date: kept?.invoice_date ?? '',
    // SPEC §5: carrier_type defaults to B2C
    carrier_type: kept?.carrier_type ?? 'B2C',
    carrier_num: kept?.carrier_num ?? '',
    invoice_ubn: kept?.invoice_ubn ?? '',
    invoice_title: kept?.invoice_title ?? '',
  };
  const { form, summary } = useStepForm(RepairInvoiceSchema, {
    defaultValues,
    serverErrors: context.fieldErrors,
    order: ORDER,
  });
  const { register, formState, handleSubmit, watch } = form;
  const errors = formState.errors;
  const carrier = watch('carrier_type');
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => actor.send({ type: 'step.submit', data }))}>
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.purchaseLegend}</legend>
        <div className="flow-form__row">
          <TextField
            label={T.labels.invoice_num}
            {...register('invoice_num')}
            error={errors.invoice_num?.message}
            hint="例：AB12345678"
            autoCapitalize="characters"
          />
          <TextField
            label={T.labels.invoice_date}
            type="date"
            {...register('invoice_date')}
            error={errors.invoice_date?.message}
          />
        </div>
      </fieldset>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.issuedLegend}</legend>
        <SelectField
          label={T.labels.carrier_type}
          {...register('carrier_type')}
          error={errors.carrier_type?.message}
          required
          options={CARRIER_TYPES.map((c) => ({ value: c, label: CARRIER_LABELS[c] }))}
        />
        {carrier === 'PHONE' && (
          <TextField
            label={T.labels.carrier_num}
            {...register('carrier_num')}
            error={errors.carrier_num?.message}
            required
            hint="例：/ABC1234"
          />
        )}
        {carrier === 'B2B' && (
          <div className="flow-form__row">
            <TextField
              label={T.labels.invoice_ubn}
              {...register('invoice_ubn')}
              error={errors.invoice_ubn?.message}
              required
              inputMode="numeric"
            />
            <TextField
              label={T.labels.invoice_title}
              {...register('invoice_title')}
              error={errors.invoice_title?.message}
              required
            />
          </div>
        )}
      </fieldset>
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
          {SERVICE_FLOW_TEXT.back}
        </button>
        <button type="submit" className="button button--primary">
          {SERVICE_FLOW_TEXT.next}
        </button>
      </div>
    </form>
  );
}
