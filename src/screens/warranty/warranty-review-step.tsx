import { formatMoney } from '../../../schemas/money';
import { INPUT_METHOD_LABELS, WarrantyConfirmStep } from '../../../schemas/warranty.schema';
import { FlowReview, reviewRow as row } from '../../components/flow/flow-review';
import type { ReviewSection } from '../../components/form/review-list';
import { productName } from '../service-flow/product-select';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { WarrantyStepProps } from './warranty-step.types';
import { WARRANTY_TEXT as T } from './warranty-text';

/** Step 4: what will be registered, the captcha (`token`, SPEC §3) and the send button. */
export function WarrantyReviewStep({ context, options }: WarrantyStepProps) {
  const { entry, product, purchase, photos } = context.data;
  if (!product || !purchase || !photos) return null;
  // the product a link named is not changed here (its page is not one of the form's)
  const productField = (field: string) => (entry?.direct ? undefined : field);
  const sections: ReviewSection[] = [
    {
      title: T.productLegend,
      rows: [
        row(
          T.labels.model_id,
          productName(options.products, product.brand_id, product.model_id, product.model_name),
          productField('model_id'),
        ),
        row(T.labels.serial, product.serial ?? '', productField('serial')),
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
          purchase.invoice_amount === null ? '' : formatMoney(purchase.invoice_amount),
          'invoice_amount',
        ),
      ],
    },
    { title: T.labels.medias, rows: [row(T.labels.medias, photos.medias.map((m) => m.name).join('、'), 'medias')] },
  ];
  return (
    <FlowReview
      lead={SERVICE_FLOW_TEXT.reviewLead}
      sections={sections}
      confirm={{ schema: WarrantyConfirmStep, field: 'token' }}
    />
  );
}
