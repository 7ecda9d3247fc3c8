import type { Context } from 'hono';
import { RATE_LIMIT_MESSAGE } from '../services/rate-limit.service';

/** 429 with `Retry-After` (seconds) and a zh-TW message, as the API answers every refusal. */
export function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ message: RATE_LIMIT_MESSAGE(retryAfterSeconds) }, 429);
}
