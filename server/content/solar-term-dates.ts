import { formatDate } from '../../schemas/taipei-date';

/**
 * When a solar term (節氣) begins: the moment the sun's apparent ecliptic longitude reaches a
 * multiple of 15°. Low-precision solar theory (Meeus, Astronomical Algorithms ch. 25): about
 * 0.01°, i.e. within a quarter of an hour, which is plenty for a calendar of dates. Dates are
 * Taiwan's (UTC+8, no daylight saving).
 */

const DEG = Math.PI / 180;
const DAY_MS = 86_400_000;
const TROPICAL_YEAR_DAYS = 365.2422;

const julianDay = (ms: number) => ms / DAY_MS + 2_440_587.5;

/** Apparent longitude of the sun in degrees, 0 ≤ λ < 360. */
export function sunLongitude(ms: number): number {
  const t = (julianDay(ms) - 2_451_545) / 36_525;
  const l0 = 280.46646 + 36_000.76983 * t + 0.0003032 * t * t;
  const m = (357.52911 + 35_999.05029 * t - 0.0001537 * t * t) * DEG;
  const c =
    (1.914602 - 0.004817 * t - 0.000014 * t * t) * Math.sin(m) +
    (0.019993 - 0.000101 * t) * Math.sin(2 * m) +
    0.000289 * Math.sin(3 * m);
  const omega = (125.04 - 1934.136 * t) * DEG;
  const apparent = l0 + c - 0.00569 - 0.00478 * Math.sin(omega);
  return ((apparent % 360) + 360) % 360;
}

/** The instant in Gregorian `year` at which the sun reaches `longitude` (a multiple of 15). */
export function solarTermInstant(year: number, longitude: number): Date {
  // 小寒 (285°) to 驚蟄 (345°) fall before the March equinox of the same calendar year.
  const fromEquinox = longitude >= 285 ? longitude - 360 : longitude;
  let ms = Date.UTC(year, 2, 20) + (fromEquinox / 360) * TROPICAL_YEAR_DAYS * DAY_MS;
  for (let i = 0; i < 6; i += 1) {
    const diff = ((((longitude - sunLongitude(ms)) % 360) + 540) % 360) - 180;
    ms += (diff / 360) * TROPICAL_YEAR_DAYS * DAY_MS;
  }
  return new Date(ms);
}

/** The date a term begins in `year`, in Taiwan. */
export const solarTermDate = (year: number, longitude: number): string => formatDate(solarTermInstant(year, longitude));
