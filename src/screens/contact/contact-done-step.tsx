import { Link } from 'react-router-dom';
import { ContactReceiptSchema } from '../../../schemas/contact.schema';
import { recordNumber } from '../../../schemas/record-number';
import type { ContactStepProps } from './contact-step.types';
import { CONTACT_TEXT as T } from './contact-text';

/** Step 3 (/contact/step3): sent. */
export function ContactDoneStep({ context }: ContactStepProps) {
  const receipt = ContactReceiptSchema.safeParse(context.result);
  const email = context.data.message?.email;
  return (
    <div className="flow-done" role="status">
      <p className="flow-done__lead">{T.doneLead}</p>
      {receipt.success && (
        <p>
          {T.ticket}：<strong>{recordNumber(receipt.data.id)}</strong>
        </p>
      )}
      {email && <p>{T.mailSent(email)}</p>}
      <div className="flow-actions">
        <Link className="button button--ghost" to="/">
          {T.home}
        </Link>
      </div>
    </div>
  );
}
