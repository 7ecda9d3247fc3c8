import { GiftConfirmStep } from '../../../schemas/gift-apply.schema';
import { formatMoney } from '../../../schemas/money';
import { FlowReview, reviewRow } from '../../components/flow/flow-review';
import type { GiftApplyStepProps } from './gift-apply-step.types';
import { GIFT_APPLY_TEXT as T } from './gift-apply-text';

type Field = keyof typeof T.labels;
/** a review row whose change link opens the step of `field`, on that field */
const row = (field: Field, value: string) => reviewRow(T.labels[field], value, field);

/** Step 4: what will be sent, the captcha and the send button; a failed call offers a retry. */
export function GiftApplyReviewStep({ context, event }: GiftApplyStepProps) {
  const { purchase, photos, delivery } = context.data;
  if (!purchase || !photos || !delivery) return null;
  const gift = event.gifts.find((g) => g.id === delivery.items[0]);
  const sections = [
    {
      title: T.purchaseLegend,
      rows: [
        row('channel_id', event.channels.find((c) => c.id === purchase.channel_id)?.name ?? ''),
        row('sale_person', purchase.sale_person ?? ''),
        row('invoice_number', purchase.invoice_number),
        row('invoice_date', purchase.invoice_date),
        row('invoice_amount', formatMoney(purchase.invoice_amount)),
        row('random_code', purchase.random_code ?? T.noRandomCode),
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
  return <FlowReview lead={T.reviewLead} sections={sections} confirm={{ schema: GiftConfirmStep, field: 'token' }} />;
}
