import { useQuery } from '@tanstack/react-query';
import { REPAIR_TYPE_LABELS, RepairConfirmStep } from '../../../schemas/repair.schema';
import { CARRIER_LABELS, SEX_LABELS } from '../../../schemas/service-fields.schema';
import { FlowReview, reviewRow as row } from '../../components/flow/flow-review';
import type { ReviewSection } from '../../components/form/review-list';
import { infoOf, modelOf } from '../service-flow/product-select';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

/** Step 4: what will be sent, by step, each row with a change link; the captcha and the send button. */
export function RepairReviewStep({ context, options }: RepairStepProps) {
  const { product, booking, ticket, addresses, invoice } = context.data;
  const slots = useQuery({ ...options.reserveTimes(booking?.book_store_id ?? 0), enabled: Boolean(booking) });
  if (!product || !addresses || !invoice) return null;
  const item = product.items[0];
  const info = infoOf(options.products, item?.brand_id);
  const model = modelOf(info, item?.model_id);
  const part = model?.items.find((i) => i.id === item?.item_id)?.subject ?? T.itemNone;
  const store = options.stores.find((s) => s.id === booking?.book_store_id);
  const plan = options.tickets.find((t) => t.id === ticket?.deep_ticket_id);
  const person = (side: 'send' | 'receive') => [
    row(T.labels.name, `${addresses[`${side}_name`]} ${SEX_LABELS[addresses[`${side}_sex`]]}`, `${side}_name`),
    row(T.labels.phone, addresses[`${side}_phone`], `${side}_phone`),
    row(
      T.labels.address,
      `${addresses[`${side}_zip_code`]} ${addresses[`${side}_city`]}${addresses[`${side}_town`]}${addresses[`${side}_address`]}`,
      `${side}_address`,
    ),
    row(T.labels.memo, String(addresses[`${side}_memo`] ?? ''), `${side}_memo`),
  ];
  const sections: ReviewSection[] = [
    {
      title: `${T.productLegend}（${REPAIR_TYPE_LABELS[options.kind]}）`,
      rows: [
        row(T.labels.model_id, `${info?.subject ?? ''} ${model?.subject ?? ''}`, 'items.0.model_id'),
        row(T.labels.item_id, part, 'items.0.item_id'),
        row(T.labels.serial, item?.serial ?? '', 'items.0.serial'),
        row(T.labels.problem, item?.problem ?? '', 'items.0.problem'),
        ...(booking
          ? [
              row(T.labels.book_store_id, store ? `${store.name}（${store.full_address}）` : '', 'book_store_id'),
              row(
                T.labels.book_tmp_time,
                `${booking.book_tmp_date} ${slots.data?.find((s) => s.id === booking.book_tmp_time)?.time ?? ''}`,
                'book_tmp_time',
              ),
              row(T.labels.book_memo, booking.book_memo ?? '', 'book_memo'),
            ]
          : []),
        ...(ticket
          ? [row(T.labels.deep_ticket_id, plan ? `${plan.subject} ${T.price(plan.price)}` : '', 'deep_ticket_id')]
          : []),
      ],
    },
    { title: T.senderLegend, rows: person('send') },
    { title: T.receiverLegend, rows: person('receive') },
    {
      title: T.labels.carrier_type,
      rows: [
        row(T.labels.invoice_num, invoice.invoice_num ?? '', 'invoice_num'),
        row(T.labels.invoice_date, invoice.invoice_date ?? '', 'invoice_date'),
        row(
          T.labels.carrier_type,
          [CARRIER_LABELS[invoice.carrier_type], invoice.carrier_num, invoice.invoice_ubn, invoice.invoice_title]
            .filter(Boolean)
            .join(' '),
          'carrier_type',
        ),
      ],
    },
  ];
  return (
    <FlowReview
      lead={SERVICE_FLOW_TEXT.reviewLead}
      sections={sections}
      confirm={{ schema: RepairConfirmStep, field: 'google_recaptcha_token' }}
    />
  );
}
