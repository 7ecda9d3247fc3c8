import {
  type CheckinAnswer,
  CheckinAnswerResponse,
  type CheckinList,
  CheckinListResponse,
  type CheckinScanRequest,
  type CheckinSyncRequest,
  CheckinSyncResponse,
  type CheckinSyncResult,
} from '../../schemas/checkin.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { api, type MutationOptions } from './http-client';

/**
 * The door's calls, made by the check-in machine's effects rather than TanStack Query: a door
 * decides offline instead of waiting, and TanStack would hold a call until the browser is online.
 */
export async function fetchCheckinList(sessionId: number, { signal }: MutationOptions = {}): Promise<CheckinList> {
  return (await api.get(staffEndpoints.staffCheckinSession(sessionId), CheckinListResponse, { signal })).data;
}

/** `POST …/scans`: one scan, the server's verdict. */
export async function postCheckinScan(
  sessionId: number,
  body: CheckinScanRequest,
  { signal }: MutationOptions = {},
): Promise<CheckinAnswer> {
  return (await api.post(staffEndpoints.staffCheckinScans(sessionId), CheckinAnswerResponse, { body, signal })).data;
}

/** `POST …/sync`: the admissions decided offline; a batch sent twice counts once. */
export async function postCheckinSync(
  sessionId: number,
  body: CheckinSyncRequest,
  { signal }: MutationOptions = {},
): Promise<CheckinSyncResult> {
  return (await api.post(staffEndpoints.staffCheckinSync(sessionId), CheckinSyncResponse, { body, signal })).data;
}
