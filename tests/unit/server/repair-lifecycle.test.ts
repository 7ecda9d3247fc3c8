import { describe, expect, it } from 'vitest';
import { REPAIR_STATUSES, type RepairStatus } from '../../../schemas/repair-status.schema';
import {
  firstRepairStatus,
  nextRepairStatus,
  repairStatusMoves,
  statusAfterPayment,
} from '../../../server/domain/repair-lifecycle.machine';

/** The repair life cycle (issue 8): which status may follow which, for a parcel and a walk-in repair. */
describe('the repair life cycle', () => {
  it('moves a parcel repair only one step at a time, shipped back with its parcel named', () => {
    const moves = Object.fromEntries(REPAIR_STATUSES.map((s) => [s, repairStatusMoves('general', s)]));
    expect(moves).toEqual({
      pending_payment: ['cancelled'],
      received: ['awaiting_parcel', 'cancelled'],
      awaiting_parcel: ['inspecting', 'cancelled'],
      inspecting: ['repairing', 'shipped'],
      repairing: ['shipped'],
      shipped: ['completed'],
      completed: [],
      cancelled: [],
    } satisfies Record<RepairStatus, RepairStatus[]>);
  });

  it('never jumps from received to completed, nor ships without a parcel number', () => {
    for (const type of ['general', 'fast', 'deep'] as const) {
      expect(nextRepairStatus(type, 'received', 'completed')).toBeNull();
      expect(nextRepairStatus(type, 'repairing', 'shipped', null)).toBeNull();
      expect(nextRepairStatus(type, 'repairing', 'shipped', 'TW123456789')).toBe('shipped');
    }
  });

  it('takes a fast repair at the counter: no parcel to wait for, picked up when done', () => {
    expect(repairStatusMoves('fast', 'received')).toEqual(['awaiting_parcel', 'inspecting', 'cancelled']);
    expect(repairStatusMoves('fast', 'repairing')).toEqual(['shipped', 'completed']);
    expect(nextRepairStatus('general', 'received', 'inspecting')).toBeNull();
    expect(nextRepairStatus('general', 'repairing', 'completed')).toBeNull();
  });

  it('holds a service with a price at pending_payment until its payment arrives: staff may only cancel it', () => {
    expect(firstRepairStatus(true)).toBe('pending_payment');
    expect(firstRepairStatus(false)).toBe('received');
    for (const type of ['general', 'fast', 'deep'] as const) {
      expect(repairStatusMoves(type, 'pending_payment')).toEqual(['cancelled']);
      for (const to of ['awaiting_parcel', 'inspecting', 'received'] as const) {
        expect(nextRepairStatus(type, 'pending_payment', to)).toBeNull();
      }
    }
    // the payment moves it on, and from there the life cycle goes on as for any repair
    expect(statusAfterPayment('deep', 'pending_payment')).toBe('received');
    expect(nextRepairStatus('deep', statusAfterPayment('deep', 'pending_payment'), 'awaiting_parcel')).toBe(
      'awaiting_parcel',
    );
    // a payment that comes later changes no status (a repair moved on, or cancelled, stays)
    expect(statusAfterPayment('deep', 'awaiting_parcel')).toBe('awaiting_parcel');
    expect(statusAfterPayment('deep', 'cancelled')).toBe('cancelled');
  });
});
