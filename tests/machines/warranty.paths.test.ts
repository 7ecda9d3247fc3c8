import { describe, expect, it } from 'vitest';
import { matchRoute, paramsValid } from '../../schemas/route-guard';
import { routeManifest } from '../../schemas/route-manifest';
import { WarrantySubmissionSchema } from '../../schemas/warranty.schema';
import { flowPaths } from '../../src/components/flow/flow-pages';
import {
  serialRefused,
  UTM,
  validProduct,
  warrantyDirectOracle,
  warrantyModel,
  warrantyOracle,
} from '../models/warranty.model';
import { recordActorCoverage } from '../support/flow-coverage';
import { checkFlowOracle } from '../support/flow-oracle';
import { assertFullCoverage, coveringSubset, replayPath } from '../support/machine-paths';

const { machine, paths } = warrantyModel;
const isDirect = (input: unknown) => (input as { direct: boolean }).direct;

describe('warranty machine paths', () => {
  it('cover every state and every transition', () => {
    expect(() => assertFullCoverage(machine, paths)).not.toThrow();
    recordActorCoverage(warrantyModel);
  });

  it('does on every page, after every event, what a person must see (the oracle from the SPEC)', {
    timeout: 120_000,
  }, async () => {
    const { states, checks } = await checkFlowOracle(warrantyModel, warrantyOracle);
    expect(states).toBeGreaterThan(15);
    expect(checks).toBe(states * 20);
  });

  it("from a product's own link, too: no product page unless the server refuses the product", {
    timeout: 120_000,
  }, async () => {
    const { states, checks } = await checkFlowOracle(warrantyModel, warrantyDirectOracle, {
      input: { direct: true, utm: {}, linked: validProduct },
    });
    expect(states).toBeGreaterThan(10);
    expect(checks).toBe(states * 20);
  });

  it('gives every page an address the site has', () => {
    const base = '/services/warranty/form';
    const urls = flowPaths(machine, base);
    expect(urls).toEqual([base, `${base}/step2`, `${base}/step3`, `${base}/step4`, `${base}/done`]);
    for (const url of urls) {
      const match = matchRoute(url, routeManifest);
      expect(match !== null && paramsValid(match), url).toBe(true);
    }
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
      // from a product's own link, the product page shows only when the server refused the product
      if (direct) {
        for (const [i, step] of path.steps.entries()) {
          if (step.state.value !== 'choosingProduct') continue;
          const led = path.steps
            .slice(0, i + 1)
            .findLast((s) => s.state.value !== 'choosingProduct' || s.event.type !== 'step.submit');
          expect(led?.event).toMatchObject({ type: 'xstate.error.actor.submit', error: serialRefused });
        }
      }
      for (const { input } of invocations) {
        const parsed = WarrantySubmissionSchema.safeParse(input);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        // the landing address's utm_* go with the registration
        expect(input).toMatchObject({ utm: direct ? {} : UTM, direct });
      }
    });
  }
});
