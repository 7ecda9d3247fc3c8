import { INPUT_METHOD_LABELS, WarrantyConfirmStep } from '../../../schemas/warranty.schema';
import { ReviewActions } from '../../components/flow/confirm-form';
import { ReviewList, type ReviewSection } from '../../components/form/review-list';
import { productName } from '../service-flow/product-select';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_TEXT as T } from './warranty-text';

/** Step 4: what will be registered, the captcha (`token`, SPEC §3) and the send button. */
export function WarrantyReviewStep({ actor, context, state, options }: WarrantyStepProps) {
  const { entry, product, purchase, photos } = context.data;
  if (!product || !purchase || !photos) return null;
  const row = (label: string, value: string, field: string | null) => ({
    label,
    value,
    change: field ? { onClick: () => actor.send({ type: 'step.change', field }) } : undefined,
  });
  const productField = entry?.direct ? null : 'model_id';
  const sections: ReviewSection[] = [
    {
      title: T.productLegend,
      rows: [
        row(T.labels.model_id, productName(options.products, product.brand_id, product.model_id), productField),
        row(T.labels.serial, product.serial ?? '', entry?.direct ? null : 'serial'),
      ],
    },
    {
      title: T.purchaseLegend,
      rows: [
        row(T.labels.channel_id, options.channels.find((c) => c.id === purchase.channel_id)?.name ?? '', 'channel_id'),
        row(T.labels.order_number, purchase.order_number ?? '', 'order_number'),
        row(T.labels.input_method, INPUT_METHOD_LABELS[purchase.input_method], 'invoice_number'),
        row(T.labels.invoice_number, purchase.invoice_number, 'invoice_number'),
        row(T.labels.invoice_date, purchase.invoice_date, 'invoice_date'),
        row(
          T.labels.invoice_amount,
          purchase.invoice_amount === null ? '' : `NT$${purchase.invoice_amount}`,
          'invoice_amount',
        ),
      ],
    },
    { title: T.labels.medias, rows: [row(T.labels.medias, photos.medias.map((m) => m.name).join('、'), 'medias')] },
  ];
  return (
    <div className="flow-review">
      <p className="flow-form__note">{SERVICE_FLOW_TEXT.reviewLead}</p>
      <ReviewList sections={sections} />
      <ReviewActions
        actor={actor}
        state={state}
        fieldErrors={context.fieldErrors}
        problem={context.problem}
        schema={WarrantyConfirmStep}
        field="token"
      />
    </div>
  );
}
