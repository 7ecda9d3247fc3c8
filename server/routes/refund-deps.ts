import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { gatewayPoster } from '../payments/payment-config';
import type { RefundDeps } from '../services/order-refunds.service';
import { siteOrigin } from './request-info';

/**
 * What a refund needs from the request: the configured gateway and its transport. The sandbox's
 * DoAction is a path of this site, asked in-process on the site's own origin; ECPay's over HTTP.
 */
export const refundDepsOf = <E extends AppEnv>(c: Context<E>): RefundDeps => {
  const { payments, request } = c.var.deps;
  return { gateway: payments.gateway, post: gatewayPoster(request, siteOrigin(c), payments.postForm) };
};
