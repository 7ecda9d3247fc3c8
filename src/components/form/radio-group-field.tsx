import type { ReactNode, Ref } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FieldNotes, RequiredMark } from './field-frame';
import { describedBy, errorId, fieldId, hintId } from './field-id';

/** What a choice stands for: the type the step's schema wants (an id is a number, a code a string). */
export type ChoiceValue = string | number;

export interface RadioOption<V extends ChoiceValue = ChoiceValue> {
  value: V;
  label: ReactNode;
  /** a line under the choice's label (a session's time and seats), tied to its radio */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends ChoiceValue> {
  name: string;
  /** the question: the fieldset's legend */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  options: readonly RadioOption<V>[];
  /** the chosen value; anything not among the options (undefined, null) is "nothing chosen" */
  value: V | null | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** `stacked` puts one choice under another (choices with hints); `inline` lets short ones share a row */
  layout?: 'inline' | 'stacked';
  className?: string;
  /** goes to the radio that carries the field's id: the one an error summary link and the form focus */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The radio the field's id and ref belong to: the chosen one, else the first that can be chosen.
 * The browser's Tab stops there too, so a summary link and the keyboard land on the same radio.
 */
const anchorOf = <V extends ChoiceValue>(options: readonly RadioOption<V>[], value: V | null | undefined) => {
  const chosen = options.findIndex((o) => o.value === value && !o.disabled);
  if (chosen !== -1) return chosen;
  const open = options.findIndex((o) => !o.disabled);
  return open === -1 ? 0 : open;
};

/**
 * One choice among several, as native radios in a fieldset whose legend is the question: arrow
 * keys move between them and Space chooses, as browsers and screen readers expect. Controlled and
 * typed: the value handed on is the option's own (a number stays a number), never the radio's
 * string `value` attribute.
 */
export function RadioGroup<V extends ChoiceValue>({
  name,
  label,
  hint,
  error,
  required,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  layout = 'inline',
  className,
  ref,
}: RadioGroupProps<V>) {
  const anchor = anchorOf(options, value);
  const classes = ['form-field', 'form-field--group', error ? 'form-field--error' : '', className ?? ''].filter(
    Boolean,
  );
  return (
    <fieldset
      className={classes.join(' ')}
      aria-describedby={describedBy(hint ? hintId(name) : undefined, error && errorId(name))}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={`form-field__choices ${layout === 'stacked' ? 'form-field__choices--stacked' : ''}`.trim()}>
        {options.map((option, i) => {
          const id = i === anchor ? fieldId(name) : `${fieldId(name)}-${i}`;
          // by position, not by the anchor: a hint's id must not move when the choice does
          const optionHintId = option.hint ? `${fieldId(name)}-option-${i}-hint` : undefined;
          const off = disabled || option.disabled;
          return (
            <div
              key={String(option.value)}
              className={[
                'form-field__choice',
                option.hint ? 'form-field__choice--with-hint' : '',
                off ? 'form-field__choice--disabled' : '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={String(option.value)}
                checked={option.value === value}
                disabled={off}
                aria-describedby={optionHintId}
                ref={i === anchor ? ref : undefined}
                onChange={(event) => {
                  if (event.target.checked) onChange(option.value);
                }}
                onBlur={onBlur}
              />
              <label htmlFor={id}>{option.label}</label>
              {option.hint && (
                <div className="form-field__choice-hint" id={optionHintId}>
                  {option.hint}
                </div>
              )}
            </div>
          );
        })}
      </div>
      <FieldNotes name={name} hint={hint} error={error} />
    </fieldset>
  );
}

export type RadioGroupFieldProps<T extends FieldValues, V extends ChoiceValue> = Omit<
  RadioGroupProps<V>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** after the form has the new value: for fields that depend on it (a session's tickets) */
  onValueChange?: (value: V) => void;
};

/**
 * A radio group bound to react-hook-form through its controller. RHF's own `register` reads a
 * radio's string `value` and ignores `setValueAs` for radios, so a number id never reached a
 * schema asking for a number (issue 20): here the form gets the option's value itself.
 */
export function RadioGroupField<T extends FieldValues, V extends ChoiceValue>({
  control,
  name,
  onValueChange,
  disabled,
  ...group
}: RadioGroupFieldProps<T, V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioGroup<V>
      {...group}
      name={name}
      value={field.value as V | null | undefined}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      disabled={disabled || field.disabled}
      error={fieldState.error?.message}
      ref={field.ref}
    />
  );
}
