import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { warrantyMachine } from '../../../machines/warranty.machine';
import { parseDraft } from '../../../schemas/flow-steps';
import { type ProductInfo, verifiesSerial } from '../../../schemas/product-info.schema';
import { type Utm, WARRANTY_STEPS, WarrantyProductStep, WarrantyReceiptSchema } from '../../../schemas/warranty.schema';
import { optionQueries } from '../../api/options.queries';
import { registerWarranty } from '../../api/services.mutations';
import { serviceOptionQueries } from '../../api/services.queries';
import { draftKey, readDraft } from '../../components/flow/flow-drafts';
import { FlowFrame } from '../../components/flow/flow-frame';
import { useFlow } from '../../components/flow/use-flow';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { draftOwner, type FlowMember, useFlowMember } from '../flow/use-flow-member';
import { FlowDone } from '../service-flow/flow-done';
import { infoOf, modelOf, typesModel } from '../service-flow/product-select';
import { WarrantyPhotosStep } from './warranty-photos-step';
import { WarrantyProductStep as ProductStep } from './warranty-product-step';
import { WarrantyPurchaseStep } from './warranty-purchase-step';
import { WarrantyReviewStep } from './warranty-review-step';
import type { WarrantyOptions, WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_TEXT as T } from './warranty-text';

function WarrantyDoneStep({ context }: WarrantyStepProps) {
  const receipt = WarrantyReceiptSchema.safeParse(context.result);
  return <FlowDone lead={T.doneLead} id={receipt.success ? receipt.data.id : null} />;
}

/**
 * How the member came: the landing address's `utm_*`, and a product's own link (direct) naming
 * brand, model and serial. The link's product is checked as the product step checks it, the
 * chosen model's serial rule included: one that passes skips the step; one whose model requires a
 * serial the link lacks opens the step with brand and model chosen (the serial is asked there, not
 * refused by the server at the end).
 */
function entryOf(search: string, products: readonly ProductInfo[], draftUtm: Utm | undefined) {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const [key, value] of params) if (/^utm_[a-z_]{1,20}$/.test(key) && value) utm[key] = value.slice(0, 200);
  const link = {
    brand_id: params.get('brand_id') ?? '',
    model_id: params.get('model_id') ?? '',
    model_name: params.get('model_name') ?? '',
    serial: params.get('serial') ?? '',
  };
  const info = infoOf(products, link.brand_id);
  const model = modelOf(info, link.model_id);
  // a brand that does not verify models takes the model's name (a listed one's, or the link's own)
  const typed = typesModel(info);
  const product = typed
    ? WarrantyProductStep.safeParse({
        ...link,
        model_id: '',
        model_name: model?.subject ?? link.model_name,
        model_typed: true,
        serial_required: info?.is_verify_code === true,
      })
    : info && model
      ? WarrantyProductStep.safeParse({ ...link, serial_required: verifiesSerial(info, model) })
      : null;
  return {
    utm: Object.keys(utm).length > 0 ? utm : (draftUtm ?? {}),
    product: product?.success ? product.data : null,
    linked: product && !product.success ? link : null,
  };
}

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
  // read once, when the flow opens: its actor lives on across the step addresses
  const [entry] = useState(() => {
    const draft = parseDraft(WARRANTY_STEPS, readDraft(key));
    const link = entryOf(location.search, options.products, draft.entry?.utm);
    // a reload of a later step has no product in its address: the draft remembers the entry
    const direct = link.product !== null || (draft.entry?.direct === true && draft.product !== undefined);
    return { ...link, direct };
  });
  const flow = useFlow(warrantyMachine, {
    name: 'warranty',
    steps: WARRANTY_STEPS,
    draftKey: key,
    base: '/services/warranty/form',
    calls: { submit: registerWarranty },
    input: { direct: entry.direct, utm: entry.utm, linked: entry.product },
  });
  return (
    <FlowFrame
      flow={flow}
      names={T.steps}
      screens={{
        choosingProduct: ProductStep,
        describingPurchase: WarrantyPurchaseStep,
        addingPhotos: WarrantyPhotosStep,
        reviewing: WarrantyReviewStep,
        done: WarrantyDoneStep,
      }}
      props={{ member, options, linked: entry.linked }}
    />
  );
}
