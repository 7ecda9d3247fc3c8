import { z } from 'zod';

/**
 * Every piece of content staff publish (issue 24 item 3) is in one of these states. Only
 * `published` shows on the public site; `scheduled` goes live by itself at `publish_at` (a sweep
 * on the server, not a page view); `unpublished` was live and was taken down.
 */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: '草稿',
  scheduled: '已排程',
  published: '已發布',
  unpublished: '已下架',
};

/**
 * The moves the console offers from each state, in the order it lists them. The server's life-cycle
 * machine (server/domain/publication-lifecycle.machine.ts) is the authority; a test holds this
 * table to it, so the offer and the rule cannot drift apart.
 */
export const PUBLICATION_MOVES: Record<PublicationState, readonly PublicationState[]> = {
  draft: ['published', 'scheduled'],
  scheduled: ['published', 'scheduled', 'draft'],
  published: ['unpublished'],
  unpublished: ['published', 'scheduled', 'draft'],
};

export const PublicationStateSchema = z.enum(PUBLICATION_STATES, { error: '請選擇正確的發布狀態。' });

/** The version a staff form started from: a save from an older one is refused (409), not applied. */
export const versionSchema = z.coerce
  .number({ error: '缺少版本編號，請重新整理頁面。' })
  .int({ error: '缺少版本編號，請重新整理頁面。' })
  .min(1, { error: '缺少版本編號，請重新整理頁面。' })
  .max(2_147_483_647, { error: '缺少版本編號，請重新整理頁面。' });

/** How far ahead a publication may be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

/**
 * `POST /api/staff/<kind>/{id}/publication`: move a record to another state. A schedule names its
 * time as an ISO 8601 instant with its offset (the console sends Taipei time, `+08:00`).
 */
export const PublicationMoveSchema = z.discriminatedUnion(
  'to',
  [
    z.object({ to: z.literal('published'), version: versionSchema }),
    z.object({
      to: z.literal('scheduled'),
      version: versionSchema,
      publish_at: z.iso
        .datetime({ offset: true, error: '請輸入正確的發布時間。' })
        .refine((at) => Date.parse(at) > Date.now(), { error: '發布時間必須晚於現在。' })
        .refine((at) => Date.parse(at) < Date.now() + MAX_SCHEDULE_DAYS * 86_400_000, {
          error: `發布時間最多只能排在 ${MAX_SCHEDULE_DAYS} 天內。`,
        }),
    }),
    z.object({ to: z.literal('unpublished'), version: versionSchema }),
    z.object({ to: z.literal('draft'), version: versionSchema }),
  ],
  { error: '請選擇正確的發布狀態。' },
);
export type PublicationMove = z.infer<typeof PublicationMoveSchema>;

/** What every staff record of published content carries besides its own fields. */
export const PublicationFieldsSchema = z.object({
  status: PublicationStateSchema,
  /** when it went (or goes) live; null for a draft never published */
  published_at: z.string().nullable(),
  /** the scheduled time, while scheduled */
  publish_at: z.string().nullable(),
  version: z.number(),
  updated_at: z.string(),
});
export type PublicationFields = z.infer<typeof PublicationFieldsSchema>;
