import { expect } from 'vitest';
import { WaitlistSubmissionSchema } from '../../schemas/waitlist.schema';
import { validSession, waitlistModel, waitlistOracle } from '../models/waitlist.model';
import { describeFlowPaths, expectDraftKept } from '../support/flow-paths-suite';

describeFlowPaths(waitlistModel, {
  oracles: [{ spec: waitlistOracle, minStates: 8, eventsPerState: 12 }],
  replay: (path, { calls, invocations }) => {
    expectDraftKept(path, calls, validSession);
    // both steps merged, as the server's own schema takes them
    for (const { input } of invocations) expect(WaitlistSubmissionSchema.safeParse(input).success).toBe(true);
  },
});
