import { expect } from 'vitest';
import { InhomeSubmissionSchema } from '../../schemas/inhome.schema';
import { inhomeModel, inhomeOracle, validRequest } from '../models/inhome.model';
import { describeFlowPaths, expectDraftKept } from '../support/flow-paths-suite';

describeFlowPaths(inhomeModel, {
  oracles: [{ spec: inhomeOracle, minStates: 8, eventsPerState: 12 }],
  replay: (path, { calls, invocations }) => {
    expectDraftKept(path, calls, validRequest);
    // both steps merged, as the server's own schema takes them
    for (const { input } of invocations) expect(InhomeSubmissionSchema.safeParse(input).success).toBe(true);
  },
});
