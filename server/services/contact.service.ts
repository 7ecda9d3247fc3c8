import { eq } from 'drizzle-orm';
import type { ContactReceipt, ContactSubmission } from '../../schemas/contact.schema';
import type { Db } from '../db/client';
import { channels } from '../db/tables/channel.table';
import { contactClasses } from '../db/tables/contact-class.table';
import { contactMessages } from '../db/tables/contact-message.table';
import { InvalidInputError } from '../domain/domain-errors';
import { contactAcknowledgementMail, contactMessageId, contactNoticeMail } from '../mail/contact-mails';
import { queueMail } from '../mail/mail-outbox';
import { limitSubmission, type SenderAddress } from './rate-limit.service';

export interface ContactDeps extends SenderAddress {
  db: Db;
  /** throws InvalidInputError on `google_recaptcha_token` unless the captcha answer is good and new */
  verifyCaptcha: (token: string) => Promise<void>;
}

/**
 * Stores a contact message and queues its two mails (to the class's address, and the
 * acknowledgement to the sender) in the same transaction: a stored message is answered 200 and
 * mailed by the job queue, retried while the mail server is away (issue 25), and a refused one is
 * neither stored nor mailed. What the schema cannot
 * know (does the class or channel exist?) is checked before the captcha, so a refusal does not
 * spend the member's captcha answer. Each message mails the address typed in it: counted per
 * sender's address and per recipient (SUBMISSION_LIMITS), 429 past either.
 */
export async function submitContact(
  deps: ContactDeps,
  input: ContactSubmission,
  memberId: number | null,
): Promise<ContactReceipt> {
  const { db } = deps;
  const [contactClass] = await db.select().from(contactClasses).where(eq(contactClasses.id, input.class_id));
  if (!contactClass) throw InvalidInputError.on('class_id', '請選擇聯絡類別。');
  let channelName: string | null = null;
  if (input.others.channel_id !== null) {
    const [channel] = await db.select().from(channels).where(eq(channels.id, input.others.channel_id));
    if (!channel) throw InvalidInputError.on('others.channel_id', '請選擇購買通路。');
    channelName = channel.name;
  }
  await deps.verifyCaptcha(input.google_recaptcha_token);

  // the acknowledgement's Message-ID is kept: staff's answer from the inbox is threaded to it
  const messageId = contactMessageId();
  return db.transaction(async (tx) => {
    await limitSubmission(tx, 'contact', { ip: deps.clientIp, recipient: input.email });
    const [row] = await tx
      .insert(contactMessages)
      .values({
        classId: contactClass.id,
        memberId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        content: input.content,
        others: input.others,
        mailMessageId: messageId,
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('contact message was not stored');
    const facts = { id: row.id, className: contactClass.name, channelName, createdAt: row.createdAt };
    const notice = contactNoticeMail(contactClass.mailTo, input, facts);
    await queueMail(tx, `contact:${row.id}:notice`, notice);
    await queueMail(tx, `contact:${row.id}:ack`, contactAcknowledgementMail(input, facts, messageId));
    return { id: row.id, created_at: row.createdAt.toISOString() };
  });
}
