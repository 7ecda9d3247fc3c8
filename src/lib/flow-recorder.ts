import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { flowGraphOf, leafPathOf, START_EVENT } from '../../machines/flow-graph';
import { apiUrl, endpoints } from '../../schemas/api-endpoints';
import { PHONE_MEDIA } from '../../schemas/breakpoints';
import {
  type DeviceClass,
  FLOW_EVENTS_MAX,
  FLOW_MS_MAX,
  type FlowMoveInput,
  type InsightFlow,
  REASON_MAX,
  RUN_ID_PATTERN,
} from '../../schemas/flow-insight.schema';

/**
 * Flow insight in the browser (docs/decisions/flow-insight.md): each member flow's actor reports
 * its moves (from, event, to, the fields a 422 refused by name, the time spent in `from`) into one
 * queue, sent after the step has painted and on pagehide. Never a value, never who: the run id is
 * random and kept with the flow's draft. A failed send is dropped: insight never stands in a
 * member's way.
 */

/** What the recorder needs of the page; the tests give their own. */
export interface RecorderDeps {
  /** sends one batch; false or a throw when it could not be sent */
  send: (body: string) => boolean;
  /** runs `flush` once the page has painted and the browser is idle */
  later: (flush: () => void) => void;
  now: () => number;
  device: () => DeviceClass;
}

const FIELD = /^[A-Za-z0-9_.[\]-]{1,80}$/;
const MAX_REFUSED = 30;

/** A fresh run id: 32 hex digits from the browser's random source. */
export function newRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const isRunId = (value: unknown): value is string => typeof value === 'string' && RUN_ID_PATTERN.test(value);

function browserDeps(): RecorderDeps {
  const url = apiUrl(endpoints.flowEvents());
  return {
    send: (body) => {
      const blob = new Blob([body], { type: 'application/json' });
      if (navigator.sendBeacon?.(url, blob)) return true;
      // no beacon (or its queue is full): a keepalive request outlives the page just the same
      void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
        () => undefined,
      );
      return true;
    },
    // the next frame has painted the step; then wait for the browser to be idle
    later: (flush) =>
      requestAnimationFrame(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(flush, { timeout: 3000 });
        else setTimeout(flush, 200);
      }),
    now: () => performance.now(),
    device: () => (window.matchMedia?.(PHONE_MEDIA).matches ? 'phone' : 'desktop'),
  };
}

/** A move before its machine's version is known: that is computed when the batch is sent. */
type Pending = Omit<FlowMoveInput, 'version'> & { machine: AnyStateMachine };

/** The queue every flow of the page reports into, flushed as one batch. */
export function createFlowQueue(deps: RecorderDeps) {
  let pending: Pending[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    while (pending.length) {
      const batch = pending.splice(0, FLOW_EVENTS_MAX);
      try {
        const events = batch.map(({ machine, ...move }) => ({ ...move, version: flowGraphOf(machine).version }));
        deps.send(JSON.stringify({ events }));
      } catch {
        // a failed send is dropped: the flow goes on
      }
    }
  };

  return {
    deps,
    add(move: Pending) {
      pending.push(move);
      if (scheduled) return;
      scheduled = true;
      try {
        deps.later(flush);
      } catch {
        scheduled = false;
      }
    },
    flush,
    /** the moves not sent yet (tests) */
    pendingCount: () => pending.length,
    clear() {
      pending = [];
    },
  };
}

export type FlowQueue = ReturnType<typeof createFlowQueue>;

let pageQueue: FlowQueue | null = null;

/** The page's queue: created on the first flow, sent on pagehide (sendBeacon survives the unload). */
function queueOfPage(): FlowQueue {
  if (pageQueue) return pageQueue;
  const queue = createFlowQueue(browserDeps());
  window.addEventListener('pagehide', () => queue.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  pageQueue = queue;
  return queue;
}

export interface FlowRecording {
  flow: InsightFlow;
  machine: AnyStateMachine;
  run: string;
  /** the actor went on from a kept draft */
  resumed: boolean;
  /** the queue (tests); the page's own by default */
  queue?: FlowQueue;
}

/**
 * A refused field's message as the site wrote it, with whatever a member could have typed masked:
 * any run of four digits or more (an invoice number, a serial, a phone, a date) or with an @
 * becomes …, so a message that echoed a value never carries it away. The site's own words
 * (請輸入產品序號。, a model's name, 最多 5 張) stay.
 */
export function maskedReason(message: string): string {
  return message
    .replace(/[^\s，。、：；（）「」]*[0-9@][^\s，。、：；（）「」]*/g, (run) =>
      run.includes('@') || (run.match(/[0-9]/g)?.length ?? 0) >= 4 ? '…' : run,
    )
    .slice(0, REASON_MAX);
}

/** The fields a failed call refused (the flow kit's `fieldErrors`) by name, each with its first message masked; never a value. */
function refusedOf(snapshot: unknown): { refused: string[]; reasons: string[] } {
  const errors = (snapshot as { context?: { fieldErrors?: Record<string, unknown> | null } }).context?.fieldErrors;
  const fields = errors
    ? Object.keys(errors)
        .filter((f) => FIELD.test(f))
        .slice(0, MAX_REFUSED)
    : [];
  const reasons = fields.map((f) => {
    const messages = errors?.[f];
    const first = Array.isArray(messages) ? messages[0] : messages;
    return typeof first === 'string' ? maskedReason(first) : '';
  });
  return { refused: fields, reasons };
}

/**
 * The `inspect` callback of one flow actor: each snapshot of the actor itself (not of its calls)
 * whose leaf state changed is a move, queued with the time spent in the state it left.
 */
export function recordFlow({ flow, machine, run, resumed, queue: given }: FlowRecording) {
  let current: string | null = null;
  let enteredAt = 0;
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
    try {
      const queue = given ?? queueOfPage();
      const to = leafPathOf((event.snapshot as { value?: unknown }).value);
      const type = current === null ? START_EVENT : event.event.type;
      if (!to || to === current) return;
      const now = queue.deps.now();
      const ms = current === null ? 0 : Math.min(FLOW_MS_MAX, Math.max(0, Math.round(now - enteredAt)));
      queue.add({
        machine,
        flow,
        run,
        from: current,
        event: type,
        to,
        ...(type.startsWith('xstate.error.actor.') ? refusedOf(event.snapshot) : { refused: [], reasons: [] }),
        ms,
        device: queue.deps.device(),
        resumed,
      });
      current = to;
      enteredAt = now;
    } catch {
      // insight never breaks a flow
    }
  };
}
