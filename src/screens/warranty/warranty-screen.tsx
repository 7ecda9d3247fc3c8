import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { warrantyMachine } from '../../../machines/warranty.machine';
import { parseDraft, stepHasErrors } from '../../../schemas/flow-steps';
import { type Utm, WARRANTY_STEPS, WarrantyProductStep, WarrantyReceiptSchema } from '../../../schemas/warranty.schema';
import { optionQueries } from '../../api/options.queries';
import { registerWarranty } from '../../api/services.mutations';
import { serviceOptionQueries } from '../../api/services.queries';
import { restartFlowActor, useFlowActor } from '../../components/flow/flow-actor';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../components/flow/flow-drafts';
import { StepFrame } from '../../components/flow/step-frame';
import { useStepUrl } from '../../components/flow/use-step-url';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { inspect } from '../../lib/inspector';
import { draftOwner, type FlowMember, useFlowMember } from '../flow/use-flow-member';
import { FlowDone } from '../service-flow/flow-done';
import { WarrantyPhotosStep } from './warranty-photos-step';
import { WarrantyProductStep as ProductStep } from './warranty-product-step';
import { WarrantyPurchaseStep } from './warranty-purchase-step';
import { WarrantyReviewStep } from './warranty-review-step';
import type { WarrantyOptions, WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_DATA_STEP, WARRANTY_PATHS, WARRANTY_STEP_OF, type WarrantyState } from './warranty-steps';
import { WARRANTY_TEXT as T } from './warranty-text';
import '../service-flow/service-flow.css';

function WarrantyDoneStep({ context }: WarrantyStepProps) {
  const receipt = WarrantyReceiptSchema.safeParse(context.result);
  return <FlowDone lead={T.doneLead} id={receipt.success ? receipt.data.id : null} />;
}

const STEPS = {
  choosingProduct: { title: T.titles.product, Step: ProductStep },
  describingPurchase: { title: T.titles.purchase, Step: WarrantyPurchaseStep },
  addingPhotos: { title: T.titles.photos, Step: WarrantyPhotosStep },
  reviewing: { title: T.titles.review, Step: WarrantyReviewStep },
  submitting: { title: T.titles.review, Step: WarrantyReviewStep },
  failed: { title: T.titles.review, Step: WarrantyReviewStep },
  done: { title: T.titles.done, Step: WarrantyDoneStep },
} satisfies Record<WarrantyState, { title: string; Step: ComponentType<WarrantyStepProps> }>;

/** How the member came: `utm_*` of the landing address; a product's own link (direct) names brand, model, serial. */
function entryOf(search: string, draftUtm: Utm | undefined) {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const [key, value] of params) if (/^utm_[a-z_]{1,20}$/.test(key) && value) utm[key] = value.slice(0, 200);
  const product = WarrantyProductStep.safeParse({
    brand_id: params.get('brand_id') ?? '',
    model_id: params.get('model_id') ?? '',
    serial: params.get('serial') ?? '',
  });
  return {
    utm: Object.keys(utm).length > 0 ? utm : (draftUtm ?? {}),
    direct: product.success ? product.data : null,
  };
}

function createWarrantyActor(key: string, search: string) {
  const draft = parseDraft(WARRANTY_STEPS, readDraft(key));
  const entry = entryOf(search, draft.entry?.utm);
  return createActor(
    warrantyMachine.provide({
      actors: { submit: fromPromise(({ input, signal }) => registerWarranty(input, { signal })) },
      actions: {
        saveDraft: ({ context }) => writeDraft(key, context.data),
        clearDraft: () => removeDraft(key),
      },
    }),
    {
      input: {
        // a reload of a later step has no product in its address: the draft remembers the entry
        direct: entry.direct !== null || (draft.entry?.direct === true && draft.product !== undefined),
        utm: entry.utm,
        draft: entry.direct ? { ...draft, product: entry.direct } : draft,
      },
      inspect,
    },
  );
}

const stepOf = (snapshot: { value: unknown }) => WARRANTY_STEP_OF[snapshot.value as WarrantyState] ?? 0;

/** SPEC §2 /services/warranty/form (also reached from /services/warranty/direct with its product). */
export function WarrantyScreen() {
  const member = useFlowMember();
  const products = useQuery(serviceOptionQueries.products('all'));
  const channels = useQuery(optionQueries.channels());
  return (
    <PageShell lead={T.lead}>
      {member.status === 'pending' ? (
        <div className="block-pending" aria-busy="true" />
      ) : (
        <QueryState query={products}>
          {(infos) => (
            <WarrantyFlow
              member={member}
              options={{ products: infos.filter((i) => i.is_enable_warranty), channels: channels.data ?? [] }}
            />
          )}
        </QueryState>
      )}
    </PageShell>
  );
}

function WarrantyFlow({ member, options }: { member: FlowMember; options: WarrantyOptions }) {
  const location = useLocation();
  const key = draftKey('warranty', draftOwner(member));
  const actor = useFlowActor(key, () => createWarrantyActor(key, location.search));
  const snapshot = useSelector(actor, (s) => s);
  useStepUrl({ actor, paths: WARRANTY_PATHS, stepOf, restart: () => restartFlowActor(key) });
  const state = snapshot.value as WarrantyState;
  const { title, Step } = STEPS[state];
  return (
    <StepFrame
      flow="warranty"
      steps={T.steps}
      current={WARRANTY_STEP_OF[state]}
      title={title}
      focusField={snapshot.context.focus}
      hasErrors={stepHasErrors(WARRANTY_STEPS, snapshot.context.fieldErrors, WARRANTY_DATA_STEP[state])}
    >
      <Step actor={actor} context={snapshot.context} state={state} options={options} member={member} />
    </StepFrame>
  );
}
