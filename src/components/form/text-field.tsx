import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FieldFrame, FieldNotes, RequiredMark } from './field-frame';
import { describedBy, errorId, fieldId, hintId } from './field-id';
import { FORM_TEXT } from './form-text';

/**
 * Labelled form controls that take react-hook-form's `{...register(name)}` as they are (React 19:
 * `ref` is a plain prop). Each control's id is `fieldId(name)`, so an error summary links to it;
 * its hint and error are tied to it by aria-describedby.
 */

interface FieldProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

const controlAria = ({ name, error, hint, required }: FieldProps, ...more: (string | undefined)[]) => ({
  id: fieldId(name),
  name,
  'aria-invalid': error ? true : undefined,
  'aria-required': required || undefined,
  'aria-describedby': describedBy(hint && hintId(name), ...more, error && errorId(name)),
});

export type TextFieldProps = FieldProps & { ref?: Ref<HTMLInputElement> } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'id' | 'required'
  >;

export function TextField({ label, name, error, hint, required, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} required={required}>
      <input
        type="text"
        {...input}
        {...controlAria({ label, name, error, hint, required })}
        ref={ref}
        className={`input ${className ?? ''}`.trim()}
      />
    </FieldFrame>
  );
}

/** A Taiwan mobile number: the phone's number pad, the browser's autofill, an example as hint. */
export function MobileField({ hint = FORM_TEXT.mobileHint, ...props }: TextFieldProps) {
  return <TextField type="tel" inputMode="numeric" autoComplete="tel" {...props} hint={hint} />;
}

export type TextAreaFieldProps = FieldProps & { ref?: Ref<HTMLTextAreaElement> } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'name' | 'id' | 'required'
  >;

/** A textarea; with `maxLength` it counts the characters typed (n／max) as the member writes. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  required,
  className,
  ref,
  onChange,
  maxLength,
  ...textarea
}: TextAreaFieldProps) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const [length, setLength] = useState(() => String(textarea.value ?? textarea.defaultValue ?? '').length);
  const setRef = useCallback(
    (el: HTMLTextAreaElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  // a value set by the form (reset, a restored draft) changes no event: read it after each render
  useLayoutEffect(() => {
    if (own.current && own.current.value.length !== length) setLength(own.current.value.length);
  });
  const countId = `${fieldId(name)}-count`;
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} required={required}>
      <textarea
        {...textarea}
        {...controlAria({ label, name, error, hint, required }, maxLength ? countId : undefined)}
        maxLength={maxLength}
        ref={setRef}
        className={`input input--textarea ${className ?? ''}`.trim()}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setLength(event.target.value.length);
          onChange?.(event);
        }}
      />
      {maxLength ? (
        <p className="form-field__count" id={countId}>
          {FORM_TEXT.charCount(length, maxLength)}
        </p>
      ) : null}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldProps & {
  options: readonly SelectOption[];
  /** an empty first option: true for 請選擇, or its own words */
  placeholder?: boolean | string;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required' | 'placeholder'>;

/** A native select: accessible and the phone's own picker. */
export function SelectField({
  label,
  name,
  error,
  hint,
  required,
  options,
  placeholder,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} required={required}>
      <select
        {...select}
        {...controlAria({ label, name, error, hint, required })}
        ref={ref}
        className={`input input--select ${className ?? ''}`.trim()}
      >
        {placeholder && <option value="">{placeholder === true ? FORM_TEXT.choose : placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxGroupFieldProps extends FieldProps {
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** goes to the first checkbox: the one an error summary link and react-hook-form focus */
  ref?: Ref<HTMLInputElement>;
}

/** Several choices for one array value: a fieldset whose legend is the question. */
export function CheckboxGroupField({
  label,
  name,
  error,
  hint,
  required,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  ref,
}: CheckboxGroupFieldProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(
      checked
        ? options.map((o) => o.value).filter((v) => v === option || value.includes(v))
        : value.filter((v) => v !== option),
    );
  return (
    <fieldset
      className={`form-field form-field--group ${error ? 'form-field--error' : ''}`.trim()}
      aria-describedby={describedBy(hint && hintId(name), error && errorId(name))}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="form-field__choices">
        {options.map((option, i) => {
          const id = i === 0 ? fieldId(name) : `${fieldId(name)}-${i}`;
          return (
            <div className="form-field__choice" key={option.value}>
              <input
                type="checkbox"
                id={id}
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={disabled}
                ref={i === 0 ? ref : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <FieldNotes name={name} hint={hint} error={error} />
    </fieldset>
  );
}
