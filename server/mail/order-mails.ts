import QRCode from 'qrcode';
import { formatMoney } from '../../schemas/money';
import { formatDateTime, formatDateTimeRange } from '../../schemas/taipei-date';
import type { UserOrder } from '../../schemas/user-order.schema';
import { orderIcs } from '../services/order-calendar.service';
import type { MailAttachment, MailMessage } from './mailer';

/** What happened to an order, each with a mail of its own (issue 25). */
export const ORDER_MAIL_KINDS = ['placed', 'paid', 'cancelled', 'expired', 'refunded', 'pay-soon', 'reminder'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

const SITE = '好生活';

/** What one refund gave back: its amount, its tickets (registration numbers) and its credit note. */
export interface OrderMailRefund {
  amount: number;
  registrationNumbers: string[];
  creditNoteNo: string | null;
}

export interface OrderMailInput {
  kind: OrderMailKind;
  order: UserOrder;
  /** the `refunded` mail's own refund; without it (a mail queued before refunds had one) the order's */
  refund?: OrderMailRefund;
  to: string;
  name: string;
  origin: string;
}

const SUBJECTS: Record<OrderMailKind, string> = {
  placed: '報名完成，請於期限內付款',
  paid: '報名成功，附上您的票券',
  cancelled: '訂單已取消',
  expired: '訂單逾期未付款，已取消',
  refunded: '退款已受理',
  'pay-soon': '付款期限即將到期',
  reminder: '活動即將開始，別忘了您的票券',
};

/**
 * An order's mail, in Traditional Chinese: what the member needs next and a link to the order
 * in the member area (nothing a stranger holding the mail could use without signing in, but the
 * tickets the member paid for). The paid mail carries each ticket's QR code and the .ics.
 */
export async function orderMail({ kind, order, refund, to, name, origin }: OrderMailInput): Promise<MailMessage> {
  const e = order.event_info;
  const link = `${origin}/member/activity?order=${order.order_number}`;
  const facts = [
    `活動：${e.event_name}`,
    `場次：${formatDateTimeRange(e.session_started_at, e.session_ended_at)}`,
    `地點：${e.place_name}`,
    `訂單編號：${order.order_number}`,
    ...order.items.map(
      (i) =>
        `票券：${i.ticket_name} ${formatMoney(i.ticket_price)}（${i.user_name}，報名序號 ${i.registration_number}）`,
    ),
    `金額：${formatMoney(order.total)}`,
  ];
  const lead: Record<OrderMailKind, string[]> = {
    placed: [
      '您的報名已送出，名額為您保留中。',
      `請於 ${order.expires_at ? formatDateTime(order.expires_at) : '期限'} 前以「${order.pay_type}」完成付款，逾時未付款，保留的名額將釋出。`,
      `前往付款或查看訂單：${link}`,
    ],
    paid: [
      order.total > 0 ? '我們已收到您的付款，報名成功。' : '報名成功。',
      '入場時請出示附件中的票券 QR Code（每位參加者一張），或在會員中心的訂單中開啟票券。',
      '附件的 .ics 檔可加入您的行事曆。',
      ...(order.invoice_info ? [`電子發票：${order.invoice_info.invoice_num}`] : []),
      `查看訂單與票券：${link}`,
    ],
    cancelled: ['您的訂單已取消，保留的名額已釋出。', `查看訂單：${link}`],
    expired: [
      '您的訂單未在付款期限內完成付款，已自動取消，保留的名額已釋出。',
      `如仍想參加，請重新報名：${origin}/events/${e.event_id}`,
    ],
    'pay-soon': [
      `您的訂單將於 ${order.expires_at ? formatDateTime(order.expires_at) : '稍後'} 到期，請儘快以「${order.pay_type}」完成付款，逾時保留的名額將釋出。`,
      `前往付款：${link}`,
    ],
    reminder: [
      `您報名的活動將於 ${formatDateTime(e.session_started_at)} 開始，地點：${e.place_name}。`,
      '入場時請出示附件中的票券 QR Code（每位參加者一張），或在會員中心的訂單中開啟票券。',
      `查看訂單與票券：${link}`,
    ],
    refunded: refundedLead(order, refund, origin, link),
  };
  const text = [`${name} 您好：`, '', ...lead[kind], '', ...facts, '', `${SITE} 敬上`].join('\n');
  const attachments: MailAttachment[] = [];
  // the tickets travel with the confirmation and again with the day-before reminder
  if (kind === 'paid' || kind === 'reminder') {
    for (const item of order.items) {
      if (!item.ticket_code) continue;
      attachments.push({
        filename: `ticket-${item.registration_number}.png`,
        content: await QRCode.toBuffer(item.ticket_code, { margin: 2, width: 320 }),
        contentType: 'image/png',
        cid: `ticket-${item.registration_number}`,
      });
    }
    const ics = orderIcs(order, origin);
    attachments.push({ filename: ics.fileName, content: ics.body, contentType: 'text/calendar; charset=utf-8' });
  }
  return {
    to,
    subject: `${SITE}：${SUBJECTS[kind]}（訂單 ${order.order_number}）`,
    text,
    ...(attachments.length ? { attachments } : {}),
  };
}

/** The refund mail's lead: the amount of this refund, its tickets when not all of them, its credit note. */
function refundedLead(order: UserOrder, refund: OrderMailRefund | undefined, origin: string, link: string): string[] {
  const noteNo = refund ? refund.creditNoteNo : (order.credit_info?.no ?? null);
  const tickets = refund ? order.items.filter((i) => refund.registrationNumbers.includes(i.registration_number)) : [];
  const some = tickets.length > 0 && tickets.length < order.items.length;
  return [
    `您的退款已受理，將退回 ${formatMoney(refund?.amount ?? order.total)} 至原付款方式。`,
    ...(some
      ? [
          `退款的票券：${tickets.map((i) => `${i.ticket_name}（${i.user_name}，報名序號 ${i.registration_number}）`).join('、')}`,
        ]
      : []),
    ...(noteNo ? [`已開立折讓單 ${noteNo}：${origin}/member/activity/credit-note/${noteNo}`] : []),
    `查看訂單：${link}`,
  ];
}
