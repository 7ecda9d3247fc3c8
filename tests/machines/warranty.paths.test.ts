import { describe, expect, it } from 'vitest';
import { WarrantySubmissionSchema } from '../../schemas/warranty.schema';
import { UTM, warrantyModel } from '../models/warranty.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { assertFullCoverage, coveringSubset, replayPath } from '../support/machine-paths';

const { machine, paths } = warrantyModel;
const isDirect = (input: unknown) => (input as { direct: boolean }).direct;

describe('warranty machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(warrantyModel);
  });

  it('a few of them cover it too (the ones the UI replays)', () => {
    const subset = coveringSubset(machine, paths);
    expect(() => assertFullCoverage(machine, subset)).not.toThrow();
    expect(subset.length).toBeLessThan(paths.length);
  });

  it('has a happy path from the form and one from direct', () => {
    expect(warrantyModel.happyPaths().map((p) => isDirect(p.input))).toEqual(expect.arrayContaining([true, false]));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      const { invocations } = await replayPath(machine, path);
      const direct = isDirect(path.input);
      // the direct form never shows the product choice
      if (direct) expect(path.steps.some((s) => s.state.value === 'choosingProduct')).toBe(false);
      for (const { input } of invocations) {
        const parsed = WarrantySubmissionSchema.safeParse(input);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        // the landing address's utm_* go with the registration
        expect(input).toMatchObject({ utm: direct ? {} : UTM, direct });
      }
    });
  }
});
