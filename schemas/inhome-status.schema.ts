import { z } from 'zod';
import { parseDateString } from './date-string.schema';
import { plainText } from './plain-text.schema';
import { versionSchema } from './publication.schema';
import { taipeiToday } from './taipei-date';

/**
 * An in-home request's life cycle (issue 28 item 1): the server's machine
 * (server/domain/inhome-lifecycle.machine.ts) says which moves are allowed; these are the states'
 * names and what a member reads about each. A visit is rescheduled by scheduling it again.
 */
export const INHOME_STATUSES = ['received', 'scheduled', 'completed', 'cancelled'] as const;
export const InhomeStatusSchema = z.enum(INHOME_STATUSES, { error: '請選擇正確的到府服務狀態。' });
export type InhomeStatus = z.infer<typeof InhomeStatusSchema>;

export const INHOME_STATUS_LABELS: Record<InhomeStatus, string> = {
  received: '已受理',
  scheduled: '已排定到府',
  completed: '已完成',
  cancelled: '已取消',
};

export const INHOME_STATUS_DESCRIPTIONS: Record<InhomeStatus, string> = {
  received: '我們已收到您的申請，服務人員將與您聯繫，確認到府時間。',
  scheduled: '服務人員將於排定的時間到府服務，如需更改請與客服聯繫。',
  completed: '到府服務已完成，感謝您的耐心等候。',
  cancelled: '此到府服務申請已取消，如有疑問請聯絡客服。',
};

/** The visit staff set: a Taipei day and a window of time on it (`HH:mm`, the end after the start). */
export interface InhomeVisit {
  date: string;
  start: string;
  end: string;
}

/** `2026-12-03 14:00–16:00`, as the record, the console and the mail show a visit. */
export const visitText = (visit: InhomeVisit) => `${visit.date} ${visit.start}–${visit.end}`;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const time = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `請輸入${label}。` })
      .trim()
      .regex(TIME, `${label}請以 24 小時制填寫（例如 14:00）。`)
      .optional(),
  );

/**
 * `POST /api/staff/inhome-requests/{id}/move`: the status staff name, from the `version` they saw
 * (a stale or second decision is 409); a visit (day and window) to schedule or reschedule it, and
 * the note the member reads with the move (the reason, to cancel it). Whether a move needs the
 * visit or the note is the machine's to say; the fields' own form is checked here.
 */
export const InhomeStatusChangeSchema = z
  .object({
    status: InhomeStatusSchema,
    version: versionSchema,
    visit_date: z.preprocess(
      blankToUndefined,
      z
        .string({ error: '請輸入到府日期。' })
        .transform((value, ctx) => {
          const date = parseDateString(value);
          if (date === null) ctx.addIssue({ code: 'custom', message: '請輸入正確的日期（YYYY-MM-DD）。' });
          else if (date < taipeiToday()) ctx.addIssue({ code: 'custom', message: '到府日期不可早於今天。' });
          return date ?? z.NEVER;
        })
        .optional(),
    ),
    visit_start: time('到府時段開始時間'),
    visit_end: time('到府時段結束時間'),
    /** staff's words to the member with this move (the record and the mail show them) */
    note: z.preprocess(
      blankToUndefined,
      plainText({ message: '給會員的說明格式不正確。' }, { multiline: true })
        .trim()
        .max(500, '給會員的說明最多 500 個字。')
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.visit_start && v.visit_end && v.visit_end <= v.visit_start)
      ctx.addIssue({ code: 'custom', path: ['visit_end'], message: '結束時間須晚於開始時間。' });
  });
export type InhomeStatusChange = z.output<typeof InhomeStatusChangeSchema>;
export type InhomeStatusChangeInput = z.input<typeof InhomeStatusChangeSchema>;
