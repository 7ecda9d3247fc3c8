import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { Db } from '../../server/db/client';
import { payments } from '../../server/db/tables/payment.table';
import { checkMacValue } from '../../server/payments/check-mac-value';
import { gatewayFromEnv } from '../../server/payments/payment-config';
import type { PayableOwner, PaymentEvent } from '../../server/payments/payment-gateway';
import { startPayment } from '../../server/payments/payments.service';
import { freshDbForFile, testApp } from '../support/api-app';

const { db } = await freshDbForFile();

/**
 * An owner as a service would be: it takes money for records it still wants (`open`) and says
 * 'refund' for the others. What it was told is kept to count.
 */
function recordingOwner() {
  const open = new Set<string>();
  const paid: PaymentEvent[] = [];
  const failed: PaymentEvent[] = [];
  const owner: PayableOwner = {
    async onPaid(_tx: Db, event) {
      if (!open.has(event.payableId)) return 'refund';
      open.delete(event.payableId);
      paid.push(event);
      return 'fulfilled';
    },
    async onFailed(_tx: Db, event) {
      failed.push(event);
    },
  };
  return { owner, open, paid, failed };
}

const shop = recordingOwner();
const ENV = { PUBLIC_URL: 'http://localhost' } as const;
let app: App;
app = testApp(db, {
  env: ENV,
  payments: {
    owners: { test_order: shop.owner },
    // the sandbox's server-to-server notify, through the same app (no port in API tests)
    deliverNotify: async (url, form) =>
      (
        await app.request(url, {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).text(),
  },
});
const gateway = gatewayFromEnv({
  PAYMENT_GATEWAY: 'sandbox',
  PAYMENT_MERCHANT_ID: '3002607',
  PAYMENT_HASH_KEY: 'pwFHCqoQZGmho4w6',
  PAYMENT_HASH_IV: 'EkRm7iFT261dpevs',
  ECPAY_CHECKOUT_URL: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
});

let nextId = 1;
async function checkout(amount = 1200, payType: '9104' | '9101' | '9111' = '9104') {
  const id = `T${nextId++}`;
  shop.open.add(id);
  const started = await startPayment(
    db,
    { gateway },
    {
      kind: 'test_order',
      id,
      amount,
      description: '測試活動 × 2',
      payType,
      returnPath: `/member/activity?order=${id}`,
    },
    ENV.PUBLIC_URL,
  );
  if (started.checkout.kind !== 'form') throw new Error('the sandbox checkout is a form');
  return { id, tradeNo: started.tradeNo, fields: started.checkout.fields, action: started.checkout.action };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const paymentOf = async (tradeNo: string) => (await db.select().from(payments).where(eq(payments.tradeNo, tradeNo)))[0];

/** A notify as the gateway signs it. */
function notify(tradeNo: string, amount: number, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    MerchantID: '3002607',
    MerchantTradeNo: tradeNo,
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeNo: '2311230000000001',
    TradeAmt: String(amount),
    PaymentDate: '2026/11/23 10:00:00',
    PaymentType: 'Credit_CreditCard',
    SimulatePaid: '0',
    CustomField1: '9104',
    ...extra,
  };
  fields.CheckMacValue = checkMacValue(fields, 'pwFHCqoQZGmho4w6', 'EkRm7iFT261dpevs');
  return fields;
}
const sendNotify = async (fields: Record<string, string>) =>
  (await app.request('/api/payments/notify', form(fields))).text();

describe('the sandbox gateway at /pay', () => {
  it('shows the amount and the pay type in Chinese, with 付款 and 付款失敗', async () => {
    const { action, fields } = await checkout(1200, '9101');
    expect(action).toBe('/pay');
    const res = await app.request(action, form(fields));
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('NT$1,200');
    expect(page).toContain('街口支付');
    expect(page).toMatch(/<button[^>]*value="paid"[^>]*>付款<\/button>/);
    expect(page).toMatch(/<button[^>]*value="failed"[^>]*>付款失敗<\/button>/);
  });

  it('refuses a checkout whose amount was changed in the browser', async () => {
    const { fields } = await checkout(1200);
    const res = await app.request('/pay', form({ ...fields, TotalAmount: '1' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('付款資料有誤');
    const done = await app.request('/pay/complete', form({ ...fields, TotalAmount: '1', outcome: 'paid' }));
    expect(done.status).toBe(400);
  });

  it('pays: a signed notify reaches the owner once, then the browser goes back to the site', async () => {
    const { id, tradeNo, fields } = await checkout(1500, '9111');
    const res = await app.request('/pay/complete', form({ ...fields, outcome: 'paid' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://localhost/member/activity?order=${id}`);
    expect(shop.paid.filter((e) => e.payableId === id)).toEqual([
      expect.objectContaining({ tradeNo, amount: 1500, payType: '9111' }),
    ]);
    const row = await paymentOf(tradeNo);
    expect(row).toMatchObject({ status: 'paid', paidAmount: 1500, needsRefund: false, notifyCount: 1 });
    expect(row?.gatewayTradeNo).toMatch(/^\d{12}[0-9A-F]{8}$/);
  });

  it('fails: the owner hears it and no money is recorded', async () => {
    const { id, tradeNo, fields } = await checkout(800);
    const res = await app.request('/pay/complete', form({ ...fields, outcome: 'failed' }));
    expect(res.status).toBe(303);
    expect(shop.failed.map((e) => e.payableId)).toContain(id);
    expect(await paymentOf(tradeNo)).toMatchObject({ status: 'failed', paidAt: null });
  });
});

describe('POST /api/payments/notify', () => {
  it('answers 1|OK to the same notify delivered 20 times at once, and pays once', async () => {
    const { id, tradeNo } = await checkout(2000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => sendNotify(notify(tradeNo, 2000))));
    expect(new Set(replies)).toEqual(new Set(['1|OK']));
    expect(shop.paid.filter((e) => e.payableId === id)).toHaveLength(1);
    expect(await paymentOf(tradeNo)).toMatchObject({ status: 'paid', notifyCount: 20 });
  });

  it('changes nothing for a notify with a bad signature, and says so', async () => {
    const { id, tradeNo } = await checkout(2000);
    const forged = { ...notify(tradeNo, 2000), TradeAmt: '1' };
    expect(await sendNotify(forged)).toBe('0|Error');
    const unsigned = notify(tradeNo, 2000);
    delete unsigned.CheckMacValue;
    expect(await sendNotify(unsigned)).toBe('0|Error');
    expect(shop.paid.some((e) => e.payableId === id)).toBe(false);
    expect(await paymentOf(tradeNo)).toMatchObject({ status: 'pending', notifyCount: 0, lastNotify: null });
  });

  it('records a back-office test notify (SimulatePaid) without fulfilling it', async () => {
    const { id, tradeNo } = await checkout(300);
    expect(await sendNotify(notify(tradeNo, 300, { SimulatePaid: '1' }))).toBe('1|OK');
    expect(shop.paid.some((e) => e.payableId === id)).toBe(false);
    const row = await paymentOf(tradeNo);
    expect(row?.status).toBe('pending');
    expect(row?.simulatedAt).toBeInstanceOf(Date);
  });

  it('keeps money the owner can no longer take and flags it for a refund', async () => {
    const { id, tradeNo } = await checkout(900);
    shop.open.delete(id); // expired or cancelled meanwhile
    expect(await sendNotify(notify(tradeNo, 900))).toBe('1|OK');
    expect(await paymentOf(tradeNo)).toMatchObject({
      status: 'paid',
      paidAmount: 900,
      needsRefund: true,
      refundReason: 'not_payable',
    });
  });

  it('flags a payment of another amount for a refund and does not fulfil it', async () => {
    const { id, tradeNo } = await checkout(900);
    expect(await sendNotify(notify(tradeNo, 90))).toBe('1|OK');
    expect(shop.paid.some((e) => e.payableId === id)).toBe(false);
    expect(await paymentOf(tradeNo)).toMatchObject({ needsRefund: true, refundReason: 'amount_mismatch' });
  });

  it('refuses a notify for a trade it never started, so the gateway keeps it', async () => {
    expect(await sendNotify(notify('HLNOSUCHTRADE', 100))).toBe('0|Error');
  });
});

describe('PAYMENT_GATEWAY=ecpay', () => {
  const ecpay = testApp(db, {
    env: {
      PUBLIC_URL: 'http://localhost',
      PAYMENT_GATEWAY: 'ecpay',
      ECPAY_CHECKOUT_URL: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
    },
    payments: { owners: { test_order: shop.owner } },
  });
  const ecpayGateway = gatewayFromEnv({
    PAYMENT_GATEWAY: 'ecpay',
    PAYMENT_MERCHANT_ID: '3002607',
    PAYMENT_HASH_KEY: 'pwFHCqoQZGmho4w6',
    PAYMENT_HASH_IV: 'EkRm7iFT261dpevs',
    ECPAY_CHECKOUT_URL: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
  });

  it("sends the browser to ECPay's checkout with a signed AIO form, credit card asked for by name", async () => {
    shop.open.add('E1');
    const { checkout } = await startPayment(
      db,
      { gateway: ecpayGateway },
      {
        kind: 'test_order',
        id: 'E1',
        amount: 600,
        description: '測試#活動',
        payType: '9104',
        returnPath: '/member/activity',
      },
      'http://localhost',
    );
    if (checkout.kind !== 'form') throw new Error('a form');
    expect(checkout.action).toBe('https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5');
    expect(checkout.fields).toMatchObject({
      MerchantID: '3002607',
      PaymentType: 'aio',
      TotalAmount: '600',
      ChoosePayment: 'Credit',
      EncryptType: '1',
      CustomField1: '9104',
      ReturnURL: 'http://localhost/api/payments/notify',
      ClientBackURL: 'http://localhost/member/activity',
      ItemName: '測試＃活動',
    });
    expect(checkout.fields.MerchantTradeDate).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(checkout.fields.CheckMacValue).toBe(checkMacValue(checkout.fields, 'pwFHCqoQZGmho4w6', 'EkRm7iFT261dpevs'));
  });

  it('takes its notify with 1|OK, lets the page post to ECPay, and serves no sandbox', async () => {
    const [attempt] = await db.select().from(payments).where(eq(payments.payableId, 'E1'));
    const res = await ecpay.request('/api/payments/notify', form(notify(attempt?.tradeNo ?? '', 600)));
    expect(await res.text()).toBe('1|OK');
    expect(shop.paid.some((e) => e.payableId === 'E1')).toBe(true);
    const page = await ecpay.request('/', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain('form-action');
    expect(page.headers.get('content-security-policy')).toContain('https://payment-stage.ecpay.com.tw');
    expect((await ecpay.request('/pay', form({}))).status).toBe(404);
  });
});
