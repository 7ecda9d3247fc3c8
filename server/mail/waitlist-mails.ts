import { formatDateTime } from '../../schemas/taipei-date';
import type { MailMessage } from './mailer';

export interface WaitlistHoldFacts {
  name: string;
  event: string;
  eventId: number;
  session: string;
  startsAt: Date;
  seats: number;
  heldUntil: Date;
}

/** A waiting-list offer: the seats held, until when, and the sign-up link only the holder can use. */
export function waitlistHoldMail(to: string, facts: WaitlistHoldFacts, origin: string): MailMessage {
  return {
    to,
    subject: `【好生活】候補名額已為您保留：${facts.event}`,
    text: [
      `${facts.name || '會員'} 您好：`,
      '',
      `您候補的「${facts.event}」${facts.session}（${formatDateTime(facts.startsAt)}）有名額釋出，`,
      `我們已為您保留 ${facts.seats} 個名額，保留至 ${formatDateTime(facts.heldUntil)}。`,
      '',
      '請於保留期限內登入後點選以下連結完成報名：',
      `${origin}/events/${facts.eventId}/apply`,
      '',
      '逾期未完成報名，名額將依序保留給下一位候補會員。',
      '',
      '好生活',
    ].join('\n'),
  };
}
