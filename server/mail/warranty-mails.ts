import { recordNumber } from '../../schemas/record-number';
import type { MailMessage } from './mailer';

/**
 * A warranty's mails: its registration received, and staff's review (approved until a date, or
 * refused with the reason), which the staff console queues once it reviews warranties.
 */
export const WARRANTY_MAIL_KINDS = ['registered', 'approved', 'refused'] as const;
export type WarrantyMailKind = (typeof WARRANTY_MAIL_KINDS)[number];

/** What a warranty's mail says of it: the product and the purchase, never the member's address or phone. */
export interface WarrantyMailFacts {
  id: number;
  brandName: string;
  modelName: string;
  invoiceNumber: string;
  invoiceDate: string;
}

export interface WarrantyMailInput {
  kind: WarrantyMailKind;
  warranty: WarrantyMailFacts;
  /** approved: the last day of the warranty (YYYY-MM-DD) */
  endDate?: string;
  /** refused: why, in staff's words */
  reason?: string;
  to: string;
  name: string;
  origin: string;
}

const SITE = '好生活';

const SUBJECTS: Record<WarrantyMailKind, string> = {
  registered: '我們已收到您的保固登錄',
  approved: '您的保固登錄已通過審核',
  refused: '您的保固登錄未通過審核',
};

/** The warranty's mail in Traditional Chinese, with a link to the member's own records (sign-in needed). */
export function warrantyMail({ kind, warranty, endDate, reason, to, name, origin }: WarrantyMailInput): MailMessage {
  const number = recordNumber(warranty.id);
  const link = `${origin}/member/service#warranty-${warranty.id}`;
  const lead: Record<WarrantyMailKind, string[]> = {
    registered: [`我們已收到您的保固登錄（案件編號 ${number}），審核完成後會再通知您。`],
    approved: [`您的保固登錄（案件編號 ${number}）已通過審核。`, ...(endDate ? [`保固期限至 ${endDate} 止。`] : [])],
    refused: [
      `很抱歉，您的保固登錄（案件編號 ${number}）未通過審核。`,
      ...(reason ? [`原因：${reason}`] : []),
      '如有疑問，請透過網站的聯絡我們與客服聯繫，或修正資料後重新登錄。',
    ],
  };
  const text = [
    `${name} 您好：`,
    '',
    ...lead[kind],
    '',
    `產品：${warranty.brandName} ${warranty.modelName}`,
    `發票號碼：${warranty.invoiceNumber}（${warranty.invoiceDate}）`,
    `查看您的保固紀錄：${link}`,
    '',
    `${SITE} 敬上`,
  ].join('\n');
  return { to, subject: `${SITE}：${SUBJECTS[kind]}（${number}）`, text };
}
