import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorId, fieldId } from '../../components/form/field-id';

export interface Choice {
  value: string;
  label: ReactNode;
  /** a second line under the label (a store's address) */
  detail?: ReactNode;
  disabled?: boolean;
}

/**
 * One of the booking step's radio groups (store, day, time): a fieldset named by its legend,
 * the error tied to it by aria-describedby, and a note when there is nothing to choose yet.
 * (Until the flow kit has its radio-group field: then this becomes that field.)
 */
export function ReserveChoices({
  name,
  legend,
  choices,
  registered,
  error,
  empty,
  wide = false,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  registered: UseFormRegisterReturn;
  error: string | undefined;
  /** shown instead of the choices when there are none */
  empty: string;
  /** longer labels (a store and its address): fewer, wider columns */
  wide?: boolean;
}) {
  return (
    <div className="form-field">
      <fieldset
        className={wide ? 'slot-list slot-list--wide' : 'slot-list'}
        id={fieldId(name)}
        aria-describedby={error ? errorId(name) : undefined}
        aria-invalid={error ? true : undefined}
        tabIndex={-1}
      >
        <legend className="form-field__label">{legend}</legend>
        {choices.length === 0 && <p className="flow-form__note">{empty}</p>}
        {choices.map((c) => (
          <label key={c.value}>
            <input type="radio" value={c.value} disabled={c.disabled} {...registered} />
            <span>
              {c.label}
              {c.detail && <small className="slot-list__detail">{c.detail}</small>}
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="form-field__error" id={errorId(name)}>
          {error}
        </p>
      )}
    </div>
  );
}
