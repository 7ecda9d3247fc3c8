import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { StaffDraftKind, StaffOthersDraft, StaffOwnDraft } from '../../../schemas/staff-draft.schema';
import { deleteDraft, putDraft } from '../../api/staff-drafts.mutations';
import { staffDraftQueries } from '../../api/staff-drafts.queries';

/** quiet time after the last keystroke before the draft goes to the server */
export const DRAFT_AUTOSAVE_MS = 1_500;

export interface StaffDraft {
  /** other people's unsaved changes to this record, newest first */
  others: StaffOthersDraft[];
  /** the editor's own draft from before, until restored or discarded */
  offer: StaffOwnDraft | null;
  restore(): void;
  discard(): void;
  /** when the last autosave of this visit landed */
  savedAt: string | null;
  failed: boolean;
  /** after the record is saved: the draft is no longer needed */
  clear(): Promise<void>;
}

/**
 * A draft's values laid over the form's own, field by field and only where the kinds agree: a
 * draft from an older form (a field renamed, a type changed) restores what still fits.
 */
function overDefaults<T extends FieldValues>(defaults: T, data: Record<string, unknown>): T {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(defaults)) {
    const drafted = data[name];
    if (drafted === undefined) continue;
    const fits =
      Array.isArray(value) === Array.isArray(drafted) &&
      (value === null || drafted === null || typeof value === typeof drafted);
    if (fits) merged[name] = drafted;
  }
  return merged as T;
}

/**
 * The server-side draft of one record's edit form (STAFF.md "Editing"): saved as the editor types,
 * offered back when they open the record again, and shown to anyone else who opens it. A restored
 * draft keeps the version it started from (`onRestoreVersion`), so a save over someone else's
 * newer one is a version conflict, never a silent overwrite.
 */
export function useStaffDraft<T extends FieldValues, O = T>({
  kind,
  recordKey,
  version,
  form,
  onRestoreVersion,
}: {
  kind: StaffDraftKind;
  recordKey: string;
  /** the record's version the form started from (0: not saved yet) */
  version: number;
  /** the form's values in (what a draft keeps) and, after its schema, out */
  form: UseFormReturn<T, unknown, O>;
  onRestoreVersion?: (version: number) => void;
}): StaffDraft {
  const queryClient = useQueryClient();
  const state = useQuery(staffDraftQueries.state(kind, recordKey));
  const [decided, setDecided] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<Promise<void>>(Promise.resolve());
  const baseVersion = useRef(version);
  baseVersion.current = version;

  const save = useCallback(() => {
    inflight.current = putDraft(kind, recordKey, { data: form.getValues(), base_version: baseVersion.current }).then(
      () => {
        setSavedAt(new Date().toISOString());
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [form, kind, recordKey]);

  useEffect(() => {
    // only what the editor does: a reset after a save or a restore is not typing
    const watching = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, DRAFT_AUTOSAVE_MS);
    });
    return () => {
      watching.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, save]);

  const mine = state.data?.mine ?? null;
  return {
    others: state.data?.others ?? [],
    offer: decided ? null : mine,
    restore() {
      if (!mine) return;
      setDecided(true);
      form.reset(overDefaults(form.formState.defaultValues as T, mine.data), { keepDefaultValues: true });
      onRestoreVersion?.(mine.base_version);
    },
    discard() {
      setDecided(true);
      void deleteDraft(kind, recordKey).catch(() => undefined);
    },
    savedAt,
    failed,
    async clear() {
      clearTimeout(timer.current);
      setDecided(true);
      setSavedAt(null);
      // an autosave still on its way would land after the removal and bring the draft back
      await inflight.current;
      await deleteDraft(kind, recordKey).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: staffDraftQueries.state(kind, recordKey).queryKey });
    },
  };
}
