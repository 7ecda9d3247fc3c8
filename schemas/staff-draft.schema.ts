import { z } from 'zod';
import type { StaffRole } from './staff-role.schema';

/**
 * Drafts of the console's edit forms, kept on the server as the editor types (STAFF.md "Editing"):
 * one per record, kind and person, so an editor's work survives a closed tab or another computer,
 * and the next person opening the record sees who has unsaved changes in it.
 */

/** The records a draft can belong to, and the role their editing takes (the API checks the same). */
export const STAFF_DRAFT_ROLES = {
  article: 'editor',
  recipe: 'editor',
  brand: 'editor',
  location: 'editor',
  'product-info': 'editor',
  'product-model': 'editor',
  'home-banner': 'editor',
  'home-block': 'editor',
  'page-block': 'editor',
  legal: 'editor',
} as const satisfies Record<string, StaffRole>;

export type StaffDraftKind = keyof typeof STAFF_DRAFT_ROLES;
export const STAFF_DRAFT_KINDS = Object.keys(STAFF_DRAFT_ROLES) as [StaffDraftKind, ...StaffDraftKind[]];

/** a form's values as JSON: a form of the console is far below this */
export const STAFF_DRAFT_MAX_BYTES = 512 * 1024;
/** a draft nobody has touched for this long is no longer shown, nor kept */
export const STAFF_DRAFT_DAYS = 14;

export const STAFF_DRAFT_MESSAGES = {
  kind: '沒有這種草稿。',
  key: '草稿的項目編號不正確。',
  data: '草稿內容必須是表單的欄位。',
  tooLarge: `草稿內容超過 ${STAFF_DRAFT_MAX_BYTES / 1024} KB，無法自動儲存。`,
  baseVersion: '草稿缺少所依據的版本編號。',
} as const;

export const StaffDraftParamSchema = z.object({
  kind: z.enum(STAFF_DRAFT_KINDS, { error: STAFF_DRAFT_MESSAGES.kind }),
  /** a record's id (or key: home blocks are named), `new` for one not saved yet */
  key: z.string({ error: STAFF_DRAFT_MESSAGES.key }).regex(/^[a-z0-9_-]{1,64}$/, { error: STAFF_DRAFT_MESSAGES.key }),
});

export const StaffDraftPutSchema = z.object({
  data: z
    .record(z.string(), z.unknown(), { error: STAFF_DRAFT_MESSAGES.data })
    .refine((data) => JSON.stringify(data).length <= STAFF_DRAFT_MAX_BYTES, { error: STAFF_DRAFT_MESSAGES.tooLarge }),
  /** the record's version the editor started from (0: a record not saved yet) */
  base_version: z.coerce
    .number({ error: STAFF_DRAFT_MESSAGES.baseVersion })
    .int({ error: STAFF_DRAFT_MESSAGES.baseVersion })
    .min(0, { error: STAFF_DRAFT_MESSAGES.baseVersion })
    .max(2_147_483_647, { error: STAFF_DRAFT_MESSAGES.baseVersion }),
});
export type StaffDraftPut = z.infer<typeof StaffDraftPutSchema>;

export const StaffOwnDraftSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  base_version: z.number().int(),
  updated_at: z.string(),
});
export type StaffOwnDraft = z.infer<typeof StaffOwnDraftSchema>;

export const StaffOthersDraftSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  base_version: z.number().int(),
  updated_at: z.string(),
});
export type StaffOthersDraft = z.infer<typeof StaffOthersDraftSchema>;

/** GET /api/staff/drafts/{kind}/{key}: the caller's own draft, and who else has one */
export const StaffDraftStateSchema = z.object({
  mine: StaffOwnDraftSchema.nullable(),
  others: z.array(StaffOthersDraftSchema),
});
export type StaffDraftState = z.infer<typeof StaffDraftStateSchema>;
