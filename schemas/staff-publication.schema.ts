import { z } from 'zod';
import {
  MAX_SCHEDULE_DAYS,
  PUBLICATION_STATES,
  type PublicationMove,
  type PublicationState,
} from './publication.schema';

/**
 * The console's publication task (machines/staff-publication.machine.ts): step 1 says what
 * happens (publish now, schedule at a Taipei time, take down, back to draft), step 2 confirms it.
 * The time is typed as the page's `datetime-local` gives it, `YYYY-MM-DDTHH:mm` on Taipei's clock.
 */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A Taipei wall-clock time as an instant, or null when it names no real time. */
export function taipeiLocalToIso(local: string): string | null {
  const m = LOCAL_TIME.exec(local);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00+08:00`;
  const at = new Date(iso);
  // 2026-02-30 rolls over in Date: compare the fields back
  const back = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
  return back === local ? iso : null;
}

export const PublicationWhenSchema = z
  .object({
    to: z.enum(PUBLICATION_STATES, { error: '請選擇發布方式。' }),
    publish_at_local: z.string().max(16).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to !== 'scheduled') return;
    const iso = v.publish_at_local ? taipeiLocalToIso(v.publish_at_local) : null;
    const at = iso ? Date.parse(iso) : Number.NaN;
    const message = !v.publish_at_local
      ? '請選擇發布時間。'
      : !iso
        ? '請輸入正確的發布時間。'
        : at <= Date.now()
          ? '發布時間必須晚於現在。'
          : at >= Date.now() + MAX_SCHEDULE_DAYS * 86_400_000
            ? `發布時間最多只能排在 ${MAX_SCHEDULE_DAYS} 天內。`
            : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['publish_at_local'], message });
  });

/** The review's own step: nothing to fill, its button confirms. */
export const PublicationConfirmSchema = z.object({});

export const PUBLICATION_TASK_STEPS = { when: PublicationWhenSchema, confirm: PublicationConfirmSchema } as const;
export type PublicationTaskSteps = typeof PUBLICATION_TASK_STEPS;

export const PUBLICATION_MOVE_LABELS: Record<PublicationState, string> = {
  published: '立即發布',
  scheduled: '排程發布',
  unpublished: '下架',
  draft: '改回草稿',
};

/** The task's steps as the API's move (schemas/publication.schema.ts), from the version the editor has. */
export function publicationMoveOf(when: z.output<typeof PublicationWhenSchema>, version: number): PublicationMove {
  if (when.to === 'scheduled') {
    return { to: 'scheduled', version, publish_at: taipeiLocalToIso(when.publish_at_local ?? '') ?? '' };
  }
  return { to: when.to, version };
}
