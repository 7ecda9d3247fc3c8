import { type ReactNode, useEffect } from 'react';
import { type FieldValues, get, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { MAX_MODEL_NAME, type ProductInfo, verifiesSerial } from '../../../schemas/product-info.schema';
import { SelectField, TextField } from '../../components/form/text-field';
import { brandOptions, infoOf, modelOf, modelOptions, typesModel } from './product-select';
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

/** The serial rule when the model is typed: the brand's alone (a typed model has no pattern). */
const typedChecksSerial = (info: ProductInfo | null) => info?.is_verify_code === true;

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
  typedModel = false,
  beside,
}: {
  form: UseFormReturn<V, unknown, O>;
  products: readonly ProductInfo[];
  /** where the fields are in the step's data: '' or a repair's `items.0.` */
  prefix?: string;
  /** the step has a serial (and its `serial_required`) */
  serial?: boolean;
  /**
   * the step takes a typed model (`model_name`, `model_typed`) for a brand that does not verify
   * models (the warranty form): then the member types the model instead of picking it
   */
  typedModel?: boolean;
  /** a field beside the serial (a repair's part) */
  beside?: ReactNode;
}) {
  const { register, formState, setValue } = form;
  const name = (field: string) => `${prefix}${field}` as Path<V>;
  const error = (field: string): string | undefined =>
    (get(formState.errors, name(field)) as { message?: string } | undefined)?.message;
  const chosen = useChosenProduct(form, products, prefix);
  const { info, model } = chosen;
  const typed = typedModel && typesModel(info);
  const checksSerial = typed ? typedChecksSerial(info) : chosen.checksSerial;
  const required = `${prefix}serial_required` as Path<V>;
  const typedFlag = `${prefix}model_typed` as Path<V>;
  useEffect(() => {
    if (serial) setValue(required, checksSerial as PathValue<V, Path<V>>);
  }, [serial, setValue, required, checksSerial]);
  const modelId = name('model_id');
  useEffect(() => {
    if (!typedModel) return;
    setValue(typedFlag, typed as PathValue<V, Path<V>>);
    // a model picked from another brand's list must not go with a typed one
    if (typed) setValue(modelId, '' as PathValue<V, Path<V>>);
  }, [typedModel, setValue, typedFlag, typed, modelId]);
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
        {typed ? (
          <TextField
            key="model_name"
            label={T.model}
            {...register(name('model_name'))}
            error={error('model_name')}
            required
            hint={T.typedModelHint}
            maxLength={MAX_MODEL_NAME}
          />
        ) : (
          <SelectField
            key="model_id"
            label={T.model}
            {...register(name('model_id'))}
            error={error('model_id')}
            required
            placeholder={info ? true : T.chooseBrandFirst}
            options={modelOptions(info)}
          />
        )}
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
