import { describe, expect, it } from 'vitest';
import { REPAIR_STATUSES, type RepairStatus } from '../../../schemas/repair-status.schema';
import { nextRepairStatus, repairStatusMoves } from '../../../server/domain/repair-lifecycle.machine';

/** The repair life cycle (issue 8): which status may follow which, for a parcel and a walk-in repair. */
describe('the repair life cycle', () => {
  it('moves a parcel repair only one step at a time, shipped back with its parcel named', () => {
    const moves = Object.fromEntries(REPAIR_STATUSES.map((s) => [s, repairStatusMoves('general', s)]));
    expect(moves).toEqual({
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
});
