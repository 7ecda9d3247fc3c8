import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref, useEffect, useRef } from 'react';
import { FORM_TEXT } from './form-text';
import './form.css';

export type SubmitButtonProps = {
  /** true while the submission runs (react-hook-form's isSubmitting, the machine's submitting state) */
  pending: boolean;
  children: ReactNode;
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
} & ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * The form's send button: while pending it is disabled and busy, with a spinner and its
 * pending words. A second click before `pending` turns true (a double click) is swallowed by a
 * ref, so a form can never be sent twice; the lock opens when `pending` turns false again, or at
 * once when the click started nothing (pending stayed false, e.g. the form refused its input).
 * The button is not disabled during its own click: a disabled button would cancel the submit.
 */
export function SubmitButton({
  pending,
  children,
  pendingLabel = FORM_TEXT.submitting,
  className,
  type = 'submit',
  disabled,
  onClick,
  ref,
  ...button
}: SubmitButtonProps) {
  const locked = useRef(false);
  const pendingNow = useRef(pending);
  pendingNow.current = pending;

  useEffect(() => {
    if (!pending) locked.current = false;
  }, [pending]);

  const guard = (event: MouseEvent<HTMLButtonElement>) => {
    if (locked.current || pendingNow.current) {
      event.preventDefault();
      return;
    }
    locked.current = true;
    onClick?.(event);
    // the submit runs right after this click (and react-hook-form flips isSubmitting in it); if
    // nothing turned pending by the next task, this click sent nothing and must not block the next
    setTimeout(() => {
      if (!pendingNow.current) locked.current = false;
    }, 0);
  };

  return (
    <button
      {...button}
      ref={ref}
      type={type}
      className={`button button--primary submit-button ${className ?? ''}`.trim()}
      disabled={disabled || pending}
      aria-busy={pending ? true : undefined}
      onClick={guard}
    >
      {pending && <span className="form-spinner" aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
