import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import {
  type StaffGift,
  type StaffGiftCreate,
  type StaffGiftEvent,
  StaffGiftEventResponse,
  type StaffGiftEventUpdate,
  StaffGiftResponse,
  type StaffGiftUpdate,
} from '../../schemas/staff-gift-event.schema';
import { api, type MutationOptions } from './http-client';

/** `PUT /api/staff/gift-events/{id}` from the version the person started with (a 409 carries `current`). */
export async function saveGiftEvent(
  id: number,
  input: StaffGiftEventUpdate,
  { signal }: MutationOptions = {},
): Promise<StaffGiftEvent> {
  return (await api.put(staffEndpoints.staffGiftEvent(id), StaffGiftEventResponse, { body: input, signal })).data;
}

/** `POST /api/staff/gift-events/{id}/gifts`. */
export async function createGift(
  eventId: number,
  input: StaffGiftCreate,
  { signal }: MutationOptions = {},
): Promise<StaffGift> {
  return (await api.post(staffEndpoints.staffGiftEventGifts(eventId), StaffGiftResponse, { body: input, signal })).data;
}

/** `PUT /api/staff/gift-events/{id}/gifts/{giftId}`: its words, and its stock changed by `stock_change`. */
export async function saveGift(
  eventId: number,
  giftId: number,
  input: StaffGiftUpdate,
  { signal }: MutationOptions = {},
): Promise<StaffGift> {
  return (await api.put(staffEndpoints.staffGiftEventGift(eventId, giftId), StaffGiftResponse, { body: input, signal }))
    .data;
}
