import type { ReactNode, Ref } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FieldNotes, RequiredMark } from './field-frame';
import { describedBy, errorId, fieldId, hintId } from './field-id';

export interface CheckboxProps {
  name: string;
  /** what ticking it says (我已閱讀並同意…): the checkbox's label, after the box */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One yes/no box (an agreement, an opt-in): a native checkbox labelled by its sentence, its hint
 * and error tied to it by aria-describedby, its id `fieldId(name)` for the error summary's link.
 */
export function Checkbox({
  name,
  label,
  hint,
  error,
  required,
  checked,
  onChange,
  onBlur,
  disabled,
  className,
  ref,
}: CheckboxProps) {
  const id = fieldId(name);
  const classes = ['form-field', 'form-field--check', error ? 'form-field--error' : '', className ?? ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="form-field__choice">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(hint ? hintId(name) : undefined, error && errorId(name))}
          ref={ref}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}

export type CheckboxFieldProps<T extends FieldValues> = Omit<
  CheckboxProps,
  'name' | 'checked' | 'onChange' | 'onBlur' | 'error' | 'ref'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A boolean field of a react-hook-form form: the form holds `true` or `false`, never "on". */
export function CheckboxField<T extends FieldValues>({ control, name, disabled, ...box }: CheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      {...box}
      name={name}
      checked={field.value === true}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled || field.disabled}
      error={fieldState.error?.message}
      ref={field.ref}
    />
  );
}
