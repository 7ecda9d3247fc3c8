import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { StepCheck } from '../../../machines/flow-kit';
import { giftApplyMachine } from '../../../machines/gift-apply.machine';
import type { MergedOutput } from '../../../schemas/flow-steps';
import { GIFT_APPLY_STEPS, type GiftApplySteps, GiftPurchaseStep } from '../../../schemas/gift-apply.schema';
import { giftApplyPath } from '../../../schemas/gift-event.schema';
import { checkGiftPurchase, submitGiftClaim } from '../../api/gift-claims.mutations';
import { giftClaimQueries } from '../../api/gift-claims.queries';
import { giftEventQueries } from '../../api/gift-events.queries';
import { addressOptions } from '../../api/options.queries';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame } from '../../components/flow/flow-frame';
import { useFlow } from '../../components/flow/use-flow';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { draftOwner, useFlowMember } from '../flow/use-flow-member';
import { GiftEventFacts, giftEventClosed } from '../gifts/gift-event-screen';
import { GiftApplyDeliveryStep } from './gift-apply-delivery-step';
import { GiftApplyDoneStep } from './gift-apply-done-step';
import { GiftApplyPhotosStep } from './gift-apply-photos-step';
import { GiftApplyPurchaseStep } from './gift-apply-purchase-step';
import { GiftApplyReviewStep } from './gift-apply-review-step';
import type { GiftApplyPageData } from './gift-apply-step.types';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';

/** SPEC §2 names the claim form twice; the flow's later pages follow the address it was opened at. */
const SHORT = /^\/gift\/\d+\/apply(?:\/|$)/;

/**
 * The page of every address of the claim (the two SPEC addresses, each with /step2…/step4 and
 * /done): one component, so React keeps the flow mounted as its address changes.
 */
export function GiftApplyPage() {
  const id = Number(useRouteParams().giftId);
  const { pathname } = useLocation();
  return <GiftApplyScreen id={id} base={SHORT.test(pathname) ? `/gift/${id}/apply` : giftApplyPath(id)} />;
}

/** SPEC §2 /giftmain/brand-hs/giftid-{id}/apply (and /gift/{id}/apply): the four-step claim. */
export function GiftApplyScreen({ id, base }: { id: number; base: string }) {
  const member = useFlowMember();
  const event = useQuery(giftEventQueries.detail(id));
  const cities = useQuery(addressOptions());
  return (
    <PageShell title={event.data ? `${event.data.subject}｜贈品申請` : undefined} lead={T.lead}>
      {member.status === 'pending' ? (
        <div className="block-pending" aria-busy="true" />
      ) : (
        <QueryState query={event}>
          {(data) => (
            <>
              <GiftEventFacts event={data} />
              <GiftApplyFlow base={base} member={member} event={data} cities={cities.data ?? []} />
            </>
          )}
        </QueryState>
      )}
    </PageShell>
  );
}

function GiftApplyFlow({ base, member, event, cities }: GiftApplyPageData & { base: string }) {
  const queryClient = useQueryClient();
  const flow = useFlow(giftApplyMachine, {
    name: 'gift-apply',
    steps: GIFT_APPLY_STEPS,
    draftKey: draftKey('gift-apply', draftOwner(member), event.id),
    base,
    calls: {
      // step 1 is the one step asked of the server when sent: can this invoice still claim here?
      check: ({ step, data }: StepCheck<GiftApplySteps>, init: { signal: AbortSignal }) => {
        if (step !== 'purchase') throw new Error(`gift-apply: step ${step} is not checked with the server`);
        return checkGiftPurchase({ ...GiftPurchaseStep.parse(data), gift_event_id: event.id }, init);
      },
      submit: async (input: MergedOutput<GiftApplySteps>, init: { signal: AbortSignal }) => {
        const claim = await submitGiftClaim({ ...input, gift_event_id: event.id }, init);
        // the gifts left and the member's records changed
        void queryClient.invalidateQueries({ queryKey: giftEventQueries.all() });
        void queryClient.invalidateQueries({ queryKey: giftClaimQueries.all() });
        return claim;
      },
    },
  });
  const closed = giftEventClosed(event);
  if (closed && !flow.finished) return <p className="gift-event__closed">{closed}</p>;
  return (
    <FlowFrame
      flow={flow}
      names={T.steps}
      screens={{
        purchasing: GiftApplyPurchaseStep,
        photographing: GiftApplyPhotosStep,
        choosing: GiftApplyDeliveryStep,
        reviewing: GiftApplyReviewStep,
        done: GiftApplyDoneStep,
      }}
      props={{ event, cities, member }}
    />
  );
}
