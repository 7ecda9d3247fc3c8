import { expect } from 'vitest';
import { OPEN, staffRefundModel, staffRefundOracle } from '../models/staff-refund.model';
import { describeFlowPaths } from '../support/flow-paths-suite';

describeFlowPaths(staffRefundModel, {
  oracles: [{ spec: staffRefundOracle, minStates: 6, eventsPerState: 16 }],
  replay: (_path, { invocations }) => {
    for (const { input } of invocations) {
      const sent = input as { item_ids: number[]; method: string; reason: string; notify_member: boolean };
      // tickets the order offers, each once, with how and why
      expect(sent.item_ids.length).toBeGreaterThan(0);
      expect(new Set(sent.item_ids).size).toBe(sent.item_ids.length);
      for (const id of sent.item_ids) expect(OPEN).toContain(id);
      expect(['gateway', 'outside']).toContain(sent.method);
      expect(sent.reason.trim()).not.toBe('');
      expect(typeof sent.notify_member).toBe('boolean');
    }
  },
});
