import { DRAFT_TEXT as T } from './staff-draft-text';
import type { StaffDraft } from './use-staff-draft';

/**
 * Above an edit form: who else has unsaved changes in this record, the editor's own draft from
 * before (restore or discard), and, quietly, when the last autosave landed.
 */
export function StaffDraftNotice({ draft, version }: { draft: StaffDraft; version: number }) {
  const { others, offer, savedAt, failed } = draft;
  return (
    <>
      {others.length > 0 && (
        <section className="staff-draft staff-draft--others" aria-label={T.othersLabel}>
          <ul>
            {others.map((o) => (
              <li key={`${o.email}-${o.updated_at}`}>{T.other(o.name, o.email, o.updated_at)}</li>
            ))}
          </ul>
          <p>{T.othersHint}</p>
        </section>
      )}
      {offer && (
        <section className="staff-draft staff-draft--mine" aria-label={T.mineLabel}>
          <p>{T.mine(offer.updated_at)}</p>
          {offer.base_version > 0 && offer.base_version < version && <p>{T.mineOlder(offer.base_version, version)}</p>}
          <div className="staff-draft__actions">
            <button type="button" className="button button--primary" onClick={draft.restore}>
              {T.restore}
            </button>
            <button type="button" className="button button--ghost" onClick={draft.discard}>
              {T.discard}
            </button>
          </div>
        </section>
      )}
      <p className="staff-draft__status" aria-live="polite">
        {failed ? T.failed : savedAt ? T.saved(savedAt) : ''}
      </p>
    </>
  );
}
