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

/** To the sender: what we received, in Traditional Chinese. */
export function contactAcknowledgementMail(input: ContactSubmission, facts: ContactMailFacts): MailMessage {
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
  return { to: input.email, subject: `好生活：我們已收到您的來信（${recordNumber(facts.id)}）`, text };
}
