import { z } from 'zod';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import type { StaffDraftKind, StaffDraftPut } from '../../schemas/staff-draft.schema';
import { api, type MutationOptions } from './http-client';

/** `PUT /api/staff/drafts/{kind}/{key}`: the autosave. */
export async function putDraft(kind: StaffDraftKind, key: string, draft: StaffDraftPut, opts: MutationOptions = {}) {
  await api.put(staffEndpoints.staffDraft(kind, key), z.null(), { body: draft, signal: opts.signal });
}

/** `DELETE /api/staff/drafts/{kind}/{key}`: after a save, or when the editor throws the draft away. */
export async function deleteDraft(kind: StaffDraftKind, key: string) {
  await api.delete(staffEndpoints.staffDraft(kind, key), z.null());
}
