import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { formatMoney } from '../../schemas/money';
import { PAYMENT_TYPE_LABELS } from '../../schemas/payment-type.schema';
import { isGatewayPaymentType } from './ecpay.gateway';

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The sandbox gateway's words: it stands in for a payment service, so it says it is a test. */
export const SANDBOX_TEXT = {
  title: '付款（測試環境）',
  notice: '這是本站的付款測試環境，不會真的扣款。',
  amount: '應付金額',
  payType: '付款方式',
  item: '商品',
  tradeNo: '訂單編號',
  pay: '付款',
  fail: '付款失敗',
  badRequest: '付款資料有誤，請回到訂單重新付款。',
  notDelivered: '付款結果未能通知商店，請稍後回到訂單查看。',
  backToSite: '回到網站',
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f4;color:#222;font:16px/1.6 system-ui,-apple-system,"PingFang TC","Noto Sans TC","Microsoft JhengHei",sans-serif}
main{max-width:440px;margin:0 auto;padding:24px 16px 48px}
.card{background:#fff;border-radius:8px;padding:20px 16px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.3rem;margin:0 0 12px}
.notice{background:#fff4d6;color:#5c4300;border-radius:6px;padding:8px 12px;margin:0 0 16px;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}
dt{color:#666}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:1.5rem}
.actions{display:grid;gap:10px}
button{width:100%;padding:12px;font:inherit;font-weight:700;border:0;border-radius:6px;cursor:pointer}
.pay{color:#fff;background:#1f6f43}.fail{color:#8c1d18;background:#fdecea}
.alert{background:#fdecea;color:#8c1d18;border-radius:6px;padding:10px 12px}
a{color:#1f4f8f}
`;

function layout(body: Markup): Markup {
  return html`<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${SANDBOX_TEXT.title}</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card">
<h1>${SANDBOX_TEXT.title}</h1>
${body}
</div></main></body>
</html>`;
}

const money = (amount: string) => formatMoney(Number(amount));

/**
 * The hosted checkout: what is paid, how much and how, and the two outcomes. The checkout's signed
 * fields go along unchanged so the result is signed for exactly what was shown. No script (CSP).
 */
export function checkoutPage(fields: Readonly<Record<string, string>>): Markup {
  const payType = fields.CustomField1;
  const label = isGatewayPaymentType(payType) ? PAYMENT_TYPE_LABELS[payType] : (fields.ChoosePayment ?? '');
  return layout(html`<p class="notice">${SANDBOX_TEXT.notice}</p>
<dl>
<dt>${SANDBOX_TEXT.amount}</dt><dd class="amount" data-testid="pay-amount">${money(fields.TotalAmount ?? '0')}</dd>
<dt>${SANDBOX_TEXT.payType}</dt><dd data-testid="pay-type">${label}</dd>
<dt>${SANDBOX_TEXT.item}</dt><dd>${fields.ItemName ?? ''}</dd>
<dt>${SANDBOX_TEXT.tradeNo}</dt><dd>${fields.MerchantTradeNo ?? ''}</dd>
</dl>
<form method="post" action="/pay/complete" class="actions">
${Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<button class="pay" type="submit" name="outcome" value="paid">${SANDBOX_TEXT.pay}</button>
<button class="fail" type="submit" name="outcome" value="failed">${SANDBOX_TEXT.fail}</button>
</form>`);
}

export function errorPage(message: string, back?: string): Markup {
  return layout(
    html`<p class="alert" role="alert">${message}</p><p><a href="${back ?? '/'}">${SANDBOX_TEXT.backToSite}</a></p>`,
  );
}
