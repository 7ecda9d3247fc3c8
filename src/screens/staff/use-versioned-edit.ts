import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { StaffDraftKind } from '../../../schemas/staff-draft.schema';
import { refusedFields } from './refused-fields';
import { onFormFields, staleCurrent } from './stale-current';
import { type StaffDraft, useStaffDraft } from './use-staff-draft';

interface Versioned {
  id: number;
  version: number;
}

/**
 * A console form's save over a versioned record (the article form's rules, for any record): each
 * save carries the version the editor started from; a stale one (409) opens the side-by-side
 * choice, a refusal (422) puts its messages by their fields, anything else says so and keeps what
 * was typed.
 */
export function useVersionedEdit<R extends Versioned>(
  record: R | null,
  schema: z.ZodType<R>,
  options: { collapse?: readonly string[]; rename?: Readonly<Record<string, string>> } = {},
) {
  const [stored, setStored] = useState(record);
  const [version, setVersion] = useState(record?.version ?? 0);
  const [conflict, setConflict] = useState<R | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  // set by useVersionedDraft: a stored save makes the autosaved draft needless
  const draft = useRef<StaffDraft | null>(null);

  /** runs `write`; resolves with the stored record, or null when it was refused */
  const save = async (write: (version: number) => Promise<R>): Promise<R | null> => {
    setSaved(false);
    setFailed(false);
    setServerErrors(null);
    // the draft of the record as it was when saving began (a new record's is under 'new')
    const started = draft.current;
    try {
      const next = await write(version);
      setStored(next);
      setVersion(next.version);
      setConflict(null);
      setSaved(true);
      await started?.clear();
      return next;
    } catch (error) {
      const current = staleCurrent(error, schema);
      if (current) {
        setConflict(current);
        return null;
      }
      const refused = onFormFields(refusedFields(error), options.collapse ?? [], options.rename);
      if (refused) setServerErrors(refused);
      else setFailed(true);
      return null;
    }
  };

  const takeTheirs = (theirs: R) => {
    setStored(theirs);
    setVersion(theirs.version);
    setConflict(null);
  };
  // the next save is made knowingly over theirs
  const keepMine = takeTheirs;

  return {
    stored,
    version,
    conflict,
    serverErrors,
    saved,
    failed,
    save,
    takeTheirs,
    keepMine,
    /** a restored draft goes on from the version it started from */
    restoreVersion: setVersion,
    draft,
  };
}

export type VersionedEdit<R extends Versioned> = ReturnType<typeof useVersionedEdit<R>>;

/**
 * The autosaved draft (useStaffDraft) of a form saved through useVersionedEdit: keyed by the
 * stored record ('new' before its first save), restored with the version it started from, and
 * cleared by the edit's own successful save.
 */
export function useVersionedDraft<R extends Versioned, T extends FieldValues, O>(
  edit: VersionedEdit<R>,
  kind: StaffDraftKind,
  form: UseFormReturn<T, unknown, O>,
): StaffDraft {
  const draft = useStaffDraft({
    kind,
    recordKey: edit.stored ? String(edit.stored.id) : 'new',
    version: edit.version,
    form,
    onRestoreVersion: edit.restoreVersion,
  });
  edit.draft.current = draft;
  return draft;
}
