import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { fieldId } from './field-id';
import { FORM_TEXT } from './form-text';
import './form.css';

export interface ErrorSummaryProps {
  errors: readonly { name: string; message: string }[];
  title?: string;
}

/**
 * GOV.UK Design System's error summary: at the top of the step, taking the focus when it
 * appears or its errors change, one link per refused field that moves the focus to it.
 */
export function ErrorSummary({ errors, title = FORM_TEXT.errorSummaryTitle }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const signature = errors.map((e) => `${e.name}\u0000${e.message}`).join('\u0001');

  useEffect(() => {
    if (signature) box.current?.focus();
  }, [signature]);

  if (errors.length === 0) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const field = document.getElementById(fieldId(name));
    if (!field) return;
    event.preventDefault();
    field.focus({ preventScroll: true });
    // the field's label belongs on screen too: centre the field rather than put it at the very top
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby={titleId}>
      <h2 className="error-summary__title" id={titleId}>
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${fieldId(error.name)}`} onClick={(event) => goTo(event, error.name)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
