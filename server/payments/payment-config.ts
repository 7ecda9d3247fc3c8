import type { AppDeps } from '../app-env';
import { ecpayGateway } from './ecpay.gateway';
import type { PaymentGateway } from './payment-gateway';

/** The sandbox's own address: the browser posts the checkout form here (sandbox.routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/pay';

type PaymentEnv = Pick<
  AppDeps['env'],
  'PAYMENT_GATEWAY' | 'PAYMENT_MERCHANT_ID' | 'PAYMENT_HASH_KEY' | 'PAYMENT_HASH_IV' | 'ECPAY_CHECKOUT_URL'
>;

/** The merchant's keys: the sandbox signs its notifies with them, as ECPay does. */
export const merchantKeys = (env: PaymentEnv) => ({
  merchantId: env.PAYMENT_MERCHANT_ID,
  hashKey: env.PAYMENT_HASH_KEY,
  hashIv: env.PAYMENT_HASH_IV,
});

/** The configured gateway: the site's own sandbox or ECPay, both on ECPay's protocol. */
export function gatewayFromEnv(env: PaymentEnv): PaymentGateway {
  return env.PAYMENT_GATEWAY === 'ecpay'
    ? ecpayGateway({ name: 'ecpay', checkoutUrl: env.ECPAY_CHECKOUT_URL, ...merchantKeys(env) })
    : ecpayGateway({ name: 'sandbox', checkoutUrl: SANDBOX_CHECKOUT_PATH, ...merchantKeys(env) });
}

/** The sandbox's notify over real HTTP, as a gateway sends it. */
export async function fetchNotify(url: string, form: URLSearchParams): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  return res.text();
}
