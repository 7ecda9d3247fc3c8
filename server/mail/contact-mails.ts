import { randomUUID } from 'node:crypto';
import {
  CONTACT_OTHER_FIELDS,
  CONTACT_OTHER_LABELS,
  type ContactOthers,
  type ContactSubmission,
} from '../../schemas/contact.schema';
import { recordNumber } from '../../schemas/record-number';

import { formatDateTime } from '../../schemas/taipei-date';

import type { MailMessage } from './mailer';

export interface ContactMailFacts {
  id: number;
  className: string;
  channelName: string | null;
  createdAt: Date;
}

function otherLines(others: ContactOthers, channelName: string | null): string[] {
  const lines: string[] = [];
  for (const field of CONTACT_OTHER_FIELDS) {
    const value = others[field];
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const shown =
      field === 'channel_id' ? (channelName ?? String(value)) : Array.isArray(value) ? value.join('、') : String(value);
    lines.push(`${CONTACT_OTHER_LABELS[field]}：${shown}`);
  }
  return lines;
}

/** To the company, at the address configured for the message's class. */
export function contactNoticeMail(to: string, input: ContactSubmission, facts: ContactMailFacts): MailMessage {
  const text = [
    `網站「聯絡我們」收到一則新留言（${recordNumber(facts.id)}）。`,
    '',
    `聯絡類別：${facts.className}`,
    `姓名：${input.name}`,
    `Email：${input.email}`,
    `電話：${input.phone}`,
    ...otherLines(input.others, facts.channelName),
    `時間：${formatDateTime(facts.createdAt)}`,
    '',
    '留言內容：',
    input.content,
  ].join('\n');
  return { to, subject: `【聯絡我們】${facts.className}：${input.name}（${recordNumber(facts.id)}）`, text };
}

/**
 * The Message-ID the acknowledgement goes out with, kept on the message (written with it, so no
 * second statement) so that staff's answer (In-Reply-To, References) lands in the same thread of
 * the sender's mailbox. Random, so unique; the right-hand side only has to be the site's.
 */
export const contactMessageId = () => `<contact.${randomUUID()}@haolife.example>`;

/** The acknowledgement's subject: staff's answer says 「Re: 」 and it. */
export const contactAcknowledgementSubject = (id: number) => `好生活：我們已收到您的來信（${recordNumber(id)}）`;

/** To the sender: what we received, in Traditional Chinese. */
export function contactAcknowledgementMail(
  input: ContactSubmission,
  facts: ContactMailFacts,
  messageId?: string,
): MailMessage {
  const text = [
    `${input.name} 您好：`,
    '',
    `我們已收到您的來信（案件編號 ${recordNumber(facts.id)}），將於 3 個工作天內由專人回覆。`,
    '',
    `聯絡類別：${facts.className}`,
    ...otherLines(input.others, facts.channelName),
    '',
    '您的留言：',
    input.content,
    '',
    '此信件由系統自動寄出，請勿直接回覆。',
    '好生活 敬上',
  ].join('\n');
  return {
    to: input.email,
    subject: contactAcknowledgementSubject(facts.id),
    text,
    ...(messageId ? { headers: { 'Message-ID': messageId } } : {}),
  };
}

export interface ContactAnswerFacts {
  id: number;
  name: string;
  email: string;
  content: string;
  answer: string;
  /** the acknowledgement's Message-ID; null for a message stored before it was kept */
  messageId: string | null;
}

/**
 * Staff's answer from the console's inbox, from the site's address, threaded with the sender's
 * message: a reply to the acknowledgement they received (In-Reply-To and References name its
 * Message-ID; a message from before it was kept is threaded by its 「Re: 」 subject alone), their
 * own words quoted under the answer.
 */
export function contactAnswerMail(facts: ContactAnswerFacts): MailMessage {
  const quoted = facts.content
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    `${facts.name} 您好：`,
    '',
    facts.answer,
    '',
    `（案件編號 ${recordNumber(facts.id)}）`,
    '好生活 客服中心 敬上',
    '',
    '您的留言：',
    quoted,
  ].join('\n');
  return {
    to: facts.email,
    subject: `Re: ${contactAcknowledgementSubject(facts.id)}`,
    text,
    ...(facts.messageId ? { headers: { 'In-Reply-To': facts.messageId, References: facts.messageId } } : {}),
  };
}
