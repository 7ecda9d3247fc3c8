import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** ECPay's public test merchant (DOMAIN.md), which the app uses unless told otherwise. */
export const TEST_KEYS = { merchantId: '3002607', hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };

/**
 * CheckMacValue as DOMAIN.md spells it, written again here rather than imported, so the stand-in
 * judges the app's signature by the documentation and not by the app's own code.
 */
export function documentedCheckMac(fields: Record<string, string>, hashKey: string, hashIv: string) {
  const keys = Object.keys(fields)
    .filter((k) => k !== 'CheckMacValue')
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));
  const raw = `HashKey=${hashKey}&${keys.map((k) => `${k}=${fields[k]}`).join('&')}&HashIV=${hashIv}`;
  const encoded = encodeURIComponent(raw).toLowerCase().replace(/'/g, '%27').replace(/~/g, '%7e').replace(/%20/g, '+');
  return createHash('sha256').update(encoded).digest('hex').toUpperCase();
}

export interface DoActionCall {
  contentType: string | undefined;
  fields: Record<string, string>;
  macValid: boolean;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

/**
 * A local stand-in of ECPay's CreditDetail/DoAction (a real HTTP server): it checks the request's
 * CheckMacValue with the merchant's keys and answers as ECPay does, a URL-encoded line. `next`
 * decides the answer of the next call: 'accept' (RtnCode 1), 'refuse' (another code and RtnMsg);
 * a bad signature is always refused. Closed after the file.
 */
export async function doActionStandIn(keys = TEST_KEYS) {
  const calls: DoActionCall[] = [];
  const plan: ('accept' | 'refuse')[] = [];
  const server = createServer(async (req, res) => {
    const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const macValid = fields.CheckMacValue === documentedCheckMac(fields, keys.hashKey, keys.hashIv);
    calls.push({ contentType: req.headers['content-type'], fields, macValid });
    const outcome = macValid ? (plan.shift() ?? 'accept') : 'refuse';
    const answer = new URLSearchParams({
      MerchantID: fields.MerchantID ?? '',
      MerchantTradeNo: fields.MerchantTradeNo ?? '',
      TradeNo: fields.TradeNo ?? '',
      RtnCode: outcome === 'accept' ? '1' : '10200047',
      RtnMsg: !macValid ? 'CheckMacValue Error' : outcome === 'accept' ? '成功' : '該筆交易已超過可退款期限',
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(answer.toString());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/CreditDetail/DoAction`,
    calls,
    /** the answers of the next calls, in order (accept once the plan runs out) */
    plan: (...outcomes: ('accept' | 'refuse')[]) => plan.push(...outcomes),
  };
}
