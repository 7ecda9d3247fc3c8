import { eq, inArray, or } from 'drizzle-orm';
import type { SubscribeEventInput, SubscribeTopicInput, Subscription } from '../../schemas/subscribe.schema';
import type { AppDeps } from '../app-env';
import type { Db } from '../db/client';
import { subscribeTopics } from '../db/tables/subscribe-topic.table';
import { subscriptions } from '../db/tables/subscription.table';
import { unsubscribeTokens } from '../db/tables/unsubscribe-token.table';
import { ConflictError, InvalidInputError } from '../domain/domain-errors';
import type { MailMessage } from '../mail/mailer';
import { subscriptionConfirmationMail } from '../mail/subscription-mails';
import { newSecretToken, sha256Hex } from './secret-token';

export const SUBSCRIBE_MESSAGES = {
  unknownTopic: '找不到此訂閱主題。',
  alreadyTopic: (subject: string) => `此 Email 已訂閱「${subject}」。`,
  alreadyEvents: '此 Email 已訂閱活動消息。',
} as const;

/** What event news is called wherever a topic's name would stand. */
export const EVENT_NEWS_NAME = '活動消息';

export type SubscriptionDeps = Pick<AppDeps, 'db' | 'mailer' | 'log'>;

/** Where the unsubscribe link points: the site's public origin (PUBLIC_URL or the request's). */
export interface LinkContext {
  origin: string;
}

/** `POST /api/submit_subscribe_topic`: one address, one topic, once; a confirmation mail follows. */
export async function subscribeTopic(
  deps: SubscriptionDeps,
  input: SubscribeTopicInput,
  link: LinkContext,
): Promise<Subscription> {
  const [topic] = await deps.db
    .select({ id: subscribeTopics.id, subject: subscribeTopics.subject })
    .from(subscribeTopics)
    .where(eq(subscribeTopics.id, input.topic_id));
  if (!topic) throw InvalidInputError.on('topic_id', SUBSCRIBE_MESSAGES.unknownTopic);
  const token = await insertSubscription(deps.db, input.email, topic.id);
  if (!token) throw new ConflictError(SUBSCRIBE_MESSAGES.alreadyTopic(topic.subject));
  sendLater(deps, subscriptionConfirmationMail(input.email, topic.subject, unsubscribeUrl(link, token)));
  return { email: input.email, topic };
}

/** `POST /api/submit_subscribe_event`: event news, once per address; a confirmation mail follows. */
export async function subscribeEventNews(
  deps: SubscriptionDeps,
  input: SubscribeEventInput,
  link: LinkContext,
): Promise<Subscription> {
  const token = await insertSubscription(deps.db, input.email, null);
  if (!token) throw new ConflictError(SUBSCRIBE_MESSAGES.alreadyEvents);
  sendLater(deps, subscriptionConfirmationMail(input.email, EVENT_NEWS_NAME, unsubscribeUrl(link, token)));
  return { email: input.email, topic: null };
}

/**
 * One statement: the unique (email, topic_id) constraint decides, so two submits racing each
 * other store one subscription. Returns the unsubscribe token, or null when already subscribed.
 */
async function insertSubscription(db: Db, email: string, topicId: number | null): Promise<string | null> {
  const token = newSecretToken();
  const rows = await db
    .insert(subscriptions)
    .values({ email, topicId, tokenHash: sha256Hex(token) })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  return rows.length > 0 ? token : null;
}

/**
 * The unsubscribe link's work: removes its subscription and says what it was (the topic's name),
 * or null when the token names none (never issued, or already used: a second click is harmless).
 */
export async function unsubscribe(db: Db, token: string): Promise<{ name: string } | null> {
  if (!token || token.length > 200) return null;
  const hash = sha256Hex(token);
  // the subscription's own token, or one a later mail carried (issueUnsubscribeLink)
  const later = db
    .select({ id: unsubscribeTokens.subscriptionId })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.tokenHash, hash));
  const [removed] = await db
    .delete(subscriptions)
    .where(or(eq(subscriptions.tokenHash, hash), inArray(subscriptions.id, later)))
    .returning({ topicId: subscriptions.topicId });
  if (!removed) return null;
  if (removed.topicId === null) return { name: EVENT_NEWS_NAME };
  const [topic] = await db
    .select({ subject: subscribeTopics.subject })
    .from(subscribeTopics)
    .where(eq(subscribeTopics.id, removed.topicId));
  return { name: topic?.subject ?? '' };
}

/**
 * A new unsubscribe link of a subscription, for a mail sent long after it (a care reminder): its
 * token is kept hashed beside the subscription's own, and ends it the same way.
 */
export async function issueUnsubscribeLink(db: Db, subscriptionId: number, link: LinkContext): Promise<string> {
  const token = newSecretToken();
  await db.insert(unsubscribeTokens).values({ subscriptionId, tokenHash: sha256Hex(token) });
  return unsubscribeUrl(link, token);
}

const unsubscribeUrl = (link: LinkContext, token: string) =>
  `${link.origin}/unsubscribe?${new URLSearchParams({ token })}`;

/** The subscription is kept even when the mail fails: the failure is logged, not shown. */
function sendLater(deps: SubscriptionDeps, message: MailMessage) {
  void deps.mailer.send(message).catch((err: unknown) => deps.log.error(err, 'sending mail failed'));
}
