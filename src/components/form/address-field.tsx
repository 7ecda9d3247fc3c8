import type { Ref } from 'react';
import type { AddressValue } from '../../../schemas/address.schema';
import type { City } from '../../../schemas/option.schema';
import { normaliseTaiwanName } from '../../../schemas/tw-place-name';
import { FieldFrame } from './field-frame';
import { describedBy, errorId, fieldId, hintId } from './field-id';
import { FORM_TEXT } from './form-text';

export type { AddressValue };

type AddressPart = keyof AddressValue;

export interface AddressFieldProps {
  value: AddressValue;
  onChange: (next: AddressValue) => void;
  /** SPEC §7 `/option/address`: the screen loads them and passes them in */
  cities: readonly City[];
  errors?: Partial<Record<AddressPart, string | undefined>>;
  /** field names are `${namePrefix}city`, …: '' (default), 'others.', 'send_' */
  namePrefix?: string;
  /** a first city option 全部地區 (SPEC §9): no city chosen means no filter */
  allOption?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** for react-hook-form's focus on a refused field (see use-address-field.ts) */
  refs?: { city?: Ref<HTMLSelectElement>; town?: Ref<HTMLSelectElement>; zip_code?: Ref<HTMLInputElement> };
}

/**
 * City → town → zip code (DOMAIN.md's order): native selects, the phone's own pickers. Values are
 * names as the profile stores them (臺北市, 中正區); choosing a city clears the town, choosing a
 * town fills in its zip code, shown read-only.
 */
export function AddressField({
  value,
  onChange,
  cities,
  errors = {},
  namePrefix = '',
  allOption = false,
  required = false,
  disabled,
  refs = {},
}: AddressFieldProps) {
  const T = FORM_TEXT.address;
  const names = { city: `${namePrefix}city`, town: `${namePrefix}town`, zip_code: `${namePrefix}zip_code` };
  const city = value.city ? cities.find((c) => c.name === normaliseTaiwanName(value.city)) : undefined;
  const town = value.town ? city?.towns.find((t) => t.name === normaliseTaiwanName(value.town)) : undefined;
  const empty = allOption ? T.allRegions : FORM_TEXT.choose;
  const aria = (part: AddressPart, hint?: boolean) => ({
    id: fieldId(names[part]),
    name: names[part],
    'aria-invalid': errors[part] ? true : undefined,
    'aria-describedby': describedBy(hint && hintId(names[part]), errors[part] && errorId(names[part])),
  });

  return (
    <div className="address-field">
      <FieldFrame name={names.city} label={T.city} error={errors.city} required={required}>
        <select
          {...aria('city')}
          aria-required={required || undefined}
          className="input input--select"
          ref={refs.city}
          disabled={disabled}
          value={city?.name ?? ''}
          onChange={(event) => onChange({ city: event.target.value, town: '', zip_code: '' })}
        >
          <option value="">{empty}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame name={names.town} label={T.town} error={errors.town} required={required}>
        <select
          {...aria('town')}
          aria-required={required || undefined}
          className="input input--select"
          ref={refs.town}
          disabled={disabled}
          value={town?.name ?? ''}
          onChange={(event) => {
            const picked = city?.towns.find((t) => t.name === event.target.value);
            onChange({ city: city?.name ?? value.city, town: picked?.name ?? '', zip_code: picked?.zipcode ?? '' });
          }}
        >
          <option value="">{empty}</option>
          {city?.towns.map((t) => (
            <option key={t.id} value={t.name}>
              {t.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame name={names.zip_code} label={T.zip} error={errors.zip_code} hint={T.zipHint}>
        <input
          {...aria('zip_code', true)}
          className="input address-field__zip"
          ref={refs.zip_code}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          readOnly
          disabled={disabled}
          value={value.zip_code}
        />
      </FieldFrame>
    </div>
  );
}
