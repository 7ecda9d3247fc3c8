import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import { mergeSteps } from './flow-steps';
import { captchaAnswerSchema, pickedId } from './service-fields.schema';

/**
 * The waiting list of a full event session (issue 20 item 8), two steps: the session and the
 * number of seats, then the review with the captcha. The session's purchase limit is the server's
 * to check (a 422 on `seats`); the step refuses what no session allows.
 */
export const WAITLIST_MAX_SEATS = 20;

export const WaitlistSessionStep = z.object({
  session_id: pickedId('場次'),
  seats: z.coerce
    .number({ message: '請選擇候補張數。' })
    .int('請選擇候補張數。')
    .min(1, '請選擇候補張數。')
    .max(WAITLIST_MAX_SEATS, '請選擇候補張數。'),
});

export const WaitlistConfirmStep = z.object({ google_recaptcha_token: captchaAnswerSchema });

export const WAITLIST_STEPS = { session: WaitlistSessionStep, confirm: WaitlistConfirmStep } as const;
export type WaitlistSteps = typeof WAITLIST_STEPS;

/** `POST /api/user/waitlist`. */
export const WaitlistSubmissionSchema = mergeSteps(WAITLIST_STEPS);
export type WaitlistSubmission = z.output<typeof WaitlistSubmissionSchema>;
export type WaitlistSessionInput = z.input<typeof WaitlistSessionStep>;

/** One entry of the member's: where they stand, and until when seats are held for them. */
export const WaitlistEntrySchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  session_id: z.number().int(),
  session_subject: z.string(),
  session_started_at: z.string(),
  session_ended_at: z.string(),
  seats: z.number().int(),
  /** 1 = first in line (by join time) */
  position: z.number().int(),
  /** set while seats are held for the member: sign up before then */
  held_until: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
export const WaitlistEntryResponse = dataEnvelope(WaitlistEntrySchema);
export const WaitlistEntriesResponse = z.object({ data: z.array(WaitlistEntrySchema) });
/** `POST /api/user/waitlist/{id}/leave`. */
export const WaitlistLeftResponse = dataEnvelope(z.object({ id: z.number().int() }));

/** The calls' paths after `/api`, spelled once for the client (the server mounts them under /user). */
export const waitlistEndpoints = {
  mine: () => '/user/waitlist',
  leave: (id: number) => `/user/waitlist/${id}/leave`,
};
