import type { MailMessage } from './mailer';

/** What the care reminder says of the registered product. */
export interface CareReminderFacts {
  brandName: string;
  modelName: string;
  invoiceDate: string;
  intervalMonths: number;
}

export interface CareReminderMailInput {
  product: CareReminderFacts;
  /** ends the 保養提醒 subscription (subscriptions.service.ts issueUnsubscribeLink) */
  unsubscribeLink: string;
  to: string;
  name: string;
  origin: string;
}

const SITE = '好生活';

/**
 * The 保養提醒 topic's mail: the product the member registered is due its periodic care. The way
 * out is in the text and in the headers, so mail programs show their own "unsubscribe" button.
 */
export function careReminderMail({ product, unsubscribeLink, to, name, origin }: CareReminderMailInput): MailMessage {
  const text = [
    `${name} 您好：`,
    '',
    `您登錄的 ${product.brandName} ${product.modelName}（購買日期 ${product.invoiceDate}）建議每 ${product.intervalMonths} 個月保養一次，現在正是保養的好時機。`,
    `保養方式與常見問題：${origin}/services/faq`,
    `如需維修或清潔服務：${origin}/services`,
    '',
    '您收到這封信，是因為您訂閱了「保養提醒」。若不想再收到，請點選以下連結取消訂閱：',
    unsubscribeLink,
    '',
    `${SITE} 敬上`,
  ].join('\n');
  return {
    to,
    subject: `${SITE}：${product.brandName} ${product.modelName} 保養提醒`,
    text,
    headers: {
      // RFC 2369 and RFC 8058, as the subscription's confirmation mail
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
