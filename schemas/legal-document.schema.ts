import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';

/**
 * The versioned fixed pages a member agrees to (membership terms, privacy policy): the public
 * page shows the current published version; the console writes new versions and publishes them.
 */
export const LEGAL_KINDS = ['membership-terms', 'privacy-policy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const LegalKindSchema = z.enum(LEGAL_KINDS, { error: '請選擇文件種類。' });

export const LEGAL_KIND_LABELS: Record<LegalKind, string> = {
  'membership-terms': '會員條款',
  'privacy-policy': '隱私權政策',
};

export const LEGAL_BODY_MAX = 100_000;

export const LEGAL_MESSAGES = {
  version: '請輸入版本名稱（1 至 40 字）。',
  versionTaken: '這個版本名稱已經用過，請換一個。',
  body: '請輸入內容。',
  bodyTooLong: `內容最多 ${LEGAL_BODY_MAX.toLocaleString('en-US')} 字。`,
  notFound: '找不到這個版本。',
} as const;

/** The current version of a kind, as the public page renders it. */
export const LegalDocumentSchema = z.object({
  kind: LegalKindSchema,
  version: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
export const LegalDocumentResponse = dataEnvelope(LegalDocumentSchema);

/** One version as the console lists it: drafts and every published version (read-only once published). */
export const StaffLegalVersionSchema = z.object({
  id: z.number().int(),
  kind: LegalKindSchema,
  version: z.string(),
  body: z.string(),
  status: z.enum(['draft', 'published']),
  /** the version members agree to now: the latest published of its kind */
  current: z.boolean(),
  published_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type StaffLegalVersion = z.infer<typeof StaffLegalVersionSchema>;
export const StaffLegalListResponse = dataEnvelope(StaffLegalVersionSchema.array());
export const StaffLegalVersionResponse = dataEnvelope(StaffLegalVersionSchema);

export const StaffLegalQuerySchema = z.object({ kind: LegalKindSchema.optional() });

/** A new version (a draft): its kind, its name, its body from the rich-text editor. */
export const StaffLegalInputSchema = z.object({
  kind: LegalKindSchema,
  version: z
    .string({ error: LEGAL_MESSAGES.version })
    .trim()
    .min(1, { error: LEGAL_MESSAGES.version })
    .max(40, { error: LEGAL_MESSAGES.version }),
  body: z
    .string({ error: LEGAL_MESSAGES.body })
    .max(LEGAL_BODY_MAX, { error: LEGAL_MESSAGES.bodyTooLong })
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, { error: LEGAL_MESSAGES.body }),
});
export type StaffLegalInput = z.infer<typeof StaffLegalInputSchema>;
