import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeRange, formatTime, formatWeekday } from '../../../../src/lib/format-date';

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
