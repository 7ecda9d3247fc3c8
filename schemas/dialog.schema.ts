import { z } from 'zod';

/** SPEC §3 "Global UI state": the options of the one global dialog, with the SPEC's defaults. */
export const DIALOG_TYPES = ['success', 'warning', 'error', 'info'] as const;
export const DialogTypeSchema = z.enum(DIALOG_TYPES);
export type DialogType = z.infer<typeof DialogTypeSchema>;

export const DialogOptionsSchema = z.object({
  title: z.string().default('提示'),
  message: z.string().default(''),
  /** true when `message` is trusted HTML (already sanitised by whoever opens the dialog) */
  html: z.boolean().default(false),
  type: DialogTypeSchema.default('success'),
  eventType: z.string().min(1).default('tips'),
  confirmButtonText: z.string().min(1).default('確認'),
  showCancelButton: z.boolean().default(false),
  cancelButtonText: z.string().min(1).default('取消'),
  // SPEC §4: "needLogin is true only when explicitly set" — anything but the boolean `true`
  // (a missing key, 'true', 1 from a loosely typed caller) means no sign-in redirect.
  needLogin: z.boolean().default(false).catch(false),
  /** sign-in banner id (SPEC §2 guard 3) used when needLogin; the app falls back to the route's */
  banner: z.number().int().positive().optional(),
  /**
   * where the member lands after signing in when needLogin (a path of this site, e.g. the form the
   * guest asked for); the current page when absent
   */
  returnTo: z
    .string()
    .regex(/^\/(?![/\\])/)
    .optional(),
  /**
   * Key of a close check the app registered (context stays serialisable, so no callback here);
   * the app's `beforeClose` actor receives it and decides whether the dialog may close.
   */
  beforeCloseKey: z.string().min(1).optional(),
});

/** What the app passes to `dialog.open` (every field optional). */
export type DialogOptionsInput = z.input<typeof DialogOptionsSchema>;
/** The options with defaults applied, as the machine keeps them. */
export type DialogOptions = z.output<typeof DialogOptionsSchema>;
