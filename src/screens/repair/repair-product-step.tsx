import type { z } from 'zod';
import { PROBLEM_MAX, RepairProductStep as RepairProductSchema } from '../../../schemas/repair.schema';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { SelectField, TextAreaField } from '../../components/form/text-field';
import { ProductFields, useChosenProduct } from '../service-flow/product-fields';
import type { RepairOptions, RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

const ORDER = ['items.0.brand_id', 'items.0.model_id', 'items.0.item_id', 'items.0.serial', 'items.0.problem'];
const ITEM = 'items.0.';
type ProductInput = z.input<typeof RepairProductSchema>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Step 1: the product (brand → model → part), its serial when the model checks it, and the problem. */
export function RepairProductStep({ context, options }: RepairStepProps) {
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
  return (
    <StepForm schema={RepairProductSchema} defaultValues={defaultValues} order={ORDER}>
      {(form) => <ProductStepFields form={form} options={options} />}
    </StepForm>
  );
}

function ProductStepFields({
  form,
  options,
}: {
  form: StepFormApi<typeof RepairProductSchema>;
  options: RepairOptions;
}) {
  const { register, formState } = form;
  const errors = formState.errors.items?.[0];
  const { model } = useChosenProduct(form, options.products, ITEM);
  return (
    <fieldset className="flow-form__group">
      <legend className="flow-form__legend">{T.productLegend}</legend>
      <ProductFields
        form={form}
        products={options.products}
        prefix={ITEM}
        serial
        beside={
          <SelectField
            label={T.labels.item_id}
            {...register('items.0.item_id')}
            error={errors?.item_id?.message}
            placeholder={T.itemNone}
            options={(model?.items ?? []).map((i) => ({ value: String(i.id), label: i.subject }))}
          />
        }
      />
      <TextAreaField
        label={T.labels.problem}
        {...register('items.0.problem')}
        error={errors?.problem?.message}
        required
        rows={5}
        maxLength={PROBLEM_MAX}
      />
    </fieldset>
  );
}
