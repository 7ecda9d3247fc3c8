import {
  CONTACT_OTHER_LABELS,
  ContactConfirmStep,
  type ContactMessage,
  type ContactOtherField,
  fieldsOfClass,
} from '../../../schemas/contact.schema';
import { FlowReview, reviewRow } from '../../components/flow/flow-review';
import type { ContactOptions, ContactStepProps } from './contact-step.types';
import { CONTACT_TEXT as T } from './contact-text';

const ADDRESS_TAIL = new Set<ContactOtherField>(['town', 'zip_code']);

function otherValue(field: ContactOtherField, message: ContactMessage, options: ContactOptions): string {
  const { others } = message;
  switch (field) {
    case 'city':
      return [others.zip_code, `${others.city ?? ''}${others.town ?? ''}`].filter(Boolean).join(' ');
    case 'channel_id':
      return options.channels.find((c) => c.id === others.channel_id)?.name ?? '';
    case 'brands':
      return others.brands.join('、');
    default:
      return others[field] === null ? '' : String(others[field]);
  }
}

/** What will be sent, by section, each row with a change link back to its field. */
function reviewSections(message: ContactMessage, options: ContactOptions) {
  const row = reviewRow;
  const { required, optional } = fieldsOfClass(message.class_id);
  const others = [...required, ...optional]
    .filter((field) => !ADDRESS_TAIL.has(field))
    .map((field) =>
      row(
        field === 'city' ? '地區' : CONTACT_OTHER_LABELS[field],
        otherValue(field, message, options),
        `others.${field}`,
      ),
    );
  const className = options.classes.find((c) => c.id === message.class_id)?.name ?? T.unknownClass;
  return [
    {
      title: T.personLegend,
      rows: [
        row(T.labels.name, message.name, 'name'),
        row(T.labels.email, message.email, 'email'),
        row(T.labels.phone, message.phone, 'phone'),
      ],
    },
    {
      title: T.messageLegend,
      rows: [
        row(T.labels.class_id, className, 'class_id'),
        ...others,
        row(T.labels.content, message.content, 'content'),
      ],
    },
  ];
}

/** Step 2 (/contact/step2): the review, the captcha and the send button; a failed call offers a retry. */
export function ContactReviewStep({ context, options }: ContactStepProps) {
  const message = context.data.message;
  // the URL sync sends a member without step 1 data back to it; nothing to show meanwhile
  if (!message) return null;
  return (
    <FlowReview
      lead={T.reviewLead}
      sections={reviewSections(message, options)}
      confirm={{ schema: ContactConfirmStep, field: 'google_recaptcha_token' }}
    />
  );
}
