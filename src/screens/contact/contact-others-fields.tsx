import type { UseFormReturn } from 'react-hook-form';
import {
  CONTACT_OTHER_LABELS,
  CONTACT_TIMES,
  type ContactMessage,
  type ContactMessageInput,
  type ContactOtherField,
  fieldsOfClass,
} from '../../../schemas/contact.schema';
import { AddressField } from '../../components/form/address-field';
import { CheckboxGroupField, SelectField, type SelectOption, TextField } from '../../components/form/text-field';
import { useAddressField } from '../../components/form/use-address-field';
import type { ContactOptions } from './contact-step.types';

interface Props {
  classId: number;
  form: UseFormReturn<ContactMessageInput, unknown, ContactMessage>;
  options: ContactOptions;
}

const ADDRESS_PARTS = new Set<ContactOtherField>(['city', 'town', 'zip_code']);

/** The extra fields the chosen contact class asks for (schemas/contact.schema.ts CONTACT_CLASS_FIELDS). */
export function ContactOthersFields({ classId, form, options }: Props) {
  const { required, optional } = fieldsOfClass(classId);
  const fields = [...required, ...optional];
  const isRequired = (field: ContactOtherField) => required.includes(field);
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors.others;
  const message = (field: ContactOtherField) => errors?.[field]?.message;
  const name = <F extends ContactOtherField>(field: F) => `others.${field}` as const;
  const touched = formState.submitCount > 0;
  // the fields picked from a list, and their lists
  const choices: Partial<Record<ContactOtherField, SelectOption[]>> = {
    brand_name: options.brands.map((b) => ({ value: b.name, label: b.name })),
    channel_id: options.channels.map((c) => ({ value: String(c.id), label: c.name })),
    time: CONTACT_TIMES.map((t) => ({ value: t, label: t })),
  };
  // always bound (hooks), shown only for the classes that ask for an address
  const address = useAddressField(form.control, 'others.');

  return (
    <>
      {fields.map((field) => {
        if (ADDRESS_PARTS.has(field)) {
          // one picker for the three parts, where the city comes
          if (field !== 'city') return null;
          return <AddressField key="address" {...address} cities={options.cities} required={isRequired('city')} />;
        }
        const common = {
          label: CONTACT_OTHER_LABELS[field],
          error: message(field),
          required: isRequired(field),
        };
        switch (field) {
          case 'brands':
            return (
              <CheckboxGroupField
                key={field}
                {...common}
                name={name(field)}
                options={choices.brand_name ?? []}
                value={(watch('others.brands') as string[] | undefined) ?? []}
                onChange={(next: string[]) => setValue('others.brands', next, { shouldValidate: touched })}
              />
            );
          case 'brand_name':
          case 'channel_id':
          case 'time':
            return (
              <SelectField
                key={field}
                {...common}
                {...register(name(field))}
                placeholder
                options={choices[field] ?? []}
              />
            );
          case 'address':
            return <TextField key={field} {...common} {...register(name(field))} autoComplete="street-address" />;
          case 'order_number':
            return (
              <TextField
                key={field}
                {...common}
                {...register(name(field))}
                autoComplete="off"
                hint="例：HL-20261101-0042"
              />
            );
          default:
            return <TextField key={field} {...common} {...register(name(field))} />;
        }
      })}
    </>
  );
}
