import { INHOME_PERIOD_LABELS, type INHOME_PERIODS } from '../../schemas/inhome.schema';
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
