import { endpoints } from '../../schemas/api-endpoints';
import {
  type SubscribeEventInput,
  type SubscribeTopicInput,
  type Subscription,
  SubscriptionResponseSchema,
} from '../../schemas/subscribe.schema';
import { api } from './http-client';

interface CallOptions {
  signal?: AbortSignal;
}

/** `POST /api/submit_subscribe_topic`; rejects with 409 (already subscribed, with its message) or 422. */
export async function subscribeTopic(input: SubscribeTopicInput, options: CallOptions = {}): Promise<Subscription> {
  return (
    await api.post(endpoints.submitSubscribeTopic(), SubscriptionResponseSchema, {
      body: input,
      signal: options.signal,
    })
  ).data;
}

/** `POST /api/submit_subscribe_event`: event news, as `subscribeTopic` answers. */
export async function subscribeEventNews(input: SubscribeEventInput, options: CallOptions = {}): Promise<Subscription> {
  return (
    await api.post(endpoints.submitSubscribeEvent(), SubscriptionResponseSchema, {
      body: input,
      signal: options.signal,
    })
  ).data;
}
