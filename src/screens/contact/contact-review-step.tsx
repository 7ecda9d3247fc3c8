import {
  CONTACT_OTHER_LABELS,
  ContactConfirmStep,
  type ContactMessage,
  type ContactOtherField,
  fieldsOfClass,
} from '../../../schemas/contact.schema';
import { ReviewActions } from '../../components/flow/confirm-form';
import { ReviewList } from '../../components/form/review-list';
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
function reviewSections(message: ContactMessage, options: ContactOptions, change: (field: string) => void) {
  const row = (label: string, value: string, field: string) => ({
    label,
    value,
    change: { onClick: () => change(field) },
  });
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
export function ContactReviewStep({ actor, context, state, options }: ContactStepProps) {
  const message = context.data.message;
  // the URL sync sends a member without step 1 data back to it; nothing to show meanwhile
  if (!message) return null;
  const sections = reviewSections(message, options, (field) => actor.send({ type: 'step.change', field }));
  return (
    <div className="flow-review">
      <p className="flow-form__note">{T.reviewLead}</p>
      <ReviewList sections={sections} />
      <ReviewActions
        actor={actor}
        state={state}
        fieldErrors={context.fieldErrors}
        problem={context.problem}
        schema={ContactConfirmStep}
        field="google_recaptcha_token"
      />
    </div>
  );
}
