import { setup, transition } from 'xstate';
import type { RepairType } from '../../schemas/repair.schema';
import type { RepairStatus } from '../../schemas/repair-status.schema';

/**
 * A repair's life cycle (issue 8), the one authority on which status may follow which: staff
 * name the status they move a repair to, and the move happens only when this machine takes it.
 * No repair jumps from received to completed; a product that reached the workshop is not
 * cancelled (it has to go back to its owner first). A fast repair is brought to the counter
 * (no parcel to wait for) and picked up there when done. A service with a price (a deep cleaning)
 * starts in pending_payment and only the gateway's payment moves it on to received: staff cannot
 * send for the parcel of a service nobody has paid for, only cancel it.
 */
export interface RepairLifecycleContext {
  type: RepairType;
}

export type RepairLifecycleEvent =
  | { type: 'payment.received' }
  | { type: 'parcel.requested' }
  | { type: 'product.arrived' }
  | { type: 'repair.started' }
  | { type: 'product.shipped'; deliverySerial: string | null }
  | { type: 'product.collected' }
  | { type: 'delivery.confirmed' }
  | { type: 'repair.cancelled' };

export const repairLifecycleMachine = setup({
  types: {} as { context: RepairLifecycleContext; events: RepairLifecycleEvent; input: RepairLifecycleContext },
  guards: {
    broughtToCounter: ({ context }) => context.type === 'fast',
    parcelNamed: ({ event }) => event.type === 'product.shipped' && Boolean(event.deliverySerial),
  },
}).createMachine({
  id: 'repairLifecycle',
  initial: 'received',
  context: ({ input }) => ({ type: input.type }),
  states: {
    pending_payment: {
      on: {
        'payment.received': { target: 'received' },
        'repair.cancelled': { target: 'cancelled' },
      },
    },
    received: {
      on: {
        'parcel.requested': { target: 'awaiting_parcel' },
        'product.arrived': { guard: 'broughtToCounter', target: 'inspecting' },
        'repair.cancelled': { target: 'cancelled' },
      },
    },
    awaiting_parcel: {
      on: {
        'product.arrived': { target: 'inspecting' },
        'repair.cancelled': { target: 'cancelled' },
      },
    },
    inspecting: {
      on: {
        'repair.started': { target: 'repairing' },
        // nothing to repair (or not repairable): it goes back as it came
        'product.shipped': { guard: 'parcelNamed', target: 'shipped' },
      },
    },
    repairing: {
      on: {
        'product.shipped': { guard: 'parcelNamed', target: 'shipped' },
        'product.collected': { guard: 'broughtToCounter', target: 'completed' },
      },
    },
    shipped: { on: { 'delivery.confirmed': { target: 'completed' } } },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The event that moves a repair to `status` (staff name the status; the machine decides). */
const EVENT_TO: Record<RepairStatus, (type: RepairType, deliverySerial: string | null) => RepairLifecycleEvent | null> =
  {
    // the gateway's payment moves a priced service on, never staff (see statusAfterPayment)
    pending_payment: () => null,
    received: () => null,
    awaiting_parcel: () => ({ type: 'parcel.requested' }),
    inspecting: () => ({ type: 'product.arrived' }),
    repairing: () => ({ type: 'repair.started' }),
    shipped: (_type, deliverySerial) => ({ type: 'product.shipped', deliverySerial }),
    completed: (type) => (type === 'fast' ? { type: 'product.collected' } : { type: 'delivery.confirmed' }),
    cancelled: () => ({ type: 'repair.cancelled' }),
  };

/**
 * Where a repair of `type` in `from` goes when staff ask for `to`: `to` when the machine takes
 * that move, else null. A fast repair's `completed` from shipped is a delivery, as for the others.
 */
export function nextRepairStatus(
  type: RepairType,
  from: RepairStatus,
  to: RepairStatus,
  deliverySerial: string | null = null,
): RepairStatus | null {
  const snapshot = repairLifecycleMachine.resolveState({ value: from, context: { type } });
  const candidates = [EVENT_TO[to](type, deliverySerial)];
  if (to === 'completed') candidates.push({ type: 'delivery.confirmed' });
  for (const event of candidates) {
    if (!event || !snapshot.can(event)) continue;
    const [next] = transition(repairLifecycleMachine, snapshot, event);
    if (next.value === to) return to;
  }
  return null;
}

/** The statuses a repair may move to next (the staff page offers only these). */
export function repairStatusMoves(type: RepairType, from: RepairStatus): RepairStatus[] {
  const all: RepairStatus[] = ['awaiting_parcel', 'inspecting', 'repairing', 'shipped', 'completed', 'cancelled'];
  return all.filter((to) => nextRepairStatus(type, from, to, to === 'shipped' ? 'PARCEL' : null) === to);
}

/** Where a new repair starts: a service with a price waits for its payment first. */
export const firstRepairStatus = (priced: boolean): RepairStatus => (priced ? 'pending_payment' : 'received');

/** Where a repair in `from` goes when its payment arrives (unchanged unless it was waiting for it). */
export function statusAfterPayment(type: RepairType, from: RepairStatus): RepairStatus {
  const snapshot = repairLifecycleMachine.resolveState({ value: from, context: { type } });
  const event = { type: 'payment.received' } as const;
  if (!snapshot.can(event)) return from;
  return transition(repairLifecycleMachine, snapshot, event)[0].value as RepairStatus;
}

/** Is a repair in `status` still waiting for its payment (no move but cancelling until it comes)? */
export const awaitsPayment = (status: RepairStatus) => status === 'pending_payment';
