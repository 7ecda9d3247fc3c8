import { useEffect } from 'react';
import type { z } from 'zod';
import { verifiesSerial } from '../../../schemas/product-info.schema';
import { PROBLEM_MAX, RepairProductStep as RepairProductSchema } from '../../../schemas/repair.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { brandOptions, infoOf, modelOf, modelOptions } from '../service-flow/product-select';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

const ORDER = ['items.0.brand_id', 'items.0.model_id', 'items.0.item_id', 'items.0.serial', 'items.0.problem'];
type ProductInput = z.input<typeof RepairProductSchema>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Step 1: the product (brand → model → part), its serial when the model checks it, and the problem. */
export function RepairProductStep({ actor, context, options }: RepairStepProps) {
  const kept = context.data.product?.items[0];
  const defaultValues: ProductInput = {
    items: [
      {
        brand_id: text(kept?.brand_id),
        model_id: text(kept?.model_id),
        item_id: text(kept?.item_id),
        serial: text(kept?.serial),
        serial_required: kept?.serial_required ?? false,
        problem: kept?.problem ?? '',
      },
    ],
  };
  const { form, summary } = useStepForm(RepairProductSchema, {
    defaultValues,
    serverErrors: context.fieldErrors,
    order: ORDER,
  });
  const { register, formState, handleSubmit, watch, setValue } = form;
  const errors = formState.errors.items?.[0];
  const info = infoOf(options.products, watch('items.0.brand_id'));
  const model = modelOf(info, watch('items.0.model_id'));
  const checksSerial = info && model ? verifiesSerial(info, model) : false;
  // the step's schema refuses an empty serial when the chosen model requires one
  useEffect(() => setValue('items.0.serial_required', checksSerial), [setValue, checksSerial]);
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => actor.send({ type: 'step.submit', data }))}>
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.productLegend}</legend>
        <div className="flow-form__row">
          <SelectField
            label={T.labels.brand_id}
            {...register('items.0.brand_id')}
            error={errors?.brand_id?.message}
            required
            placeholder
            options={brandOptions(options.products)}
          />
          <SelectField
            label={T.labels.model_id}
            {...register('items.0.model_id')}
            error={errors?.model_id?.message}
            required
            placeholder={info ? true : SERVICE_FLOW_TEXT.chooseBrandFirst}
            options={modelOptions(info)}
          />
        </div>
        {info?.is_show_notes && info.notes && <p className="flow-form__note">{info.notes}</p>}
        <div className="flow-form__row">
          <SelectField
            label={T.labels.item_id}
            {...register('items.0.item_id')}
            error={errors?.item_id?.message}
            placeholder={T.itemNone}
            options={(model?.items ?? []).map((i) => ({ value: String(i.id), label: i.subject }))}
          />
          <TextField
            label={T.labels.serial}
            {...register('items.0.serial')}
            error={errors?.serial?.message}
            required={checksSerial}
            hint={T.serialHint(model?.code_hint ?? null)}
            autoCapitalize="characters"
          />
        </div>
        <TextAreaField
          label={T.labels.problem}
          {...register('items.0.problem')}
          error={errors?.problem?.message}
          required
          rows={5}
          maxLength={PROBLEM_MAX}
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
