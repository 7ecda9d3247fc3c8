import { describe, expect, it } from 'vitest';
import type { ContactSubmission } from '../../../schemas/contact.schema';
import { contactNoticeMail } from '../../../server/mail/contact-mails';

// as servers run: the process in UTC (Node reads TZ again whenever it is assigned)
process.env.TZ = 'UTC';

const input = {
  name: '王小明',
  email: 'ming@example.com.tw',
  phone: '0912345678',
  class_id: 1,
  content: '請問營業時間。',
  others: {},
} as unknown as ContactSubmission;
const timeLine = (createdAt: string) =>
  contactNoticeMail('service@haolife.example', input, {
    id: 42,
    className: '一般詢問',
    channelName: null,
    createdAt: new Date(createdAt),
  })
    .text.split('\n')
    .find((line) => line.startsWith('時間：'));

describe("the staff's contact notice says when the message came, in Taipei time", () => {
  it('23:30 in Taipei (15:30 UTC): the 25th', () => {
    expect(timeLine('2026-11-25T15:30:00.000Z')).toBe('時間：2026-11-25 (三) 23:30');
  });

  it('00:30 in Taipei (16:30 UTC): the 26th at 00:30, not 「24:30」', () => {
    expect(timeLine('2026-11-25T16:30:00.000Z')).toBe('時間：2026-11-26 (四) 00:30');
  });
});
