import { type ConflictText, StaffConflictPanel } from './staff-conflict-panel';
import { StaffDraftNotice } from './staff-draft-notice';
import type { StaffDraft } from './use-staff-draft';
import type { VersionedEdit } from './use-versioned-edit';

/**
 * The top of a console edit form (useVersionedEdit, useVersionedDraft): what the form is for, the
 * autosaved drafts' notice and, after a stale save, both versions side by side. Taking theirs moves
 * the edit onto their version first; `onTakeTheirs` then puts their values into the form.
 */
export function StaffEditHead<R extends { id: number; version: number }>({
  id,
  lead,
  edit,
  draft,
  conflictText,
  conflictRows,
  onTakeTheirs,
}: {
  /** names the conflict panel's heading */
  id: string;
  lead: string;
  edit: VersionedEdit<R>;
  draft: StaffDraft;
  conflictText: ConflictText;
  /** label, mine, theirs: what the choice compares */
  conflictRows: (theirs: R) => readonly (readonly [string, string, string])[];
  onTakeTheirs: (theirs: R) => void;
}) {
  const { conflict } = edit;
  return (
    <>
      <p className="staff-section__lead">{lead}</p>
      <StaffDraftNotice draft={draft} version={edit.stored?.version ?? 0} />
      {conflict && (
        <StaffConflictPanel
          id={id}
          text={conflictText}
          rows={conflictRows(conflict)}
          onTakeTheirs={() => {
            edit.takeTheirs(conflict);
            onTakeTheirs(conflict);
          }}
          onKeepMine={() => edit.keepMine(conflict)}
        />
      )}
    </>
  );
}
