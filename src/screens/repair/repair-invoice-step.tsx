import type { z } from 'zod';
import { RepairInvoiceStep as RepairInvoiceSchema } from '../../../schemas/repair.schema';
import { CARRIER_LABELS, CARRIER_TYPES } from '../../../schemas/service-fields.schema';
import { StepForm } from '../../components/flow/step-form';
import { SelectField, TextField } from '../../components/form/text-field';
import { PurchaseInvoiceFields } from '../service-flow/purchase-invoice-fields';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

type InvoiceInput = z.input<typeof RepairInvoiceSchema>;
const ORDER = ['invoice_num', 'invoice_date', 'carrier_type', 'carrier_num', 'invoice_ubn', 'invoice_title'];

/** Step 3: the purchase invoice (proof of warranty) and how an invoice for any charge is issued. */
export function RepairInvoiceStep({ context }: RepairStepProps) {
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
  return (
    <StepForm schema={RepairInvoiceSchema} defaultValues={defaultValues} order={ORDER}>
      {({ register, formState, watch }) => {
        const errors = formState.errors;
        const carrier = watch('carrier_type');
        return (
          <>
            <fieldset className="flow-form__group">
              <legend className="flow-form__legend">{T.purchaseLegend}</legend>
              <PurchaseInvoiceFields
                number={{ label: T.labels.invoice_num, error: errors.invoice_num?.message, ...register('invoice_num') }}
                date={{
                  label: T.labels.invoice_date,
                  error: errors.invoice_date?.message,
                  ...register('invoice_date'),
                }}
              />
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
                  hint={T.carrierHint}
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
          </>
        );
      }}
    </StepForm>
  );
}
