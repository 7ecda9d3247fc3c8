import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/tables/rate-limit.table';
import { TooManyRequestsError } from '../domain/domain-errors';
import { groupCommit } from './group-commit';

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

const HOUR = 60 * 60;
const MEMBER_FORM = { member: { limit: 20, windowSeconds: HOUR }, ip: { limit: 100, windowSeconds: HOUR } } as const;

/**
 * The forms that write a record (and mail or notify someone), counted in the transaction that
 * writes the submission: a refused one (a field, the captcha, a sold-out seat) rolls its count back
 * with everything else, so a person correcting a field is never held back, and the counter rows are
 * the database's, shared by every app server. Far above what one member sends in an hour (a
 * family registering its appliances, tickets for a few events), far below what a script sends;
 * per address too, so that many accounts at one address do not multiply it. The contact form mails
 * an acknowledgement to the address its sender types: per address, and per recipient whatever
 * address it comes from, so nobody can use it to mail strangers.
 */
export const SUBMISSION_LIMITS = {
  contact: { ip: { limit: 10, windowSeconds: HOUR }, recipient: { limit: 5, windowSeconds: HOUR } },
  eventOrder: MEMBER_FORM,
  giftClaim: MEMBER_FORM,
  inhome: MEMBER_FORM,
  warranty: MEMBER_FORM,
  repair: MEMBER_FORM,
} as const satisfies Record<string, Partial<Record<'ip' | 'member' | 'recipient', Omit<RateLimitRule, 'key'>>>>;

export type SubmissionForm = keyof typeof SUBMISSION_LIMITS;

/**
 * Flow insight reports (`POST /api/flow_events`, docs/decisions/flow-insight.md), per address: a
 * member's tab sends a batch per step or two, so one a second on average over five minutes is far
 * above any person and far below a script filling the table.
 */
export const FLOW_EVENTS_LIMIT = { limit: 300, windowSeconds: 5 * 60 } as const;

export const flowEventsRule = (ip: string): RateLimitRule => ({ key: `flowEvents:ip:${ip}`, ...FLOW_EVENTS_LIMIT });

/**
 * The flow insight counter of many requests in one upsert (group commit, server/services/group-commit.ts):
 * the same fixed windows and rows as `hitRateLimits`, each request told its own place in its
 * address's count, so the 301st of a window is refused whether it came alone or with others.
 */
const hitFlowEventsGrouped = groupCommit<string, RateLimitVerdict>(async (db, keys) => {
  const perKey = new Map<string, number>();
  for (const key of keys) perKey.set(key, (perKey.get(key) ?? 0) + 1);
  const { limit, windowSeconds } = FLOW_EVENTS_LIMIT;
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
  const rows = await db
    .insert(rateLimits)
    .values([...perKey].map(([key, hits]) => ({ key, windowStart: sql`now()`, hits })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN excluded.hits ELSE ${rateLimits.hits} + excluded.hits END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({
      key: rateLimits.key,
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
    });
  const after = new Map(rows.map((r) => [r.key, r]));
  // each key's requests in arrival order: the first of them had the count before the group plus one
  const seen = new Map<string, number>();
  return keys.map((key): RateLimitVerdict => {
    const row = after.get(key);
    const place = (seen.get(key) ?? 0) + 1;
    seen.set(key, place);
    const hits = (row?.hits ?? 0) - (perKey.get(key) ?? 0) + place;
    return row && hits > limit ? { allowed: false, retryAfterSeconds: Math.max(row.retryAfter, 1) } : { allowed: true };
  });
}, 500);

/** One flow insight batch counted against its address (429 with `Retry-After` past the limit). */
export async function limitFlowEvents(db: Db, ip: string): Promise<void> {
  const verdict = await hitFlowEventsGrouped(db, flowEventsRule(ip).key);
  if (!verdict.allowed) {
    throw new TooManyRequestsError(RATE_LIMIT_MESSAGE(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
  }
}

/** A service's deps for a counted form: where the submission comes from. */
export interface SenderAddress {
  /** the sender's address (server/routes/request-info.ts clientIp) */
  clientIp: string;
}

/** Who a submission is counted against, by each of its form's limits: `{ ip, member }`, `{ ip, recipient }`. */
export type Submitter<F extends SubmissionForm> = Record<keyof (typeof SUBMISSION_LIMITS)[F], string | number>;

/** The counters one submission of `form` by `who` goes into: `repair:member:12`, `contact:recipient:a@b.tw`. */
export function submissionRules<F extends SubmissionForm>(form: F, who: Submitter<F>): RateLimitRule[] {
  const limits: Record<string, Omit<RateLimitRule, 'key'>> = SUBMISSION_LIMITS[form];
  const counted = who as Record<string, string | number>;
  return Object.entries(limits).map(([scope, rule]) => ({ key: `${form}:${scope}:${counted[scope]}`, ...rule }));
}

/** Counts one submission of `form` (429 with `Retry-After` past any of its limits). */
export async function limitSubmission<F extends SubmissionForm>(db: Db, form: F, who: Submitter<F>): Promise<void> {
  await enforceRateLimits(db, submissionRules(form, who), SUBMISSION_LIMIT_MESSAGE);
}

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
export async function enforceRateLimits(
  db: Db,
  rules: RateLimitRule[],
  message: (retryAfterSeconds: number) => string = RATE_LIMIT_MESSAGE,
): Promise<void> {
  const verdict = await hitRateLimits(db, rules);
  if (!verdict.allowed) {
    throw new TooManyRequestsError(message(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
  }
}

/** A success forgives the failed attempts on that account (the per-IP counter stays). */
export async function clearRateLimit(db: Db, rule: RateLimitRule): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, rule.key));
}

const minutes = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

export const RATE_LIMIT_MESSAGE = (retryAfterSeconds: number) =>
  `嘗試次數過多，請於 ${minutes(retryAfterSeconds)} 分鐘後再試。`;

/** A form sent too often: nothing was written or mailed, and what was typed is still on the page. */
export const SUBMISSION_LIMIT_MESSAGE = (retryAfterSeconds: number) =>
  `送出次數過多，請於 ${minutes(retryAfterSeconds)} 分鐘後再試。`;
