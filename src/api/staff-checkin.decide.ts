import type { CheckinDecision, CheckinLoaded, CheckinSyncOutcome } from '../../machines/checkin.machine';
import {
  type CheckinAnswer,
  type CheckinFirst,
  type CheckinList,
  type CheckinVerdict,
  isRegistrationNumber,
} from '../../schemas/checkin.schema';
import { verifyTicketCode } from '../../schemas/ticket-code';
import { ApiRequestError } from '../lib/api-request-error';
import { fetchCheckinList, postCheckinScan, postCheckinSync } from './staff-checkin.mutations';
import { dequeue, deviceName, enqueue, keepList, keptList, learn, learned, outbox } from './staff-checkin.store';

/**
 * How long a scan waits for the server before the phone decides alone: the door answers within
 * 300 ms of the scan, and the phone's own check (a signature, a lookup) takes a few of them.
 */
export const SERVER_WAIT_MS = 220;

/** What the phone holds to decide alone. */
export interface DoorCopy {
  list: CheckinList;
  /** admissions this phone has seen since the list was fetched */
  learned: Record<string, CheckinFirst>;
}

/**
 * The door's rule on the phone, with no server: the same five answers. A signed code whose
 * ticket is missing from the list was paid after the list was fetched: its signature is enough.
 * A refund made since the list was fetched is not known here (docs/decisions/ticket-signing.md).
 */
export async function decideLocally(
  copy: DoorCopy,
  sessionId: number,
  scanned: string,
): Promise<Omit<CheckinAnswer, 'scan_id'>> {
  const text = scanned.trim();
  let number: string;
  let signed = false;
  if (isRegistrationNumber(text)) {
    number = text.toUpperCase();
  } else {
    const check = await verifyTicketCode(text, copy.list.keys as JsonWebKey[]);
    if (!check.ok) return refused('invalid', null);
    if (check.ticket.session_id !== sessionId) return refused('wrong_session', check.ticket.registration_number);
    number = check.ticket.registration_number;
    signed = true;
  }
  const ticket = copy.list.tickets.find((t) => t.registration_number === number);
  if (!ticket && !signed) return refused('invalid', number);
  const holder = ticket?.holder ?? null;
  const ticketName = ticket?.ticket_name ?? null;
  const say = (verdict: CheckinVerdict, first: CheckinFirst | null = null) => ({
    verdict,
    registration_number: number,
    holder,
    ticket_name: ticketName,
    first,
  });
  if (ticket?.status === 'refunded') return say('refunded');
  const first = ticket?.first ?? copy.learned[number] ?? null;
  return first ? say('already', first) : say('admitted');
}

const refused = (verdict: CheckinVerdict, number: string | null) => ({
  verdict,
  registration_number: number,
  holder: null,
  ticket_name: null,
  first: null,
});

const newScanId = () => crypto.randomUUID();

/** A call that never reached the server (offline, timed out), not one it refused. */
const unreached = (err: unknown) => !(err instanceof ApiRequestError) || err.status === 0 || err.status >= 500;

/** The machine's `loadList`: the server's list, kept on the phone; the kept copy when offline. */
export async function loadDoorList(sessionId: number, signal?: AbortSignal): Promise<CheckinLoaded> {
  try {
    const list = await fetchCheckinList(sessionId, signal ? { signal } : {});
    keepList(sessionId, list);
    return { list, stale: false };
  } catch (err) {
    const kept = unreached(err) ? keptList(sessionId) : null;
    if (!kept) throw err;
    return { list: kept, stale: true };
  }
}

/**
 * The machine's `decide`: the server when online and quick, else the phone's copy. An admission
 * decided on the phone goes to the outbox with its scan id; if the server did get the call that
 * timed out, the upload of the same id counts once.
 */
export async function decideScan(input: {
  sessionId: number;
  ticket: string;
  online: boolean;
}): Promise<CheckinDecision> {
  const { sessionId, ticket, online } = input;
  const scanId = newScanId();
  const device = deviceName();
  if (online) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), SERVER_WAIT_MS);
    try {
      const answer = await postCheckinScan(sessionId, { scan_id: scanId, ticket, device }, { signal: abort.signal });
      if (
        answer.registration_number &&
        answer.first &&
        (answer.verdict === 'admitted' || answer.verdict === 'already')
      ) {
        learn(sessionId, answer.registration_number, answer.first);
      }
      return { answer, offline: false, queued: false };
    } catch (err) {
      // a refusal of the input itself (too long to be a ticket): nothing we issued
      if (!unreached(err) && !abort.signal.aborted) {
        return { answer: { scan_id: scanId, ...refused('invalid', null) }, offline: false, queued: false };
      }
    } finally {
      clearTimeout(timer);
    }
  }
  const list = keptList(sessionId);
  if (!list) throw new Error('no list of this session on the phone');
  const decided = await decideLocally({ list, learned: learned(sessionId) }, sessionId, ticket);
  const scannedAt = new Date().toISOString();
  if (decided.verdict === 'admitted' && decided.registration_number) {
    const first = { at: scannedAt, device };
    enqueue(sessionId, { scan_id: scanId, ticket, scanned_at: scannedAt });
    learn(sessionId, decided.registration_number, first);
    return { answer: { scan_id: scanId, ...decided, first }, offline: true, queued: true };
  }
  return { answer: { scan_id: scanId, ...decided }, offline: true, queued: false };
}

/** The machine's `syncScans`: the outbox uploaded; the scans answered leave it. */
export async function syncDoorScans(sessionId: number): Promise<CheckinSyncOutcome> {
  const scans = outbox(sessionId);
  if (!scans.length) {
    const list = await fetchCheckinList(sessionId);
    keepList(sessionId, list);
    return { counts: list.session.counts, conflicts: list.conflicts, remaining: 0 };
  }
  const result = await postCheckinSync(sessionId, { device: deviceName(), scans });
  const remaining = dequeue(
    sessionId,
    result.results.map((r) => r.scan_id),
  );
  return { counts: result.counts, conflicts: result.conflicts, remaining };
}

/** How many admissions wait on the phone for this session (the machine's input). */
export const pendingScans = (sessionId: number) => outbox(sessionId).length;
