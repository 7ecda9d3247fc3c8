import type { AnyEventObject, SnapshotFrom } from 'xstate';
import {
  type CheckinDecision,
  type CheckinInput,
  type CheckinLoaded,
  type CheckinSyncOutcome,
  checkinMachine,
} from '../../machines/checkin.machine';
import type { CheckinAnswer, CheckinList } from '../../schemas/checkin.schema';
import { defineMachineModel, eventTypes, type MachineModel } from '../support/machine-model';
import type { MachinePath } from '../support/machine-paths';

/**
 * The door check-in machine's test model (machines/checkin.machine.ts), shared by
 * tests/machines/checkin.paths.test.ts and tests/e2e/checkin.model.spec.ts. The context grows
 * with each admission and each queued scan; the events offered keep it to one of each, so the
 * graph stays finite while every state and transition is still reached.
 */

export const SESSION_ID = 7;
export const TICKET = 'R0007ABCDEF0123';

export const list: CheckinList = {
  session: {
    id: SESSION_ID,
    event_subject: '冬季土鍋炊飯教室',
    subject: '下午場',
    started_at: '2030-01-05T06:00:00.000Z',
    place_name: '好生活 信義旗艦店',
    counts: { tickets: 3, checked_in: 0, conflicts: 0 },
  },
  // the scanned ticket is on the phone's copy: offline, the phone lets it in alone
  tickets: [{ registration_number: TICKET, holder: '王小明', ticket_name: '一般票', status: 'paid', first: null }],
  conflicts: [],
  keys: [],
  fetched_at: '2030-01-05T05:00:00.000Z',
};
export const fresh: CheckinLoaded = { list, stale: false };
/** the phone's own copy: the server could not be reached */
export const kept: CheckinLoaded = { list, stale: true };

const answer = (verdict: CheckinAnswer['verdict']): CheckinAnswer => ({
  scan_id: 'scan-0001',
  verdict,
  registration_number: TICKET,
  holder: '王小明',
  ticket_name: '一般票',
  first: verdict === 'already' ? { at: '2030-01-05T05:50:00.000Z', device: '入口二號機' } : null,
});
/** the server let the ticket in */
export const admitted: CheckinDecision = { answer: answer('admitted'), offline: false, queued: false };
/** the phone let it in alone, and keeps the scan to upload */
export const admittedOffline: CheckinDecision = { answer: answer('admitted'), offline: true, queued: true };
export const already: CheckinDecision = { answer: answer('already'), offline: false, queued: false };
export const wrongSession: CheckinDecision = { answer: answer('wrong_session'), offline: false, queued: false };

export const synced: CheckinSyncOutcome = {
  counts: { tickets: 3, checked_in: 1, conflicts: 0 },
  conflicts: [],
  remaining: 0,
};
/** scans were decided while the upload ran */
export const syncedPartly: CheckinSyncOutcome = { ...synced, remaining: 1 };

export const ONLINE: CheckinInput = { sessionId: SESSION_ID, online: true, pending: 0 };
export const OFFLINE_WITH_QUEUE: CheckinInput = { sessionId: SESSION_ID, online: false, pending: 1 };

type Snapshot = SnapshotFrom<typeof checkinMachine>;

function events(snapshot: Snapshot): AnyEventObject[] {
  const { context } = snapshot;
  const firstAdmission = (context.session?.counts.checked_in ?? 0) === 0;
  const decisions = [
    ...(firstAdmission ? [admitted] : []),
    ...(firstAdmission && context.pending === 0 ? [admittedOffline] : []),
    already,
    wrongSession,
  ];
  return [
    { type: 'xstate.done.actor.loadList', output: fresh },
    { type: 'xstate.done.actor.loadList', output: kept },
    { type: 'xstate.error.actor.loadList', error: new TypeError('Failed to fetch') },
    { type: 'list.retry' },
    { type: 'ticket.scan', ticket: TICKET },
    ...decisions.map((output) => ({ type: 'xstate.done.actor.decide', output })),
    { type: 'xstate.error.actor.decide', error: new Error('storage full') },
    { type: 'result.dismiss' },
    { type: 'network.offline' },
    { type: 'network.online' },
    { type: 'xstate.done.actor.syncScans', output: synced },
    ...(context.pending <= 1 ? [{ type: 'xstate.done.actor.syncScans', output: syncedPartly }] : []),
    { type: 'xstate.error.actor.syncScans', error: new TypeError('Failed to fetch') },
  ];
}

const label = (e: AnyEventObject): string => {
  const names = new Map<unknown, string>([
    [fresh, 'list'],
    [kept, 'kept list'],
    [admitted, '可入場'],
    [admittedOffline, '可入場 offline'],
    [already, '已入場'],
    [wrongSession, '不是這個場次'],
    [synced, 'all uploaded'],
    [syncedPartly, 'more to upload'],
  ]);
  if ('output' in e) return `${e.type.replace('xstate.done.actor.', '')}(${names.get(e.output) ?? '?'})`;
  if (e.type.startsWith('xstate.error.actor.')) return `${e.type.replace('xstate.error.actor.', '')}(failed)`;
  return e.type;
};

export const checkinModel: MachineModel<typeof checkinMachine> = defineMachineModel({
  name: 'checkin',
  machine: checkinMachine,
  events,
  inputs: { online: ONLINE, offline: OFFLINE_WITH_QUEUE },
  eventLabel: label,
  // the list loads, a ticket is scanned, the server lets it in (then one more event: the paths
  // are each state's shortest path and one edge on; the first of these is the happy one)
  happy: (path: CheckinPath) => path === firstHappy(),
});

type CheckinPath = MachinePath<typeof checkinMachine>;

const isHappy = (path: CheckinPath): boolean => {
  const decided = path.steps[3]?.state.context.result;
  return (
    path.input?.online === true &&
    // …then 清除結果: a path the page replays whole
    eventTypes(path).slice(0, 4).join() ===
      'xstate.done.actor.loadList,ticket.scan,xstate.done.actor.decide,result.dismiss' &&
    !eventTypes(path).includes('xstate.error.actor.decide') &&
    decided?.answer.verdict === 'admitted' &&
    !decided.offline
  );
};
let happy: CheckinPath | undefined;
function firstHappy(): CheckinPath | undefined {
  happy ??= checkinModel.paths.find(isHappy);
  return happy;
}
