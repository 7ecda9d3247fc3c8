import { fastRepairCalendar } from '../../schemas/fast-repair-calendar';
import { formatMoney } from '../../schemas/money';
import { recordNumber } from '../../schemas/record-number';
import { REPAIR_TYPE_LABELS, type RepairRecord } from '../../schemas/repair.schema';
import { REPAIR_STATUS_LABELS, type RepairStatus } from '../../schemas/repair-status.schema';
import type { MailAttachment, MailMessage } from './mailer';

/**
 * `reminder`: the day before a fast repair's booked time (repair-reminders.service.ts); `closed`:
 * staff closed the store's time it was booked in, and the booking was cancelled with their message
 * (staff-reserve-times.service.ts)
 */
export type RepairMailKind = 'booked' | 'moved' | 'reminder' | 'closed';

export interface RepairMailInput {
  kind: RepairMailKind;
  repair: RepairRecord;
  /** the status it moved to (`moved`) */
  to?: RepairStatus;
  /** staff's words to the member: a move's note, or why the booked time was closed */
  note?: string;
  email: string;
  name: string;
  origin: string;
}

const SITE = '好生活';

/**
 * A repair's mail: received (a fast repair with its store, date and time, and the .ics; a deep
 * cleaning with what it costs), then each move staff make, with the parcel's tracking number once
 * it is shipped; a fast repair is reminded of its store and time the day before. The link opens
 * the member's own services page.
 */
export function repairMail({ kind, repair, to, note, email, name, origin }: RepairMailInput): MailMessage {
  const what = REPAIR_TYPE_LABELS[repair.type];
  const number = recordNumber(repair.id);
  const link = `${origin}/member/service?repair=${repair.id}`;
  const store = repair.book_store;
  const booking =
    store && repair.book_date !== 'N/A'
      ? [`預約時間：${repair.book_date}`, `門市：${store.name}（${store.full_address}，電話 ${store.phone}）`]
      : [];
  const said = note ? [`客服說明：${note}`] : [];
  const lines =
    kind === 'closed'
      ? [
          `很抱歉，您預約的${what}（案件編號 ${number}）時段門市無法服務，此預約已取消。`,
          ...booking,
          ...said,
          '請重新預約其他時段，造成不便敬請見諒。',
        ]
      : kind === 'reminder'
        ? [
            // sent the day before, or on the day when the job was late: the date says which
            `提醒您，您預約的${what}（案件編號 ${number}）即將到來。`,
            ...booking,
            '請於預約時間攜帶產品與購買發票前往門市。如需更改，請與門市聯繫。',
          ]
        : kind === 'booked'
          ? [
              `我們已收到您的${what}申請（案件編號 ${number}）。`,
              ...(booking.length
                ? [...booking, '請於預約時間攜帶產品與購買發票前往門市。附件的 .ics 檔可加入您的行事曆。']
                : []),
              ...(repair.payment && !repair.payment.paid
                ? [`此服務費用 ${formatMoney(repair.payment.amount)}，付款完成後我們才會開始處理。`]
                : []),
            ]
          : [
              `您的${what}（案件編號 ${number}）狀態已更新為「${REPAIR_STATUS_LABELS[to ?? repair.status]}」。`,
              ...(to === 'shipped' && repair.delivery_serial ? [`物流單號：${repair.delivery_serial}`] : []),
              ...said,
            ];
  const text = [
    `${name} 您好：`,
    '',
    ...lines,
    '',
    `產品：${repair.brand_name} ${repair.model_name}`,
    `查看進度：${link}`,
    '',
    `${SITE} 敬上`,
  ].join('\n');
  const attachments: MailAttachment[] =
    (kind === 'booked' || kind === 'reminder') && store && repair.book_date !== 'N/A'
      ? [
          {
            filename: `fast-repair-${repair.id}.ics`,
            contentType: 'text/calendar; charset=utf-8',
            content: fastRepairCalendar({
              id: repair.id,
              when: repair.book_date,
              title: `好生活速修預約｜${store.name}`,
              description: `請攜帶產品與購買發票前往 ${store.name}（${store.full_address}）。`,
              location: `${store.name}, ${store.full_address}`,
            }),
          },
        ]
      : [];
  const subject =
    kind === 'closed'
      ? `${SITE}：${what}預約時段取消通知（${number}）`
      : kind === 'reminder'
        ? `${SITE}：${what}預約提醒（${number}）`
        : kind === 'booked'
          ? `${SITE}：已收到您的${what}申請（${number}）`
          : `${SITE}：${what}進度更新「${REPAIR_STATUS_LABELS[to ?? repair.status]}」（${number}）`;
  return { to: email, subject, text, ...(attachments.length ? { attachments } : {}) };
}
