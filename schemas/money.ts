/** Three digits from the right, where a thousands comma goes. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * An amount of New Taiwan dollars as every page, mail and document writes it: `NT$1,200` (no
 * space, thousands grouped). The one formatter, on the server and in the browser alike.
 *
 * Grouped by hand, not with `Intl.NumberFormat`: a page's first Intl formatter loads the
 * browser's locale data, 170–220 ms of main thread on Lighthouse's throttled phone, and the home
 * page's event cards format a price before the page is usable (docs/decisions/server-rendering.md).
 * `tests/unit/money.test.ts` holds it to Intl's answer (en-US, no fraction digits).
 */
export function formatMoney(amount: number): string {
  // Intl rounds half away from zero (halfExpand); an amount is whole, this only keeps it so
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? '-' : '';
  return `NT$${sign}${String(whole).replace(THOUSANDS, ',')}`;
}
