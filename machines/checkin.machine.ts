import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type {
  CheckinAnswer,
  CheckinConflict,
  CheckinCounts,
  CheckinList,
  CheckinSession,
} from '../schemas/checkin.schema';

/** What the door decided about one scan, and whether it was decided on the phone alone. */
export interface CheckinDecision {
  answer: CheckinAnswer;
  /** decided without the server (offline, or the server slower than the door can wait) */
  offline: boolean;
  /** an offline admission kept on the phone, to be uploaded */
  queued: boolean;
}

/** What an upload left: the server's counts and conflicts, and how many scans still wait. */
export interface CheckinSyncOutcome {
  counts: CheckinCounts;
  conflicts: CheckinConflict[];
  remaining: number;
}

export interface CheckinContext {
  sessionId: number;
  session: CheckinSession | null;
  conflicts: CheckinConflict[];
  /** the list came from the phone's own copy: the server could not be reached */
  stale: boolean;
  /** offline admissions waiting to be uploaded */
  pending: number;
  /** whether the link was online when last heard: a scan then asks the server first */
  online: boolean;
  /** the scan being decided (what was read or typed) */
  scanning: string | null;
  result: CheckinDecision | null;
}

export type CheckinEvent =
  | { type: 'ticket.scan'; ticket: string }
  | { type: 'result.dismiss' }
  | { type: 'list.retry' }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export interface CheckinInput {
  sessionId: number;
  /** navigator.onLine when the page opened */
  online: boolean;
  /** offline admissions left on the phone by an earlier visit */
  pending: number;
}

/** A loaded list: the server's, or the phone's copy when the server could not be reached. */
export interface CheckinLoaded {
  list: CheckinList;
  stale: boolean;
}

/**
 * Door check-in on a phone (issue 27 item 5; STAFF.md "Check-in at the door"). Two regions: the
 * door (the session's list loading, then ready → deciding → result, scan after scan) and the link
 * (online, offline, uploading what was decided offline). Scanning never waits for an upload. The
 * screen provides the effects: `loadList` (the server's list, else the phone's copy), `decide`
 * (the server if it answers in time, else the phone's copy and signature check, the admission
 * queued), `syncScans` (the queued admissions uploaded), `connectivity` (the browser's online and
 * offline events) and `signalResult` (the colour, the beep, the vibration).
 */
export const checkinMachine = setup({
  types: {} as {
    context: CheckinContext;
    events: CheckinEvent;
    input: CheckinInput;
  },
  guards: {
    startsOnline: ({ context }) => context.online,
    hasPending: ({ context }) => context.pending > 0,
    moreToSync: (_, outcome: CheckinSyncOutcome) => outcome.remaining > 0,
  },
  actions: {
    keepList: assign((_, loaded: CheckinLoaded) => ({
      session: loaded.list.session,
      conflicts: loaded.list.conflicts,
      stale: loaded.stale,
    })),
    keepScan: assign({ scanning: (_, params: { ticket: string }) => params.ticket }),
    keepResult: assign(({ context }, decision: CheckinDecision) => ({
      scanning: null,
      result: decision,
      pending: context.pending + (decision.queued ? 1 : 0),
      // the phone's own count moves at once; the server's replaces it at the next load or upload
      session:
        context.session && decision.answer.verdict === 'admitted'
          ? {
              ...context.session,
              counts: { ...context.session.counts, checked_in: context.session.counts.checked_in + 1 },
            }
          : context.session,
    })),
    forgetScan: assign({ scanning: null }),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    clearResult: assign({ result: null }),
    keepSync: assign(({ context }, outcome: CheckinSyncOutcome) => ({
      pending: outcome.remaining,
      conflicts: outcome.conflicts,
      stale: false,
      session: context.session && { ...context.session, counts: outcome.counts },
    })),
    /** Placeholder: the screen shows the colour, beeps (WebAudio) and vibrates. */
    signalResult: (_, _decision: CheckinDecision) => {},
  },
  actors: {
    /** Placeholder: GET the session's list and keep it on the phone; its kept copy when offline. */
    loadList: fromPromise<CheckinLoaded, { sessionId: number }>(async () => {
      throw new Error('loadList is provided by the app');
    }),
    /** Placeholder: POST the scan (when online, within the door's wait), else decide on the phone. */
    decide: fromPromise<CheckinDecision, { sessionId: number; ticket: string; online: boolean }>(async () => {
      throw new Error('decide is provided by the app');
    }),
    /** Placeholder: upload the admissions decided offline. */
    syncScans: fromPromise<CheckinSyncOutcome, { sessionId: number }>(async () => {
      throw new Error('syncScans is provided by the app');
    }),
    /** Placeholder: sends `network.online` / `network.offline` as the browser's connection changes. */
    connectivity: fromCallback<CheckinEvent>(() => {
      throw new Error('connectivity is provided by the app');
    }),
  },
}).createMachine({
  id: 'checkin',
  type: 'parallel',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    session: null,
    conflicts: [],
    stale: false,
    pending: input.pending,
    online: input.online,
    scanning: null,
    result: null,
  }),
  invoke: { id: 'connectivity', src: 'connectivity' },
  states: {
    door: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadList',
            src: 'loadList',
            input: ({ context }) => ({ sessionId: context.sessionId }),
            onDone: { target: 'ready', actions: { type: 'keepList', params: ({ event }) => event.output } },
            onError: 'loadFailed',
          },
        },
        // neither the server nor a copy on the phone: nothing to decide with
        loadFailed: { on: { 'list.retry': 'loading' } },
        ready: {
          on: {
            'ticket.scan': {
              target: 'deciding',
              actions: { type: 'keepScan', params: ({ event }) => ({ ticket: event.ticket }) },
            },
          },
        },
        deciding: {
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context }) => ({
              sessionId: context.sessionId,
              ticket: context.scanning ?? '',
              online: context.online,
            }),
            onDone: {
              target: 'result',
              actions: [
                { type: 'keepResult', params: ({ event }) => event.output },
                { type: 'signalResult', params: ({ event }) => event.output },
              ],
            },
            // the phone could not decide at all (its storage failed): back to scanning
            onError: { target: 'ready', actions: 'forgetScan' },
          },
        },
        result: {
          on: {
            'ticket.scan': {
              target: 'deciding',
              actions: ['clearResult', { type: 'keepScan', params: ({ event }) => ({ ticket: event.ticket }) }],
            },
            'result.dismiss': { target: 'ready', actions: 'clearResult' },
          },
        },
      },
    },
    link: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'startsOnline', target: 'online' }, { target: 'offline' }],
        },
        online: {
          entry: 'markOnline',
          // whenever something waits to be uploaded and the connection is there: upload it
          always: { guard: 'hasPending', target: 'syncing' },
          on: { 'network.offline': 'offline' },
        },
        offline: { entry: 'markOffline', on: { 'network.online': 'online' } },
        syncing: {
          invoke: {
            id: 'syncScans',
            src: 'syncScans',
            input: ({ context }) => ({ sessionId: context.sessionId }),
            onDone: [
              // scans decided while the upload ran: upload those too
              {
                guard: { type: 'moreToSync', params: ({ event }) => event.output },
                target: 'syncing',
                reenter: true,
                actions: { type: 'keepSync', params: ({ event }) => event.output },
              },
              { target: 'online', actions: { type: 'keepSync', params: ({ event }) => event.output } },
            ],
            // the server could not be reached though the browser says online: wait for the next sign
            onError: 'offline',
          },
          on: { 'network.offline': 'offline' },
        },
      },
    },
  },
});
