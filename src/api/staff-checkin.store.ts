import { type CheckinFirst, type CheckinList, CheckinListSchema } from '../../schemas/checkin.schema';

/**
 * What a door phone keeps in localStorage so it decides with no connection (STAFF.md "Check-in at
 * the door"): per session, the server's list as last fetched (tickets, who was in, the public
 * keys; never a private key), what this phone learned since (its own admissions and the server's
 * answers), and the outbox of admissions decided offline, each with its scan id so an upload
 * repeated after a dropped connection counts once. localStorage, not IndexedDB: a session's list
 * is a few hundred short rows, read and written whole, synchronously, with nothing to migrate.
 */

export interface QueuedScan {
  scan_id: string;
  ticket: string;
  scanned_at: string;
}

const PREFIX = 'haolife.checkin';
const key = (what: string, sessionId?: number) =>
  sessionId === undefined ? `${PREFIX}.${what}` : `${PREFIX}.${what}.${sessionId}`;

function read<T>(name: string, parse: (value: unknown) => T | null): T | null {
  try {
    const text = localStorage.getItem(name);
    return text === null ? null : parse(JSON.parse(text));
  } catch {
    // a copy written by another version, or storage turned off: as if there were none
    return null;
  }
}

const write = (name: string, value: unknown) => localStorage.setItem(name, JSON.stringify(value));

export function keptList(sessionId: number): CheckinList | null {
  return read(key('list', sessionId), (v) => CheckinListSchema.safeParse(v).data ?? null);
}

export function keepList(sessionId: number, list: CheckinList): void {
  write(key('list', sessionId), list);
}

const isFirstMap = (v: unknown): v is Record<string, CheckinFirst> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Tickets this phone has seen let in since the list was fetched, by registration number. */
export function learned(sessionId: number): Record<string, CheckinFirst> {
  return read(key('learned', sessionId), (v) => (isFirstMap(v) ? v : null)) ?? {};
}

export function learn(sessionId: number, registrationNumber: string, first: CheckinFirst): void {
  const all = learned(sessionId);
  // the first admission stays the first: a later answer never moves it
  if (all[registrationNumber]) return;
  write(key('learned', sessionId), { ...all, [registrationNumber]: first });
}

export function outbox(sessionId: number): QueuedScan[] {
  return read(key('outbox', sessionId), (v) => (Array.isArray(v) ? (v as QueuedScan[]) : null)) ?? [];
}

export function enqueue(sessionId: number, scan: QueuedScan): void {
  write(key('outbox', sessionId), [...outbox(sessionId), scan]);
}

/** Drops the scans the server has answered for; scans queued meanwhile stay. */
export function dequeue(sessionId: number, scanIds: readonly string[]): number {
  const done = new Set(scanIds);
  const left = outbox(sessionId).filter((s) => !done.has(s.scan_id));
  write(key('outbox', sessionId), left);
  return left.length;
}

/** This phone's name, shown to the next phone that scans a ticket it let in. */
export function deviceName(): string {
  const kept = read(key('device'), (v) => (typeof v === 'string' && v.trim() ? v : null));
  if (kept) return kept;
  const made = `手機 ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  write(key('device'), made);
  return made;
}

export function setDeviceName(name: string): void {
  const trimmed = name.trim().slice(0, 40);
  if (trimmed) write(key('device'), trimmed);
}
