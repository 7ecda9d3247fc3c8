import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { DialogOptions } from '../../../schemas/dialog.schema';
import { useFocusTrap } from './use-focus-trap';
import './dialog.css';

const TYPE_ICON: Record<DialogOptions['type'], string> = {
  success: '✓',
  warning: '!',
  error: '✕',
  info: 'i',
};

interface DialogViewProps {
  options: DialogOptions;
  /** the close check is running: buttons wait */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The dialog's markup: a modal alert box with the SPEC's widths (85% / 50% / 30%, in CSS). */
export function DialogView({ options, busy, onConfirm, onCancel }: DialogViewProps) {
  const titleId = useId();
  const messageId = useId();
  const box = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useFocusTrap(box, confirm);

  // Esc is listened for on the document: a button that was disabled while busy drops focus.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      if (!busy) onCancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [busy, onCancel]);

  // after a refused close the buttons come back: give focus back to the dialog
  useEffect(() => {
    if (!busy && !box.current?.contains(document.activeElement)) confirm.current?.focus();
  }, [busy]);

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={options.message ? messageId : undefined}
        aria-busy={busy}
        className={`dialog dialog--${options.type}`}
        data-event-type={options.eventType}
        tabIndex={-1}
      >
        <div className="dialog__head">
          <span className="dialog__icon" aria-hidden="true">
            {TYPE_ICON[options.type]}
          </span>
          <h2 id={titleId} className="dialog__title">
            {options.title}
          </h2>
        </div>
        {options.html ? (
          <div
            id={messageId}
            className="dialog__message"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: `html` marks a message its opener already sanitised (schemas/dialog.schema.ts)
            dangerouslySetInnerHTML={{ __html: options.message }}
          />
        ) : (
          options.message && (
            <p id={messageId} className="dialog__message">
              {options.message}
            </p>
          )
        )}
        <div className="dialog__actions">
          {options.showCancelButton && (
            <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
              {options.cancelButtonText}
            </button>
          )}
          <button ref={confirm} type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
            {options.confirmButtonText}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
