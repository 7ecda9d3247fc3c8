import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import {
  type InboxAnswer,
  type InboxMessage,
  InboxMessageResponse,
  type InboxStatusChange,
} from '../../schemas/staff-inbox.schema';
import { api, type MutationOptions } from './http-client';

/** `POST /api/staff/inbox/{id}/answer`: mailed to the sender from the site and kept with the message. */
export async function answerInboxMessage(
  id: number,
  input: InboxAnswer,
  { signal }: MutationOptions = {},
): Promise<InboxMessage> {
  return (await api.post(staffEndpoints.staffInboxAnswer(id), InboxMessageResponse, { body: input, signal })).data;
}

/** `POST /api/staff/inbox/{id}/status`: closed, or opened again. */
export async function setInboxStatus(
  id: number,
  input: InboxStatusChange,
  { signal }: MutationOptions = {},
): Promise<InboxMessage> {
  return (await api.post(staffEndpoints.staffInboxStatus(id), InboxMessageResponse, { body: input, signal })).data;
}
