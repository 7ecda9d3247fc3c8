import { type ReactNode, useEffect } from 'react';
import { type FieldValues, get, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { type ProductInfo, verifiesSerial } from '../../../schemas/product-info.schema';
import { SelectField, TextField } from '../../components/form/text-field';
import { brandOptions, infoOf, modelOf, modelOptions } from './product-select';
import { SERVICE_FLOW_TEXT as T } from './service-flow-text';

/** The brand, model and their rule the member chose (the product list's info and model). */
export function useChosenProduct<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  products: readonly ProductInfo[],
  prefix = '',
) {
  const info = infoOf(products, form.watch(`${prefix}brand_id` as Path<V>));
  const model = modelOf(info, form.watch(`${prefix}model_id` as Path<V>));
  return { info, model, checksSerial: info && model ? verifiesSerial(info, model) : false };
}

/**
 * A service form's product (in-home, warranty, repair): the brand, then its models, the brand's
 * notes, and, where the form asks for it, the serial. The serial's rule is the chosen model's
 * (`verifiesSerial`): the form's `serial_required` follows it, so the step's own schema refuses an
 * empty serial there, not the server at the final send.
 */
export function ProductFields<V extends FieldValues, O>({
  form,
  products,
  prefix = '',
  serial = false,
  beside,
}: {
  form: UseFormReturn<V, unknown, O>;
  products: readonly ProductInfo[];
  /** where the fields are in the step's data: '' or a repair's `items.0.` */
  prefix?: string;
  /** the step has a serial (and its `serial_required`) */
  serial?: boolean;
  /** a field beside the serial (a repair's part) */
  beside?: ReactNode;
}) {
  const { register, formState, setValue } = form;
  const name = (field: string) => `${prefix}${field}` as Path<V>;
  const error = (field: string): string | undefined =>
    (get(formState.errors, name(field)) as { message?: string } | undefined)?.message;
  const { info, model, checksSerial } = useChosenProduct(form, products, prefix);
  const required = `${prefix}serial_required` as Path<V>;
  useEffect(() => {
    if (serial) setValue(required, checksSerial as PathValue<V, Path<V>>);
  }, [serial, setValue, required, checksSerial]);
  return (
    <>
      <div className="flow-form__row">
        <SelectField
          label={T.brand}
          {...register(name('brand_id'))}
          error={error('brand_id')}
          required
          placeholder
          options={brandOptions(products)}
        />
        <SelectField
          label={T.model}
          {...register(name('model_id'))}
          error={error('model_id')}
          required
          placeholder={info ? true : T.chooseBrandFirst}
          options={modelOptions(info)}
        />
      </div>
      {info?.is_show_notes && info.notes && <p className="flow-form__note">{info.notes}</p>}
      {serial && (
        <div className="flow-form__row">
          {beside}
          <TextField
            label={T.serial}
            {...register(name('serial'))}
            error={error('serial')}
            required={checksSerial}
            hint={T.serialHint(model?.code_hint ?? null, checksSerial)}
            autoCapitalize="characters"
          />
        </div>
      )}
    </>
  );
}
