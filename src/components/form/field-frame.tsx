import type { ReactNode } from 'react';
import { errorId, fieldId, hintId } from './field-id';
import { FORM_TEXT } from './form-text';
import './form.css';

/** The visible required mark; screen readers hear 必填 as part of the label. */
export function RequiredMark() {
  return (
    <span className="form-field__required">
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{FORM_TEXT.required}</span>
    </span>
  );
}

/** A field's hint and error lines (ids from field-id.ts). */
export function FieldNotes({ name, hint, error }: { name: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p className="form-field__hint" id={hintId(name)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={errorId(name)}>
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A labelled control in GOV.UK's order: the label (with the required mark), its hint and error,
 * then the control, so a reader meets what is asked and what went wrong before the field.
 */
export function FieldFrame({
  name,
  label,
  hint,
  error,
  required,
  className = '',
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`form-field ${error ? 'form-field--error' : ''} ${className}`.trim()}>
      <label className="form-field__label" htmlFor={fieldId(name)}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldNotes name={name} hint={hint} error={error} />
      {children}
    </div>
  );
}
