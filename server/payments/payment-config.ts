import type { AppDeps } from '../app-env';
import { ecpayGateway } from './ecpay.gateway';
import type { FormPoster, PaymentGateway } from './payment-gateway';

/** The sandbox's own address: the browser posts the checkout form here (sandbox.routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/pay';
/** The sandbox's stand-in of ECPay's DoAction: refunds go here (sandbox.routes.ts). */
export const SANDBOX_DO_ACTION_PATH = '/pay/do-action';

type PaymentEnv = Pick<
  AppDeps['env'],
  'PAYMENT_GATEWAY' | 'PAYMENT_MERCHANT_ID' | 'PAYMENT_HASH_KEY' | 'PAYMENT_HASH_IV' | 'ECPAY_CHECKOUT_URL'
> &
  Partial<Pick<AppDeps['env'], 'ECPAY_DO_ACTION_URL'>>;

/** ECPay's test service's DoAction, where refunds go unless ECPAY_DO_ACTION_URL says otherwise. */
export const ECPAY_STAGE_DO_ACTION_URL = 'https://payment-stage.ecpay.com.tw/CreditDetail/DoAction';

/** The merchant's keys: the sandbox signs its notifies with them, as ECPay does. */
export const merchantKeys = (env: PaymentEnv) => ({
  merchantId: env.PAYMENT_MERCHANT_ID,
  hashKey: env.PAYMENT_HASH_KEY,
  hashIv: env.PAYMENT_HASH_IV,
});

/** The configured gateway: the site's own sandbox or ECPay, both on ECPay's protocol. */
export function gatewayFromEnv(env: PaymentEnv): PaymentGateway {
  return env.PAYMENT_GATEWAY === 'ecpay'
    ? ecpayGateway({
        name: 'ecpay',
        checkoutUrl: env.ECPAY_CHECKOUT_URL,
        doActionUrl: env.ECPAY_DO_ACTION_URL ?? ECPAY_STAGE_DO_ACTION_URL,
        ...merchantKeys(env),
      })
    : ecpayGateway({
        name: 'sandbox',
        checkoutUrl: SANDBOX_CHECKOUT_PATH,
        doActionUrl: SANDBOX_DO_ACTION_PATH,
        ...merchantKeys(env),
      });
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

/** A gateway's API over real HTTP (ECPay's DoAction): the reply's body. */
export async function fetchForm(url: string, form: URLSearchParams): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: AbortSignal.timeout(20_000),
  });
  return res.text();
}

/**
 * The transport a gateway call uses: a site path (the sandbox lives in this app) is asked of the
 * app in-process on the site's own origin (the host guard admits it); an address elsewhere goes
 * through `postForm` (real HTTP).
 */
export function gatewayPoster(
  inProcess: (url: string, init: RequestInit) => Promise<Response>,
  origin: string,
  postForm: FormPoster,
): FormPoster {
  return async (url, form) => {
    if (!url.startsWith('/')) return postForm(url, form);
    const res = await inProcess(new URL(url, origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    return res.text();
  };
}
