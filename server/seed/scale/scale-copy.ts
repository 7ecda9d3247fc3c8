/**
 * How copy `k` (2..N; copy 1 is the demo itself) of a demo record differs from it: an id after
 * every earlier copy's, a suffix that keeps unique names unique, and dates moved back so that
 * the copies spread over the past instead of piling on the demo's days.
 */
export interface ScaleCopy {
  /** 2..N */
  k: number;
}

const DAY_MS = 86_400_000;

/** `stride` is the demo's largest id: copy k's ids sit in ((k-1)·stride, k·stride]. */
export const copiedId = (id: number, stride: number, k: number) => id + (k - 1) * stride;

/** `cast-iron-first-use` → `cast-iron-first-use-2`: still a slug, unique per copy. */
export const copiedSlug = (slug: string, k: number) => `${slug}-${k}`;

/** A title a reader can tell apart from the demo's: `鑄鐵鍋開鍋（第 2 篇）`-like suffixes. */
export const copiedTitle = (title: string, k: number, unit: string) => `${title}（${unit} ${k}）`;

/** Copy k lies `k-1` steps of `days` before the demo. */
export const movedBack = (at: Date, k: number, days: number) => new Date(at.getTime() - (k - 1) * days * DAY_MS);
