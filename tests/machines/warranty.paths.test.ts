import { expect, it } from 'vitest';
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
import { describeFlowPaths } from '../support/flow-paths-suite';

const isDirect = (input: unknown) => (input as { direct: boolean }).direct;

describeFlowPaths(warrantyModel, {
  oracles: [
    { spec: warrantyOracle, minStates: 15, eventsPerState: 22 },
    {
      title: "from a product's own link, too: no product page unless the server refuses the product",
      spec: warrantyDirectOracle,
      input: { direct: true, utm: {}, linked: validProduct },
      minStates: 10,
      eventsPerState: 22,
    },
  ],
  more: () => {
    it('gives every page an address the site has', () => {
      const base = '/services/warranty/form';
      const urls = flowPaths(warrantyModel.machine, base);
      expect(urls).toEqual([base, `${base}/step2`, `${base}/step3`, `${base}/step4`, `${base}/done`]);
      for (const url of urls) {
        const match = matchRoute(url, routeManifest);
        expect(match !== null && paramsValid(match), url).toBe(true);
      }
    });

    it('has a happy path from the form and one from direct', () => {
      expect(warrantyModel.happyPaths().map((p) => isDirect(p.input))).toEqual(expect.arrayContaining([true, false]));
    });
  },
  replay: (path, { invocations }) => {
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
  },
});
