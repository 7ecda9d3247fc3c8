import { Link } from 'react-router-dom';
import { SubmitButton } from '../../components/form/submit-button';
import { CATALOGUE_TEXT as C } from './staff-catalogue-text';

/** The end of a catalogue edit form (useVersionedEdit): how the save went, the save button, back to the list. */
export function CatalogueFormFooter({
  edit,
  pending,
  back,
}: {
  edit: { saved: boolean; failed: boolean };
  pending: boolean;
  back: { to: string; label: string };
}) {
  return (
    <>
      <p className="form-status" role="status">
        {edit.saved ? C.saved : ''}
      </p>
      {edit.failed && (
        <p className="form-status form-status--failed" role="alert">
          {C.failedSave}
        </p>
      )}
      <div className="flow-actions">
        <SubmitButton pending={pending} pendingLabel={C.saving}>
          {C.save}
        </SubmitButton>
        <Link className="button button--ghost" to={back.to}>
          {back.label}
        </Link>
      </div>
    </>
  );
}
