import { describe, expect, it } from 'vitest';
import { fastRepairCalendar } from '../../../schemas/fast-repair-calendar';

describe('the fast-repair reminder (iCalendar)', () => {
  const ics = fastRepairCalendar({
    id: 7,
    when: '2026-12-01 14:00',
    title: '好生活速修預約｜台北維修服務中心',
    description: '請於預約時間攜帶商品至 台北維修服務中心。',
    location: '台北維修服務中心, 114 臺北市內湖區瑞光路 399 號 2 樓',
  });

  it('is at the store booked, at its time in Taipei, for the 40 minutes a fast repair takes', () => {
    const lines = ics.split('\r\n');
    expect(lines).toContain('LOCATION:台北維修服務中心\\, 114 臺北市內湖區瑞光路 399 號 2 樓');
    expect(lines).toContain('SUMMARY:好生活速修預約｜台北維修服務中心');
    expect(lines).toContain('DTSTART:20261201T060000Z');
    expect(lines).toContain('DTEND:20261201T064000Z');
    expect(lines).toContain('TRIGGER:-PT1H');
  });
});
