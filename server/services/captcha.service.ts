import { createHmac, randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-env';
import type { Db } from '../db/client';
import { captchaKeys } from '../db/tables/captcha-key.table';
import { captchaSolutions } from '../db/tables/captcha-solution.table';
import { InvalidInputError } from '../domain/domain-errors';

/** SPEC §3: the forms send the captcha's answer in this field, whatever the captcha is. */
export const CAPTCHA_FIELD = 'google_recaptcha_token';

export const CAPTCHA_MESSAGES = {
  missing: '請完成驗證。',
  wrong: '驗證失敗，請重新驗證。',
  expired: '驗證已逾時，請重新驗證。',
  reused: '此驗證已使用過，請重新驗證。',
} as const;

/** Long enough to fill in a form after solving, short enough that a stock of solutions goes stale. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;

/**
 * Plain SHA-256 (cost 1): the browser's Web Crypto does it natively, so the work scales with
 * CAPTCHA_MAX_NUMBER alone and the widget needs no extra worker.
 */
const ALGORITHM = 'SHA-256';

/** An altcha payload is about 700 characters and a reCAPTCHA token about 2,000. */
const MAX_TOKEN_LENGTH = 8192;

export interface CaptchaDeps {
  db: Db;
  env: Pick<AppDeps['env'], 'CAPTCHA_HMAC_KEY' | 'CAPTCHA_MAX_NUMBER' | 'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL'>;
  /** the reCAPTCHA check's HTTP client (default: the global fetch) */
  fetch?: typeof fetch;
}

const refuse = (message: string) => InvalidInputError.on(CAPTCHA_FIELD, message);

// ---- keys

interface CaptchaKeys {
  /** signs the challenge's parameters */
  challenge: string;
  /** signs the key the solver must find, so a solution verifies without hashing again */
  solution: string;
}

// One lookup per database and process: the stored key never changes.
const storedKeys = new WeakMap<Db, Promise<string>>();

/** CAPTCHA_HMAC_KEY, or the key in the database (made by whichever app server asks first). */
async function captchaKeysOf(deps: CaptchaDeps): Promise<CaptchaKeys> {
  const key = deps.env.CAPTCHA_HMAC_KEY ?? (await storedKey(deps.db));
  return { challenge: key, solution: createHmac('sha256', key).update('captcha solution key').digest('hex') };
}

function storedKey(db: Db): Promise<string> {
  let pending = storedKeys.get(db);
  if (!pending) {
    pending = loadOrCreateKey(db);
    // a failed lookup (database down) is tried again next time, not remembered
    pending.catch(() => storedKeys.delete(db));
    storedKeys.set(db, pending);
  }
  return pending;
}

async function loadOrCreateKey(db: Db): Promise<string> {
  // two servers starting together both insert; the first row wins and both read it back
  await db
    .insert(captchaKeys)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: captchaKeys.secret }).from(captchaKeys).where(eq(captchaKeys.id, 1));
  if (!row) throw new Error('no captcha key could be stored');
  return row.secret;
}

// ---- challenges

/**
 * A signed proof-of-work challenge for the altcha widget (`GET /api/captcha/challenge`). The
 * solver must find a counter between 1 and CAPTCHA_MAX_NUMBER: on average half as many hashes.
 */
export async function createCaptchaChallenge(deps: CaptchaDeps, options: { now?: Date } = {}): Promise<Challenge> {
  const keys = await captchaKeysOf(deps);
  const now = options.now ?? new Date();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(deps.env.CAPTCHA_MAX_NUMBER),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.solution,
  });
}

/** What the widget sends: base64 of `{ challenge: { parameters, signature }, solution }`. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

type Payload = z.infer<typeof PayloadSchema>;

function parsePayload(token: string): Payload | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = PayloadSchema.safeParse(json);
    // the signature covers the parameters as sent: hand the library the very object received
    return parsed.success ? (json as Payload) : null;
  } catch {
    return null;
  }
}

// ---- verification

/**
 * Checks a form's captcha answer and spends it: throws InvalidInputError on
 * `google_recaptcha_token` when it is missing, wrong, expired or already used. With
 * RECAPTCHA_SECRET set, Google's siteverify judges the token instead.
 */
export async function verifyCaptcha(deps: CaptchaDeps, token: string | undefined | null): Promise<void> {
  if (!token?.trim()) throw refuse(CAPTCHA_MESSAGES.missing);
  if (token.length > MAX_TOKEN_LENGTH) throw refuse(CAPTCHA_MESSAGES.wrong);
  if (deps.env.RECAPTCHA_SECRET) return verifyWithRecaptcha(deps, deps.env.RECAPTCHA_SECRET, token);

  const payload = parsePayload(token.trim());
  if (!payload) throw refuse(CAPTCHA_MESSAGES.wrong);
  const keys = await captchaKeysOf(deps);
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.solution,
    });
  } catch {
    // the library throws on values it cannot even compare (a key of the wrong length...)
    throw refuse(CAPTCHA_MESSAGES.wrong);
  }
  if (result.expired) throw refuse(CAPTCHA_MESSAGES.expired);
  if (!result.verified) throw refuse(CAPTCHA_MESSAGES.wrong);
  await spendSolution(deps.db, payload);
}

/** Records the solution as used, in one statement, so two requests racing with it cannot both pass. */
async function spendSolution(db: Db, payload: Payload): Promise<void> {
  const inserted = await db
    .insert(captchaSolutions)
    .values({
      signature: payload.challenge.signature,
      expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000),
    })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  if (inserted.length === 0) throw refuse(CAPTCHA_MESSAGES.reused);
  // an expired challenge is refused before it gets here: its row is no longer needed
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
}

const SiteverifySchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

/** https://developers.google.com/recaptcha/docs/verify */
async function verifyWithRecaptcha(deps: CaptchaDeps, secret: string, token: string): Promise<void> {
  const res = await (deps.fetch ?? fetch)(deps.env.RECAPTCHA_VERIFY_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  // Google down or our secret refused: the visitor can do nothing about it, so it is our error
  if (!res.ok) throw new Error(`reCAPTCHA siteverify answered HTTP ${res.status}`);
  const answer = SiteverifySchema.parse(await res.json());
  if (answer.success) return;
  const codes = answer['error-codes'] ?? [];
  if (codes.some((code) => code.includes('secret')))
    throw new Error(`reCAPTCHA refused our secret: ${codes.join(', ')}`);
  if (codes.includes('missing-input-response')) throw refuse(CAPTCHA_MESSAGES.missing);
  // Google says "too old or used before" in one code: both mean "verify again"
  if (codes.includes('timeout-or-duplicate')) throw refuse(CAPTCHA_MESSAGES.expired);
  throw refuse(CAPTCHA_MESSAGES.wrong);
}
