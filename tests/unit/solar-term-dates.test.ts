import { describe, expect, it } from 'vitest';
import { solarTermDate, solarTermInstant } from '../../server/content/solar-term-dates';

// Published moments (UTC): March equinox 2024 03:06, June solstice 2024 20:51,
// December solstice 2025 15:03; 立春 2025 began 2025-02-03 22:10 Taiwan time.
describe('solar term dates', () => {
  it('finds equinoxes and solstices within a few minutes', () => {
    const near = (at: Date, iso: string) => Math.abs(at.getTime() - Date.parse(iso)) / 60_000;
    expect(near(solarTermInstant(2024, 0), '2024-03-20T03:06:00Z')).toBeLessThan(10);
    expect(near(solarTermInstant(2024, 90), '2024-06-20T20:51:00Z')).toBeLessThan(10);
    expect(near(solarTermInstant(2025, 270), '2025-12-21T15:03:00Z')).toBeLessThan(10);
  });

  it('gives Taiwan dates, which can differ from the UTC date', () => {
    expect(solarTermDate(2024, 90)).toBe('2024-06-21');
    expect(solarTermDate(2025, 315)).toBe('2025-02-03');
    expect(solarTermDate(2026, 285)).toBe('2026-01-05');
  });

  it('puts the 24 terms of a year in 24 distinct dates within that year', () => {
    const dates = Array.from({ length: 24 }, (_, i) => solarTermDate(2026, i * 15));
    expect(new Set(dates).size).toBe(24);
    expect(dates.every((d) => d.startsWith('2026-'))).toBe(true);
  });
});
