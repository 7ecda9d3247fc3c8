import { GiftConfirmStep } from '../../../schemas/gift-apply.schema';
import { ReviewActions } from '../../components/flow/confirm-form';
import { ReviewList, type ReviewSection } from '../../components/form/review-list';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';
import type { GiftStepProps } from './gift-step.types';

function reviewSections({ context, event }: GiftStepProps, change: (field: string) => void): ReviewSection[] | null {
  const { purchase, photos, delivery } = context.data;
  if (!purchase || !photos || !delivery) return null;
  const row = (field: keyof typeof T.labels, value: string) => ({
    label: T.labels[field],
    value,
    change: { onClick: () => change(field) },
  });
  const gift = event.gifts.find((g) => g.id === delivery.items[0]);
  return [
    {
      title: T.purchaseLegend,
      rows: [
        row('channel_id', event.channels.find((c) => c.id === purchase.channel_id)?.name ?? ''),
        row('sale_person', purchase.sale_person ?? ''),
        row('invoice_number', purchase.invoice_number),
        row('invoice_date', purchase.invoice_date),
        row('invoice_amount', `NT$${purchase.invoice_amount.toLocaleString('en-US')}`),
        row('random_code', purchase.random_code),
        row('tax_id', purchase.tax_id ?? ''),
        row('invoice_products', purchase.invoice_products),
      ],
    },
    { title: T.labels.medias, rows: [row('medias', photos.medias.map((m) => m.name).join('、'))] },
    {
      title: T.deliveryLegend,
      rows: [
        row('items', gift?.name ?? ''),
        row('receive_name', delivery.receive_name),
        row('receive_phone', delivery.receive_phone),
        row(
          'receive_address',
          `${delivery.receive_zip_code} ${delivery.receive_city}${delivery.receive_town}${delivery.receive_address}`,
        ),
        row('gift_text', delivery.gift_text ?? ''),
      ],
    },
  ];
}

/** Step 4: the review, the captcha and the send button; a failed call offers a retry. */
export function GiftReviewStep(props: GiftStepProps) {
  const { actor, context, state } = props;
  const sections = reviewSections(props, (field) => actor.send({ type: 'step.change', field }));
  if (!sections) return null;
  return (
    <div className="flow-review">
      <p className="flow-form__note">{T.reviewLead}</p>
      <ReviewList sections={sections} />
      <ReviewActions
        actor={actor}
        state={state}
        fieldErrors={context.fieldErrors}
        problem={context.problem}
        schema={GiftConfirmStep}
        field="token"
      />
    </div>
  );
}
