import type { InhomeStatusChangeInput } from '../../schemas/inhome-status.schema';
import type { RepairStatusChange } from '../../schemas/repair-status.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffInhomeDetailResponse } from '../../schemas/staff-inhome.schema';
import { StaffRepairDetailResponse } from '../../schemas/staff-repair.schema';
import {
  ReserveTimesClosedResponse,
  StaffReserveTimeResponse,
  StaffReserveTimesResponse,
} from '../../schemas/staff-reserve-time.schema';
import { StaffWarrantyResponse, type WarrantyReview } from '../../schemas/staff-warranty.schema';
import { api } from './http-client';

/** `POST /api/staff/repairs/{id}/move`: the life cycle's move; resolves with the repair's page as it is now. */
export async function moveRepair(id: number, change: RepairStatusChange) {
  return (await api.post(staffEndpoints.staffRepairMove(id), StaffRepairDetailResponse, { body: change })).data;
}

/** `POST /api/staff/inhome-requests/{id}/move`: the in-home life cycle's move; resolves with the request's page. */
export async function moveInhome(id: number, change: InhomeStatusChangeInput) {
  return (await api.post(staffEndpoints.staffInhomeMove(id), StaffInhomeDetailResponse, { body: change })).data;
}

/** `POST /api/staff/reserve-times`: times of a day opened at a store with a capacity. */
export async function openReserveTimes(body: { store_id: number; date: string; times: string[]; capacity: number }) {
  return (await api.post(staffEndpoints.staffReserveTimes(), StaffReserveTimesResponse, { body })).data;
}

/** `PUT /api/staff/reserve-times/{id}`: one slot's capacity. */
export async function setReserveTimeCapacity(id: number, capacity: number) {
  return (await api.put(staffEndpoints.staffReserveTime(id), StaffReserveTimeResponse, { body: { capacity } })).data;
}

/** `POST /api/staff/reserve-times/close`: a day (or one time) closed; its bookings cancelled and mailed `message`. */
export async function closeReserveTimes(body: { store_id: number; date: string; time?: string; message?: string }) {
  return (await api.post(staffEndpoints.staffReserveTimesClose(), ReserveTimesClosedResponse, { body })).data;
}

/** `POST /api/staff/warranties/{id}/review`: approved, or refused with the reason the member reads. */
export async function reviewWarranty(id: number, review: WarrantyReview) {
  return (await api.post(staffEndpoints.staffWarrantyReview(id), StaffWarrantyResponse, { body: review })).data;
}
