import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { readFormFields } from '../http/form-fields';
import { handleNotify } from './payments.service';

/**
 * The gateway's server-to-server notify (ECPay's ReturnURL): a form post, answered in the
 * gateway's own words (`1|OK`), never JSON. A notify that cannot be handled is refused so the
 * gateway retries it later.
 */
export function paymentRoutes() {
  return new Hono<AppEnv>().post('/payments/notify', async (c) => {
    const { db, payments, log } = c.var.deps;
    const fields = await readFormFields(c);
    // a body that is not a form at all: refused, as a notify that cannot be read
    if (!fields) return c.text(payments.gateway.notifyReply(false), 400);
    try {
      const { reply, result } = await handleNotify(db, payments, fields);
      if (result === 'rejected' || result === 'unknown' || result === 'refund') {
        log.warn({ result, tradeNo: fields.MerchantTradeNo }, 'payment notify needs attention');
      }
      return c.text(reply);
    } catch (err) {
      log.error({ err, tradeNo: fields.MerchantTradeNo }, 'payment notify failed');
      return c.text(payments.gateway.notifyReply(false), 500);
    }
  });
}
