import { z } from 'zod';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import type { StaffEvent, StaffEventInput, StaffEventPublication } from '../../schemas/staff-event.schema';
import { api, type MutationOptions } from './http-client';
import { StaffEventResponse } from './staff-events.queries';

/** `POST /api/staff/events`: a new event, a draft or published as the review said. A 422 rejects with the field messages. */
export async function createEvent(input: StaffEventInput, { signal }: MutationOptions = {}): Promise<StaffEvent> {
  return (await api.post(staffEndpoints.staffEvents(), StaffEventResponse, { body: input, signal })).data;
}

/** `PUT /api/staff/events/{id}` from the version the editor started with (a 409 carries `current`). */
export async function saveEvent(
  id: number,
  input: StaffEventInput & { version: number },
  { signal }: MutationOptions = {},
): Promise<StaffEvent> {
  return (await api.put(staffEndpoints.staffEvent(id), StaffEventResponse, { body: input, signal })).data;
}

/** `POST /api/staff/events/{id}/publication`: publish now or take down. */
export async function moveEventPublication(
  id: number,
  move: StaffEventPublication,
  { signal }: MutationOptions = {},
): Promise<StaffEvent> {
  return (await api.post(staffEndpoints.staffEventPublication(id), StaffEventResponse, { body: move, signal })).data;
}

/** `POST /api/staff/events/{id}/copy`: a new draft like it, nothing sold. */
export async function copyEvent(id: number, { signal }: MutationOptions = {}): Promise<StaffEvent> {
  return (await api.post(staffEndpoints.staffEventCopy(id), StaffEventResponse, { signal })).data;
}

/** `DELETE …/waitlist/{entryId}`: take an entry off a session's waiting list. */
export async function removeWaitlistEntry(
  id: number,
  sessionId: number,
  entryId: number,
  { signal }: MutationOptions = {},
): Promise<void> {
  await api.delete(staffEndpoints.staffEventWaitlistEntry(id, sessionId, entryId), z.unknown(), { signal });
}
