import { INHOME_PERIOD_LABELS, type INHOME_PERIODS } from '../../schemas/inhome.schema';
import {
  INHOME_STATUS_LABELS,
  type InhomeStatus,
  type InhomeVisit,
  visitText,
} from '../../schemas/inhome-status.schema';
import { recordNumber } from '../../schemas/record-number';
import type { MailMessage } from './mailer';

/** What the mail says of an in-home request: the product and the day asked for, never the address or phone. */
export interface InhomeMailFacts {
  id: number;
  brandName: string;
  modelName: string;
  preferredDate: string;
  preferredPeriod: (typeof INHOME_PERIODS)[number];
}

export interface InhomeMailInput {
  request: InhomeMailFacts;
  to: string;
  name: string;
  origin: string;
}

const SITE = '好生活';

/** The receipt of an in-home service request, in Traditional Chinese: staff call to set the visit. */
export function inhomeReceivedMail({ request, to, name, origin }: InhomeMailInput): MailMessage {
  const number = recordNumber(request.id);
  const text = [
    `${name} 您好：`,
    '',
    `我們已收到您的到府服務申請（案件編號 ${number}），服務人員將與您聯繫，確認到府時間。`,
    '',
    `產品：${request.brandName} ${request.modelName}`,
    `希望日期：${request.preferredDate} ${INHOME_PERIOD_LABELS[request.preferredPeriod]}`,
    `查看您的申請紀錄：${origin}/member/service`,
    '',
    `${SITE} 敬上`,
  ].join('\n');
  return { to, subject: `${SITE}：我們已收到您的到府服務申請（${number}）`, text };
}

/** A move staff made: the status it reached, the visit it set (scheduled, or a new time) and staff's note. */
export interface InhomeMove {
  status: InhomeStatus;
  rescheduled: boolean;
  visit: InhomeVisit | null;
  note: string | null;
}

/**
 * Each move of an in-home request, in Traditional Chinese: the visit's day and window when one is
 * set (a new time says it is one), staff's words (a cancellation's reason), and the link to the
 * member's records.
 */
export function inhomeMovedMail({ request, to, name, origin }: InhomeMailInput, move: InhomeMove): MailMessage {
  const number = recordNumber(request.id);
  const label = INHOME_STATUS_LABELS[move.status];
  const visit = move.status === 'scheduled' && move.visit ? visitText(move.visit) : null;
  const headline = move.rescheduled
    ? `您的到府服務（案件編號 ${number}）已改期。`
    : `您的到府服務（案件編號 ${number}）狀態已更新為「${label}」。`;
  const text = [
    `${name} 您好：`,
    '',
    headline,
    ...(visit ? [`到府時間：${visit}`, '服務人員將於此時段抵達，如需更改請與客服聯繫。'] : []),
    ...(move.note ? [`客服說明：${move.note}`] : []),
    '',
    `產品：${request.brandName} ${request.modelName}`,
    `查看進度：${origin}/member/service`,
    '',
    `${SITE} 敬上`,
  ].join('\n');
  const subject = move.rescheduled
    ? `${SITE}：到府服務改期通知（${number}）`
    : `${SITE}：到府服務進度更新「${label}」（${number}）`;
  return { to, subject, text };
}
