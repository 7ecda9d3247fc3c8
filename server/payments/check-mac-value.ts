import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * ECPay AIO's CheckMacValue (DOMAIN.md "Payment gateways"): the params without CheckMacValue,
 * sorted by key case-insensitively, wrapped in HashKey/HashIV, URL-encoded the way .NET's
 * HttpUtility.UrlEncode does (hence the lower case and the few characters put back), SHA-256.
 */
export function checkMacValue(params: Readonly<Record<string, string>>, hashKey: string, hashIv: string): string {
  const pairs = Object.keys(params)
    .filter((key) => key !== 'CheckMacValue')
    .sort((a, b) => {
      const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
      return la < lb ? -1 : la > lb ? 1 : 0;
    })
    .map((key) => `${key}=${params[key]}`);
  const raw = `HashKey=${hashKey}&${pairs.join('&')}&HashIV=${hashIv}`;
  const encoded = dotNetUrlEncode(raw).toLowerCase();
  return createHash('sha256').update(encoded).digest('hex').toUpperCase();
}

/** encodeURIComponent as .NET encodes: `'`, `~` escaped, space as `+`, `!*()` left alone. */
function dotNetUrlEncode(value: string): string {
  return encodeURIComponent(value).replace(/'/g, '%27').replace(/~/g, '%7e').replace(/%20/g, '+');
}

/** Whether `params` carry the MAC their other fields give; compared in constant time. */
export function hasValidCheckMac(params: Readonly<Record<string, string>>, hashKey: string, hashIv: string): boolean {
  const given = params.CheckMacValue;
  if (typeof given !== 'string' || !/^[0-9A-Fa-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(checkMacValue(params, hashKey, hashIv), 'ascii');
  return timingSafeEqual(expected, Buffer.from(given.toUpperCase(), 'ascii'));
}
