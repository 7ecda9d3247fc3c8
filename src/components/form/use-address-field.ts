import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { AddressFieldProps, AddressValue } from './address-field';

/**
 * AddressField's props from a react-hook-form form whose fields are `${namePrefix}city`,
 * `${namePrefix}town`, `${namePrefix}zip_code`: the three values move together, each keeps its
 * own error, and a refused one can take the focus.
 */
export function useAddressField<T extends FieldValues>(
  control: Control<T>,
  namePrefix = '',
): Pick<AddressFieldProps, 'value' | 'onChange' | 'errors' | 'refs' | 'namePrefix'> {
  const at = (part: keyof AddressValue) => `${namePrefix}${part}` as FieldPath<T>;
  const city = useController({ control, name: at('city') });
  const town = useController({ control, name: at('town') });
  const zip = useController({ control, name: at('zip_code') });
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    namePrefix,
    value: { city: text(city.field.value), town: text(town.field.value), zip_code: text(zip.field.value) },
    onChange: (next) => {
      city.field.onChange(next.city);
      town.field.onChange(next.town);
      zip.field.onChange(next.zip_code);
    },
    errors: {
      city: city.fieldState.error?.message,
      town: town.fieldState.error?.message,
      zip_code: zip.fieldState.error?.message,
    },
    refs: { city: city.field.ref, town: town.field.ref, zip_code: zip.field.ref },
  };
}
