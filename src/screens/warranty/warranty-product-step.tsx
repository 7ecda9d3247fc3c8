import { useEffect } from 'react';
import type { z } from 'zod';
import { verifiesSerial } from '../../../schemas/product-info.schema';
import { WarrantyProductStep as WarrantyProductSchema } from '../../../schemas/warranty.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { brandOptions, infoOf, modelOf, modelOptions } from '../service-flow/product-select';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_TEXT as T } from './warranty-text';

type ProductInput = z.input<typeof WarrantyProductSchema>;

/** Step 1: brand and model (of the product info's list), and the serial when the model checks it. */
export function WarrantyProductStep({ actor, context, options }: WarrantyStepProps) {
  const kept = context.data.product;
  const defaultValues: ProductInput = {
    brand_id: kept ? String(kept.brand_id) : '',
    model_id: kept ? String(kept.model_id) : '',
    serial: kept?.serial ?? '',
    serial_required: kept?.serial_required ?? false,
  };
  const { form, summary } = useStepForm(WarrantyProductSchema, {
    defaultValues,
    serverErrors: context.fieldErrors,
    order: ['brand_id', 'model_id', 'serial'],
  });
  const { register, formState, handleSubmit, watch, setValue } = form;
  const errors = formState.errors;
  const info = infoOf(options.products, watch('brand_id'));
  const model = modelOf(info, watch('model_id'));
  const checksSerial = info && model ? verifiesSerial(info, model) : false;
  // the step's schema refuses an empty serial when the chosen model requires one
  useEffect(() => setValue('serial_required', checksSerial), [setValue, checksSerial]);
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => actor.send({ type: 'step.submit', data }))}>
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.productLegend}</legend>
        <div className="flow-form__row">
          <SelectField
            label={T.labels.brand_id}
            {...register('brand_id')}
            error={errors.brand_id?.message}
            required
            placeholder
            options={brandOptions(options.products)}
          />
          <SelectField
            label={T.labels.model_id}
            {...register('model_id')}
            error={errors.model_id?.message}
            required
            placeholder={info ? true : SERVICE_FLOW_TEXT.chooseBrandFirst}
            options={modelOptions(info)}
          />
        </div>
        {info?.is_show_notes && info.notes && <p className="flow-form__note">{info.notes}</p>}
        <TextField
          label={T.labels.serial}
          {...register('serial')}
          error={errors.serial?.message}
          required={checksSerial}
          hint={T.serialHint(model?.code_hint ?? null, checksSerial)}
          autoCapitalize="characters"
        />
      </fieldset>
      <div className="flow-actions">
        <button type="submit" className="button button--primary">
          {SERVICE_FLOW_TEXT.next}
        </button>
      </div>
    </form>
  );
}
