import { type Context, Hono } from 'hono';
import { SubscribeEventInputSchema, SubscribeTopicInputSchema } from '../../schemas/subscribe.schema';
import type { AppEnv } from '../app-env';
import { TooManyRequestsError } from '../domain/domain-errors';
import { validate } from '../http/validate';
import { hitRateLimits, RATE_LIMIT_MESSAGE, rulesFor } from '../services/rate-limit.service';
import { subscribeEventNews, subscribeTopic, unsubscribe } from '../services/subscriptions.service';
import { clientIp, siteOrigin } from './request-info';
import { unsubscribePage } from './unsubscribe-page';

/** Each subscription mails an address: counted per IP + address and per IP, as sign-ins are. */
async function limitSubscribing(c: Context<AppEnv>, email: string) {
  const verdict = await hitRateLimits(c.var.deps.db, rulesFor('subscribe', clientIp(c), email));
  if (!verdict.allowed)
    throw new TooManyRequestsError(RATE_LIMIT_MESSAGE(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
}

/** SPEC §7 `POST /submit_subscribe_topic` and `/submit_subscribe_event` (under /api). */
export function subscriptionRoutes() {
  return new Hono<AppEnv>()
    .post('/submit_subscribe_topic', validate('json', SubscribeTopicInputSchema), async (c) => {
      const input = c.req.valid('json');
      await limitSubscribing(c, input.email);
      return c.json({ data: await subscribeTopic(c.var.deps, input, { origin: siteOrigin(c) }) });
    })
    .post('/submit_subscribe_event', validate('json', SubscribeEventInputSchema), async (c) => {
      const input = c.req.valid('json');
      await limitSubscribing(c, input.email);
      return c.json({ data: await subscribeEventNews(c.var.deps, input, { origin: siteOrigin(c) }) });
    });
}

/**
 * `/unsubscribe?token=…`, the link in every subscription mail: a page of its own (no SPA, no
 * script). GET for a person clicking; POST for mail programs' one-click button (RFC 8058).
 */
export function unsubscribeRoutes() {
  const answer = async (c: Context<AppEnv>) => {
    const removed = await unsubscribe(c.var.deps.db, c.req.query('token') ?? '');
    c.header('Cache-Control', 'no-store');
    return c.html(unsubscribePage(removed));
  };
  return new Hono<AppEnv>().get('/unsubscribe', answer).post('/unsubscribe', answer);
}
