import { recordNumber } from '../../schemas/record-number';
import type { MailMessage } from './mailer';

/**
 * A gift claim's mails: received, then what staff decide (approved, rejected with the reason on
 * the claim) and the parcel sent (carrier and tracking number), which the staff console queues.
 */
export const GIFT_CLAIM_MAIL_KINDS = ['received', 'approved', 'rejected', 'shipped'] as const;
export type GiftClaimMailKind = (typeof GIFT_CLAIM_MAIL_KINDS)[number];

/** What a claim's mail says of it: the event, the gift and the invoice, never the address or phone. */
export interface GiftClaimMailFacts {
  id: number;
  eventSubject: string;
  giftName: string;
  invoiceNumber: string;
  rejectReason: string | null;
}

export interface GiftClaimMailInput {
  kind: GiftClaimMailKind;
  claim: GiftClaimMailFacts;
  /** shipped: who carries the parcel, and its tracking number */
  parcel?: { carrier: string; trackingNumber: string };
  to: string;
  name: string;
  origin: string;
}

const SITE = '好生活';

const SUBJECTS: Record<GiftClaimMailKind, string> = {
  received: '我們已收到您的贈品申請',
  approved: '您的贈品申請已通過審核',
  rejected: '您的贈品申請未通過審核',
  shipped: '您的贈品已寄出',
};

/** The claim's mail in Traditional Chinese, with a link to the member's claims (sign-in needed). */
export function giftClaimMail({ kind, claim, parcel, to, name, origin }: GiftClaimMailInput): MailMessage {
  const number = recordNumber(claim.id);
  const link = `${origin}/member#gift-claims-title`;
  const lead: Record<GiftClaimMailKind, string[]> = {
    received: [`我們已收到您的贈品申請（申請編號 ${number}），審核完成後會再通知您。`],
    approved: [`您的贈品申請（申請編號 ${number}）已通過審核，贈品寄出時會再通知您。`],
    rejected: [
      `很抱歉，您的贈品申請（申請編號 ${number}）未通過審核。`,
      ...(claim.rejectReason ? [`原因：${claim.rejectReason}`] : []),
      '如有疑問，請透過網站的聯絡我們與客服聯繫。',
    ],
    shipped: [
      `您申請的贈品（申請編號 ${number}）已寄出。`,
      ...(parcel ? [`物流業者：${parcel.carrier}`, `物流單號：${parcel.trackingNumber}`] : []),
    ],
  };
  const text = [
    `${name} 您好：`,
    '',
    ...lead[kind],
    '',
    `活動：${claim.eventSubject}`,
    `贈品：${claim.giftName}`,
    `發票號碼：${claim.invoiceNumber}`,
    `查看您的申請紀錄：${link}`,
    '',
    `${SITE} 敬上`,
  ].join('\n');
  return { to, subject: `${SITE}：${SUBJECTS[kind]}（${number}）`, text };
}
