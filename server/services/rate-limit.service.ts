import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/tables/rate-limit.table';
import { TooManyRequestsError } from '../domain/domain-errors';

export interface RateLimitRule {
  /** what is counted, e.g. `sso.signIn:ip+email:1.2.3.4|a@b.tw` */
  key: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The attempts each entry point allows. Per IP + account for guessing one account's password,
 * per IP alone for spraying many accounts from one place.
 */
export const RATE_LIMITS = {
  signIn: { perAccount: { limit: 10, windowSeconds: 15 * 60 }, perIp: { limit: 100, windowSeconds: 15 * 60 } },
  register: { perAccount: { limit: 5, windowSeconds: 60 * 60 }, perIp: { limit: 20, windowSeconds: 60 * 60 } },
  passwordReset: { perAccount: { limit: 3, windowSeconds: 15 * 60 }, perIp: { limit: 30, windowSeconds: 15 * 60 } },
  newPassword: { perAccount: { limit: 10, windowSeconds: 15 * 60 }, perIp: { limit: 30, windowSeconds: 15 * 60 } },
  login: { perAccount: { limit: 20, windowSeconds: 5 * 60 }, perIp: { limit: 200, windowSeconds: 5 * 60 } },
  // each subscription mails someone: keep one place from mailing many addresses
  subscribe: { perAccount: { limit: 5, windowSeconds: 60 * 60 }, perIp: { limit: 30, windowSeconds: 60 * 60 } },
} as const satisfies Record<string, Record<'perAccount' | 'perIp', Omit<RateLimitRule, 'key'>>>;

export type RateLimitAction = keyof typeof RATE_LIMITS;

/** The two counters of one attempt: per IP + account (email, outer_id, reset token) and per IP. */
export function rulesFor(action: RateLimitAction, ip: string, account: string): RateLimitRule[] {
  const { perAccount, perIp } = RATE_LIMITS[action];
  return [
    { key: `${action}:ip+account:${ip}|${account}`, ...perAccount },
    { key: `${action}:ip:${ip}`, ...perIp },
  ];
}

/**
 * Counts one attempt against each rule (fixed windows, counted in one atomic upsert each, with the
 * database's clock so that every app server agrees). Every rule is counted even when an earlier
 * one already refuses, so hammering does not get cheaper once blocked.
 */
export async function hitRateLimits(db: Db, rules: RateLimitRule[]): Promise<RateLimitVerdict> {
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const window = sql`make_interval(secs => ${rule.windowSeconds})`;
    const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key: rule.key, windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
      });
    if (row && row.hits > rule.limit) retryAfterSeconds = Math.max(retryAfterSeconds, row.retryAfter, 1);
  }
  // Old windows are dead weight: sweep them now and then rather than on every attempt.
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
}

/** `hitRateLimits` for the JSON API: a refusal is thrown (429 with `Retry-After`). */
export async function enforceRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  const verdict = await hitRateLimits(db, rules);
  if (!verdict.allowed) {
    throw new TooManyRequestsError(RATE_LIMIT_MESSAGE(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
  }
}

/** A success forgives the failed attempts on that account (the per-IP counter stays). */
export async function clearRateLimit(db: Db, rule: RateLimitRule): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, rule.key));
}

export const RATE_LIMIT_MESSAGE = (retryAfterSeconds: number) =>
  `嘗試次數過多，請於 ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} 分鐘後再試。`;
