import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { payments } from '../db/tables/payment.table';
import { readFormFields } from '../http/form-fields';
import { siteOrigin } from '../routes/request-info';
import { checkMacValue, hasValidCheckMac } from './check-mac-value';
import { ecpayDate } from './ecpay.gateway';
import { merchantKeys } from './payment-config';
import { checkoutPage, errorPage, SANDBOX_TEXT } from './sandbox-pages';
import { sandboxTargets } from './sandbox-targets';

/** ECPay's code for a declined card; any code but 1 is a failure. */
const DECLINED = '10100058';
/** ECPay's PaymentType of the notify for each SPEC code (what a real notify would name). */
const NOTIFY_PAYMENT_TYPE: Record<string, string> = {
  '9104': 'Credit_CreditCard',
  '9101': 'JKOPAY',
  '9111': 'LINEPAY',
};
/** a gateway retries until it reads its reply; the sandbox tries this often, a little apart */
const DELIVERY_DELAYS_MS = [0, 300, 1500];

/** What ECPay's ReturnURL would receive for this checkout and outcome, signed. */
function notifyFields(
  checkout: Record<string, string>,
  outcome: 'paid' | 'failed',
  keys: ReturnType<typeof merchantKeys>,
) {
  const now = new Date();
  const date = ecpayDate(now);
  const fields: Record<string, string> = {
    MerchantID: keys.merchantId,
    MerchantTradeNo: checkout.MerchantTradeNo ?? '',
    StoreID: '',
    RtnCode: outcome === 'paid' ? '1' : DECLINED,
    RtnMsg: outcome === 'paid' ? '交易成功' : '付款失敗',
    TradeNo: `${date.replace(/\D/g, '').slice(2)}${randomBytes(4).toString('hex').toUpperCase()}`,
    TradeAmt: checkout.TotalAmount ?? '0',
    PaymentDate: date,
    PaymentType: NOTIFY_PAYMENT_TYPE[checkout.CustomField1 ?? ''] ?? 'Credit_CreditCard',
    PaymentTypeChargeFee: '0',
    TradeDate: checkout.MerchantTradeDate ?? date,
    SimulatePaid: '0',
    CustomField1: checkout.CustomField1 ?? '',
    CustomField2: checkout.CustomField2 ?? '',
    CustomField3: checkout.CustomField3 ?? '',
    CustomField4: checkout.CustomField4 ?? '',
  };
  fields.CheckMacValue = checkMacValue(fields, keys.hashKey, keys.hashIv);
  return fields;
}

/**
 * The site's own payment gateway (the default; no money moves): a hosted page that shows the
 * checkout and lets the payer pay or fail, then a signed server-to-server notify to the site's
 * notify URL, retried until it reads `1|OK`, then the browser back to the site. It speaks ECPay's
 * protocol, so the same adapter serves both (docs/decisions/payments.md).
 */
export function sandboxRoutes() {
  return (
    new Hono<AppEnv>()
      .post('/pay', async (c) => {
        const keys = merchantKeys(c.var.deps.env);
        const fields = await readFormFields(c);
        c.header('Cache-Control', 'no-store');
        if (!fields || !hasValidCheckMac(fields, keys.hashKey, keys.hashIv) || fields.MerchantID !== keys.merchantId) {
          return c.html(errorPage(SANDBOX_TEXT.badRequest), 400);
        }
        return c.html(checkoutPage(fields));
      })
      .post('/pay/complete', async (c) => {
        const { env, payments, log } = c.var.deps;
        const keys = merchantKeys(env);
        const posted = await readFormFields(c);
        c.header('Cache-Control', 'no-store');
        if (!posted) return c.html(errorPage(SANDBOX_TEXT.badRequest), 400);
        const { outcome, ...checkout } = posted;
        if (
          (outcome !== 'paid' && outcome !== 'failed') ||
          !hasValidCheckMac(checkout, keys.hashKey, keys.hashIv) ||
          checkout.MerchantID !== keys.merchantId ||
          !checkout.ReturnURL ||
          !checkout.ClientBackURL
        ) {
          return c.html(errorPage(SANDBOX_TEXT.badRequest), 400);
        }
        const targets = sandboxTargets(siteOrigin(c), checkout);
        const form = new URLSearchParams(notifyFields(checkout, outcome, keys));
        let delivered = false;
        for (const delay of DELIVERY_DELAYS_MS) {
          if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
          try {
            delivered = (await payments.deliverNotify(targets.notifyUrl, form)) === '1|OK';
          } catch (err) {
            log.warn({ err, tradeNo: checkout.MerchantTradeNo }, 'sandbox payment notify failed');
          }
          if (delivered) break;
        }
        if (!delivered) return c.html(errorPage(SANDBOX_TEXT.notDelivered, targets.returnUrl), 502);
        return c.redirect(targets.returnUrl, 303);
      })
      // ECPay's credit-card DoAction, refunds only (Action=R), answered as ECPay does: a URL-encoded
      // line with RtnCode 1 when the money goes back, another code and RtnMsg when it is refused
      .post('/pay/do-action', async (c) => {
        const keys = merchantKeys(c.var.deps.env);
        const fields = (await readFormFields(c)) ?? {};
        c.header('Cache-Control', 'no-store');
        const answer = (rtnCode: string, rtnMsg: string) =>
          c.text(
            new URLSearchParams({
              MerchantID: fields.MerchantID ?? '',
              MerchantTradeNo: fields.MerchantTradeNo ?? '',
              TradeNo: fields.TradeNo ?? '',
              RtnCode: rtnCode,
              RtnMsg: rtnMsg,
            }).toString(),
          );
        if (!hasValidCheckMac(fields, keys.hashKey, keys.hashIv) || fields.MerchantID !== keys.merchantId) {
          return answer(REFUSED, 'CheckMacValue Error');
        }
        if (fields.Action !== 'R') return answer(REFUSED, '沙盒只接受退刷（Action=R）。');
        const refundable = await sandboxRefundable(c.var.deps.db, fields.MerchantTradeNo ?? '', fields.TradeNo ?? '');
        const amount = Number(fields.TotalAmount);
        if (refundable === null) return answer(REFUSED, '查無此交易或交易未付款。');
        if (!Number.isSafeInteger(amount) || amount <= 0 || amount > refundable) {
          return answer(REFUSED, `退刷金額超過可退金額（可退 ${refundable} 元）。`);
        }
        return answer('1', '退刷成功');
      })
  );
}

/** a refused DoAction (ECPay answers a code other than 1 and says why in RtnMsg) */
const REFUSED = '10200050';

/** What is left to give back on a paid sandbox trade, or null when the trade is not one. */
async function sandboxRefundable(db: Db, tradeNo: string, gatewayTradeNo: string): Promise<number | null> {
  const [row] = await db
    .select({ paid: payments.paidAmount, refunded: payments.refundedAmount })
    .from(payments)
    .where(
      and(
        eq(payments.tradeNo, tradeNo),
        eq(payments.gateway, 'sandbox'),
        eq(payments.status, 'paid'),
        eq(payments.gatewayTradeNo, gatewayTradeNo),
      ),
    );
  return row ? (row.paid ?? 0) - row.refunded : null;
}
