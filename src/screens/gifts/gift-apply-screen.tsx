import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type ComponentType, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { giftApplyMachine } from '../../../machines/gift-apply.machine';
import { parseDraft, stepHasErrors } from '../../../schemas/flow-steps';
import { GIFT_APPLY_STEPS } from '../../../schemas/gift-apply.schema';
import { checkGiftPurchase, submitGiftClaim } from '../../api/gift-claims.mutations';
import { giftClaimQueries } from '../../api/gift-claims.queries';
import { giftEventQueries } from '../../api/gift-events.queries';
import { addressOptions } from '../../api/options.queries';
import { StepFrame } from '../../components/flow/step-frame';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { restartFlowActor, useFlowActor } from '../../lib/flow-actor';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../lib/flow-drafts';
import { inspect } from '../../lib/inspector';
import { useStepUrl } from '../../lib/use-step-url';
import { draftOwner, useFlowMember } from '../flow/use-flow-member';
import { GIFT_APPLY_STEP_OF, GIFT_DATA_STEP, type GiftApplyState } from './gift-apply-steps';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';
import { GiftDeliveryStep } from './gift-delivery-step';
import { GiftDoneStep } from './gift-done-step';
import { GiftEventFacts, giftEventClosed } from './gift-event-screen';
import { GiftPhotosStep } from './gift-photos-step';
import { GiftPurchaseStep } from './gift-purchase-step';
import { GiftReviewStep } from './gift-review-step';
import type { GiftStepProps } from './gift-step.types';
import './gifts.css';

/** The step map: each state of the machine and the step that shows it (complete by type). */
const STEPS = {
  purchasing: { title: T.titles.purchase, Step: GiftPurchaseStep },
  checkingPurchase: { title: T.titles.purchase, Step: GiftPurchaseStep },
  photographing: { title: T.titles.photos, Step: GiftPhotosStep },
  choosing: { title: T.titles.delivery, Step: GiftDeliveryStep },
  reviewing: { title: T.titles.review, Step: GiftReviewStep },
  submitting: { title: T.titles.review, Step: GiftReviewStep },
  failed: { title: T.titles.review, Step: GiftReviewStep },
  done: { title: T.titles.done, Step: GiftDoneStep },
} satisfies Record<GiftApplyState, { title: string; Step: ComponentType<GiftStepProps> }>;

function createGiftApplyActor(key: string, giftEventId: number, onClaimed: () => void) {
  return createActor(
    giftApplyMachine.provide({
      actors: {
        checkPurchase: fromPromise(({ input, signal }) =>
          checkGiftPurchase({ ...input, gift_event_id: giftEventId }, { signal }),
        ),
        submit: fromPromise(async ({ input, signal }) => {
          const claim = await submitGiftClaim({ ...input, gift_event_id: giftEventId }, { signal });
          onClaimed();
          return claim;
        }),
      },
      actions: {
        saveDraft: ({ context }) => writeDraft(key, context.data),
        clearDraft: () => removeDraft(key),
      },
    }),
    { input: { draft: parseDraft(GIFT_APPLY_STEPS, readDraft(key)) }, inspect },
  );
}

/** The four steps share the SPEC's one address; `?step=n` tells them apart (browser back, reload). */
const stepPaths = (base: string) => [base, `${base}?step=2`, `${base}?step=3`, `${base}?step=4`] as const;
const stepOf = (snapshot: { value: unknown }) => GIFT_APPLY_STEP_OF[snapshot.value as GiftApplyState] ?? 0;

/** SPEC §2 /giftmain/brand-hs/giftid-{id}/apply (and /gift/{id}/apply): the four-step claim. */
export function GiftApplyScreen({ id }: { id: number }) {
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
              <GiftApplyFlow member={member} event={data} cities={cities.data ?? []} />
            </>
          )}
        </QueryState>
      )}
    </PageShell>
  );
}

function GiftApplyFlow({ member, event, cities }: Omit<GiftStepProps, 'actor' | 'context' | 'state'>) {
  const queryClient = useQueryClient();
  const key = draftKey('gift-apply', draftOwner(member), event.id);
  const actor = useFlowActor(key, () =>
    createGiftApplyActor(key, event.id, () => {
      // the gifts left and the member's records changed
      void queryClient.invalidateQueries({ queryKey: giftEventQueries.all() });
      void queryClient.invalidateQueries({ queryKey: giftClaimQueries.all() });
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  const { pathname } = useLocation();
  const paths = useMemo(() => stepPaths(pathname), [pathname]);
  useStepUrl({ actor, paths, stepOf, restart: () => restartFlowActor(key) });
  const state = snapshot.value as GiftApplyState;
  const closed = giftEventClosed(event);
  if (closed && state !== 'done') return <p className="gift-event__closed">{closed}</p>;
  const { title, Step } = STEPS[state];
  return (
    <StepFrame
      flow="gift-apply"
      steps={T.steps}
      current={GIFT_APPLY_STEP_OF[state]}
      title={title}
      focusField={snapshot.context.focus}
      hasErrors={stepHasErrors(GIFT_APPLY_STEPS, snapshot.context.fieldErrors, GIFT_DATA_STEP[state])}
    >
      <Step actor={actor} context={snapshot.context} state={state} event={event} cities={cities} member={member} />
    </StepFrame>
  );
}
