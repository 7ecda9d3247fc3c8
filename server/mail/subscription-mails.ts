import type { MailMessage } from './mailer';

/**
 * The mail a new subscription sends: what was subscribed to, and the way out. The link is also
 * in the headers, so mail programs show their own "unsubscribe" button.
 */
export function subscriptionConfirmationMail(to: string, name: string, unsubscribeLink: string): MailMessage {
  return {
    to,
    subject: `【好生活】訂閱確認：${name}`,
    text: [
      '您好：',
      '',
      `感謝您訂閱好生活的「${name}」，有新消息時我們會寄信通知您。`,
      '',
      '若不想再收到這類信件，請點選以下連結取消訂閱：',
      unsubscribeLink,
      '',
      '若您並未訂閱，請直接點選上方連結，或忽略此信。',
      '',
      '好生活',
    ].join('\n'),
    headers: {
      // mail programs show their own "unsubscribe" button from these (RFC 2369, RFC 8058)
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
