import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import {
  type GiftClaimDecision,
  type GiftClaimShipment,
  type StaffGiftClaim,
  StaffGiftClaimResponse,
} from '../../schemas/staff-gift-claim.schema';
import { api, type MutationOptions } from './http-client';

/** `POST /api/staff/gift-claims/{id}/decision`: approved, or refused with its reason. A 409: it moved on meanwhile. */
export async function decideGiftClaim(
  id: number,
  input: GiftClaimDecision,
  { signal }: MutationOptions = {},
): Promise<StaffGiftClaim> {
  return (await api.post(staffEndpoints.staffGiftClaimDecision(id), StaffGiftClaimResponse, { body: input, signal }))
    .data;
}

/** `POST /api/staff/gift-claims/{id}/shipment`: the parcel of an approved claim. */
export async function shipGiftClaim(
  id: number,
  input: GiftClaimShipment,
  { signal }: MutationOptions = {},
): Promise<StaffGiftClaim> {
  return (await api.post(staffEndpoints.staffGiftClaimShipment(id), StaffGiftClaimResponse, { body: input, signal }))
    .data;
}
