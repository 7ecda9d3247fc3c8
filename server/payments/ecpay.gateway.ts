import { GATEWAY_PAYMENT_TYPES, type GatewayPaymentType } from '../../schemas/payment-type.schema';
import { formatTaipei } from '../../schemas/taipei-date';
import { checkMacValue, hasValidCheckMac } from './check-mac-value';
import type {
  CheckoutStart,
  FormPoster,
  GatewayRefund,
  GatewayRefundAnswer,
  NotifyCheck,
  PaymentAttempt,
  PaymentGateway,
} from './payment-gateway';

export interface EcpayConfig {
  /** stored with each payment */
  name: string;
  /** where the browser posts the checkout form (ECPay's AioCheckOut/V5, or the sandbox's /pay) */
  checkoutUrl: string;
  merchantId: string;
  hashKey: string;
  hashIv: string;
  /** ECPay's credit-card DoAction (refunds), or the sandbox's stand-in of it (a site path) */
  doActionUrl: string;
}

/**
 * ECPay AIO has no 街口 or LINE Pay method of its own: credit card is asked for by name, the other
 * two let the payer pick on ECPay's page. The SPEC's code travels in CustomField1, which ECPay
 * sends back with the notify.
 */
const CHOOSE_PAYMENT: Record<GatewayPaymentType, string> = { '9104': 'Credit', '9101': 'ALL', '9111': 'ALL' };

/** ECPay's MerchantTradeDate: yyyy/MM/dd HH:mm:ss in Taiwan time. */
export function ecpayDate(at: Date): string {
  return formatTaipei(at, 'YYYY/MM/DD HH:mm:ss');
}

/**
 * ECPay limits ItemName to 400 bytes and TradeDesc to 200; `#` separates items there. Cut by whole
 * characters (code points): a cut inside an emoji leaves half a surrogate pair, which no URL
 * encoding takes (CheckMacValue would throw, and that event could never be paid).
 */
const clip = (text: string, max: number) => Array.from(text.replace(/#/g, '＃')).slice(0, max).join('');

/** A whole number of dollars as ECPay writes it: digits only (`+800`, `8e2`, `800.0` are not 800). */
const WHOLE_DOLLARS = /^(0|[1-9]\d{0,11})$/;

/**
 * A gateway that speaks ECPay's AIO protocol (DOMAIN.md "Payment gateways"): a form posted by the
 * browser, a form-encoded notify signed with CheckMacValue, answered with exactly `1|OK`.
 */
export function ecpayGateway(config: EcpayConfig): PaymentGateway {
  return {
    name: config.name,
    startCheckout(attempt: PaymentAttempt, urls): CheckoutStart {
      const fields: Record<string, string> = {
        MerchantID: config.merchantId,
        MerchantTradeNo: attempt.tradeNo,
        MerchantTradeDate: ecpayDate(attempt.createdAt),
        PaymentType: 'aio',
        TotalAmount: String(attempt.amount),
        TradeDesc: clip(attempt.description, 100),
        ItemName: clip(attempt.description, 200),
        ReturnURL: urls.notifyUrl,
        ClientBackURL: urls.returnUrl,
        ChoosePayment: CHOOSE_PAYMENT[attempt.payType],
        EncryptType: '1',
        CustomField1: attempt.payType,
      };
      fields.CheckMacValue = checkMacValue(fields, config.hashKey, config.hashIv);
      return { kind: 'form', action: config.checkoutUrl, fields };
    },
    verifyNotify(fields): NotifyCheck {
      if (!hasValidCheckMac(fields, config.hashKey, config.hashIv)) return { ok: false, reason: 'signature' };
      const { MerchantID, MerchantTradeNo, RtnCode, TradeNo, TradeAmt, RtnMsg, SimulatePaid } = fields;
      if (
        MerchantID !== config.merchantId ||
        !MerchantTradeNo ||
        !RtnCode ||
        !TradeNo ||
        TradeAmt === undefined ||
        !WHOLE_DOLLARS.test(TradeAmt)
      ) {
        return { ok: false, reason: 'malformed' };
      }
      return {
        ok: true,
        verdict: {
          tradeNo: MerchantTradeNo,
          outcome: RtnCode === '1' ? 'paid' : 'failed',
          gatewayTradeNo: TradeNo,
          amount: Number(TradeAmt),
          simulated: SimulatePaid === '1',
          message: RtnMsg ?? '',
        },
      };
    },
    // ECPay retries a notify until it reads exactly this
    notifyReply: (accepted) => (accepted ? '1|OK' : '0|Error'),
    refund: (request, post) => ecpayRefund(config, request, post),
  };
}

/** The DoAction form for a refund (退刷), signed: exactly the fields ECPay's credit-card API names. */
export function doActionFields(
  config: Pick<EcpayConfig, 'merchantId' | 'hashKey' | 'hashIv'>,
  request: GatewayRefund,
): Record<string, string> {
  const fields: Record<string, string> = {
    MerchantID: config.merchantId,
    MerchantTradeNo: request.tradeNo,
    TradeNo: request.gatewayTradeNo,
    Action: 'R',
    TotalAmount: String(request.amount),
  };
  fields.CheckMacValue = checkMacValue(fields, config.hashKey, config.hashIv);
  return fields;
}

/**
 * ECPay's DoAction answers a URL-encoded string (`MerchantID=…&MerchantTradeNo=…&TradeNo=…&RtnCode=1
 * &RtnMsg=…`), unsigned; RtnCode 1 alone means the card is refunded. A connection that drops or an
 * answer without RtnCode is a failure to retry: the money did not go back as far as we know.
 */
async function ecpayRefund(
  config: EcpayConfig,
  request: GatewayRefund,
  post: FormPoster,
): Promise<GatewayRefundAnswer> {
  let body: string;
  try {
    body = await post(config.doActionUrl, new URLSearchParams(doActionFields(config, request)));
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { ok: false, message: `無法連線至金流：${why}`, fields: {} };
  }
  const fields = Object.fromEntries(new URLSearchParams(body.trim()));
  if (!fields.RtnCode) return { ok: false, message: `金流回覆無法辨識：${body.slice(0, 200)}`, fields };
  return { ok: fields.RtnCode === '1', message: fields.RtnMsg ?? '', fields };
}

export const isGatewayPaymentType = (value: string | undefined): value is GatewayPaymentType =>
  (GATEWAY_PAYMENT_TYPES as readonly string[]).includes(value ?? '');
