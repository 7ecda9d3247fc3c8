const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * An amount of New Taiwan dollars as every page, mail and document writes it: `NT$1,200` (no
 * space, thousands grouped). The one formatter, on the server and in the browser alike.
 */
export const formatMoney = (amount: number) => `NT$${GROUPED.format(amount)}`;
