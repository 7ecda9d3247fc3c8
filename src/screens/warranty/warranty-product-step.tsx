import type { z } from 'zod';
import { WarrantyProductStep as WarrantyProductSchema } from '../../../schemas/warranty.schema';
import { StepForm } from '../../components/flow/step-form';
import { ProductFields } from '../service-flow/product-fields';
import type { WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_TEXT as T } from './warranty-text';

type ProductInput = z.input<typeof WarrantyProductSchema>;

/**
 * Step 1: brand and model (of the product info's list, or typed when the brand does not verify
 * models), and the serial when the model checks it.
 */
export function WarrantyProductStep({ context, options, linked }: WarrantyStepProps) {
  const kept = context.data.product;
  const defaultValues: ProductInput = {
    brand_id: kept ? String(kept.brand_id) : (linked?.brand_id ?? ''),
    model_id: kept ? String(kept.model_id ?? '') : (linked?.model_id ?? ''),
    model_name: kept?.model_name ?? linked?.model_name ?? '',
    model_typed: kept?.model_typed ?? false,
    serial: kept?.serial ?? linked?.serial ?? '',
    serial_required: kept?.serial_required ?? false,
  };
  return (
    <StepForm
      schema={WarrantyProductSchema}
      defaultValues={defaultValues}
      order={['brand_id', 'model_id', 'model_name', 'serial']}
    >
      {(form) => (
        <fieldset className="flow-form__group">
          <legend className="flow-form__legend">{T.productLegend}</legend>
          <ProductFields form={form} products={options.products} serial typedModel />
        </fieldset>
      )}
    </StepForm>
  );
}
