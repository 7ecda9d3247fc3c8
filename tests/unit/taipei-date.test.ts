import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatTaipei,
  formatTime,
  formatWeekday,
  taipeiMonth,
  taipeiToday,
  taipeiYear,
} from '../../schemas/taipei-date';
import { invoicePeriod } from '../../server/invoices/track-range.issuer';
import { ecpayDate } from '../../server/payments/ecpay.gateway';

// The machine's own zone must not matter: every case runs with the process in UTC (as servers
// are), in Los Angeles and in Taipei itself. Node reads TZ again whenever it is assigned.
const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Taipei'];
const inEachZone = (check: () => void) => {
  const before = process.env.TZ;
  try {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      check();
    }
  } finally {
    process.env.TZ = before;
  }
};

/** 23:30 on 25 November in Taipei, and an hour later, 00:30 on the 26th: 15:30 and 16:30 UTC. */
const LATE_EVENING = '2026-11-25T15:30:00.000Z';
const AFTER_MIDNIGHT = '2026-11-25T16:30:00.000Z';

describe('either side of midnight in Taipei, whatever the process TZ', () => {
  it('23:30 is still the 25th (a Wednesday)', () =>
    inEachZone(() => {
      expect(formatDate(LATE_EVENING)).toBe('2026-11-25');
      expect(formatTime(LATE_EVENING)).toBe('23:30');
      expect(formatDateTime(new Date(LATE_EVENING))).toBe('2026-11-25 (三) 23:30');
      expect(taipeiToday(new Date(LATE_EVENING))).toBe('2026-11-25');
    }));

  it('00:30 is the 26th at 00:30, never 24:30 of the 25th nor the UTC date', () =>
    inEachZone(() => {
      expect(formatDate(AFTER_MIDNIGHT)).toBe('2026-11-26');
      expect(formatTime(AFTER_MIDNIGHT)).toBe('00:30');
      expect(formatDateTime(Date.parse(AFTER_MIDNIGHT))).toBe('2026-11-26 (四) 00:30');
      expect(taipeiToday(new Date(AFTER_MIDNIGHT))).toBe('2026-11-26');
      expect(formatTaipei(AFTER_MIDNIGHT, 'YYMMDD')).toBe('261126');
    }));

  it('turns the month and the year at Taipei midnight', () =>
    inEachZone(() => {
      expect(taipeiMonth('2026-11-30T16:30:00.000Z')).toBe('2026-12');
      expect(taipeiYear(new Date('2026-12-31T15:30:00.000Z'))).toBe(2026);
      expect(taipeiYear(new Date('2026-12-31T16:30:00.000Z'))).toBe(2027);
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    }));

  it('adds months as people count them: a day the month has not is its last', () =>
    inEachZone(() => {
      expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
      expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
      expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
      expect(addMonths('2026-05-31', 1)).toBe('2026-06-30');
      expect(addMonths('2026-03-10', 24)).toBe('2028-03-10');
      expect(addMonths('2026-03-10', -3)).toBe('2025-12-10');
    }));

  it("dates the gateway's timestamps and the invoice period by Taipei's clock", () =>
    inEachZone(() => {
      expect(ecpayDate(new Date(AFTER_MIDNIGHT))).toBe('2026/11/26 00:30:00');
      expect(ecpayDate(new Date(LATE_EVENING))).toBe('2026/11/25 23:30:00');
      // 1 January in Taipei starts the next invoice period (11601), while UTC is still in December
      expect(invoicePeriod(new Date('2026-12-31T16:30:00.000Z'))).toBe('11601');
      expect(invoicePeriod(new Date('2026-12-31T15:30:00.000Z'))).toBe('11511');
    }));
});

describe('dates in Asia/Taipei (SPEC §9 formats)', () => {
  it('shows YYYY-MM-DD of the Taipei day, whatever the UTC day is', () => {
    expect(formatDate('2026-11-15T02:00:00.000Z')).toBe('2026-11-15');
    // 20:30 UTC is already the next morning in Taipei
    expect(formatDate('2026-12-31T20:30:00.000Z')).toBe('2027-01-01');
  });

  it('shows HH:mm and the weekday as (dd)', () => {
    expect(formatTime('2026-12-12T06:00:00.000Z')).toBe('14:00');
    expect(formatWeekday('2026-12-12T06:00:00.000Z')).toBe('(六)');
    expect(formatWeekday('2026-12-13T06:00:00.000Z')).toBe('(日)');
  });

  it('joins a same-day event as one range, a longer one with both dates', () => {
    expect(formatDateTimeRange('2026-12-12T06:00:00.000Z', '2026-12-12T09:00:00.000Z')).toBe(
      '2026-12-12 (六) 14:00–17:00',
    );
    expect(formatDateTimeRange('2026-12-12T06:00:00.000Z', '2026-12-13T09:00:00.000Z')).toBe(
      '2026-12-12 (六) 14:00 – 2026-12-13 (日) 17:00',
    );
    expect(formatDateTimeRange('2026-12-12T06:00:00.000Z')).toBe('2026-12-12 (六) 14:00');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
