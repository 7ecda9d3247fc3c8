import { INHOME_PERIOD_LABELS, InhomeConfirmStep } from '../../../schemas/inhome.schema';
import { SEX_LABELS } from '../../../schemas/service-fields.schema';
import { FlowReview, reviewRow } from '../../components/flow/flow-review';
import { productName } from '../service-flow/product-select';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { InhomeStepProps } from './inhome-step.types';
import { INHOME_TEXT as T } from './inhome-text';

/** Step 2: what will be sent, the captcha and the send button. */
export function InhomeReviewStep({ context, options }: InhomeStepProps) {
  const request = context.data.request;
  if (!request) return null;
  const row = reviewRow;
  const sections = [
    {
      title: T.productLegend,
      rows: [
        row(T.labels.model_id, productName(options.products, request.brand_id, request.model_id), 'model_id'),
        row(T.labels.problem, request.problem, 'problem'),
      ],
    },
    {
      title: T.placeLegend,
      rows: [
        row(T.labels.name, `${request.name} ${SEX_LABELS[request.sex]}`, 'name'),
        row(T.labels.phone, request.phone, 'phone'),
        row(T.labels.address, `${request.zip_code} ${request.city}${request.town}${request.address}`, 'address'),
      ],
    },
    {
      title: T.timeLegend,
      rows: [
        row(
          T.labels.preferred_date,
          `${request.preferred_date} ${INHOME_PERIOD_LABELS[request.preferred_period]}`,
          'preferred_date',
        ),
      ],
    },
  ];
  return (
    <FlowReview
      lead={SERVICE_FLOW_TEXT.reviewLead}
      sections={sections}
      confirm={{ schema: InhomeConfirmStep, field: 'google_recaptcha_token' }}
    />
  );
}
