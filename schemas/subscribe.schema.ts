import { z } from 'zod';
import { dataEnvelope } from './api-envelope.schema';
import { boundedId } from './id-param.schema';
import { emailSchema } from './person-fields.schema';

/**
 * Newsletter subscriptions (SPEC §7 `POST /submit_subscribe_topic`, `POST /submit_subscribe_event`;
 * the SPEC does not show their payloads: these are ours). Guests and members alike, by email.
 */

const CHOOSE_TOPIC = '請選擇訂閱主題。';

/** The topic whose subscribers get care reminders of the products they registered (by its name: topics have no other key). */
export const CARE_TOPIC_SUBJECT = '保養提醒';

export const SubscribeTopicInputSchema = z.object({
  email: emailSchema,
  topic_id: boundedId(CHOOSE_TOPIC),
});
export type SubscribeTopicInput = z.infer<typeof SubscribeTopicInputSchema>;

export const SubscribeEventInputSchema = z.object({ email: emailSchema });
export type SubscribeEventInput = z.infer<typeof SubscribeEventInputSchema>;

/** What a new subscription answers: the address (as stored) and the topic, or null for event news. */
export const SubscriptionSchema = z.object({
  email: z.string(),
  topic: z.object({ id: z.number().int(), subject: z.string() }).nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionResponseSchema = dataEnvelope(SubscriptionSchema);

/** The panel's radio value for event news; a topic's is its id. */
export const EVENT_NEWS_CHOICE = 'event';

/** The subscribe panel's form: one address, one choice (a topic id, or event news). */
export const SubscribeFormSchema = z.object({
  email: emailSchema,
  choice: z
    .string({ message: '請選擇要訂閱的項目。' })
    .regex(new RegExp(`^(?:${EVENT_NEWS_CHOICE}|[1-9]\\d*)$`), '請選擇要訂閱的項目。'),
});
export type SubscribeFormInput = z.input<typeof SubscribeFormSchema>;
export type SubscribeForm = z.output<typeof SubscribeFormSchema>;
