import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../components/form/submit-button';

/** The words of a console form's end, from the area's text. */
export interface FormFooterText {
  save: string;
  saving: string;
  saved: string;
  failedSave: string;
}

/**
 * The end of a console edit form (useVersionedEdit): how the save went, the save button, back to
 * the list, and any further actions of the record (`children`, after the way back).
 */
export function StaffFormFooter({
  edit,
  pending,
  text,
  back,
  children,
}: {
  edit: { saved: boolean; failed: boolean };
  pending: boolean;
  text: FormFooterText;
  back: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <>
      <p className="form-status" role="status">
        {edit.saved ? text.saved : ''}
      </p>
      {edit.failed && (
        <p className="form-status form-status--failed" role="alert">
          {text.failedSave}
        </p>
      )}
      <div className="flow-actions">
        <SubmitButton pending={pending} pendingLabel={text.saving}>
          {text.save}
        </SubmitButton>
        <Link className="button button--ghost" to={back.to}>
          {back.label}
        </Link>
        {children}
      </div>
    </>
  );
}
