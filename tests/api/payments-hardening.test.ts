import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { Db } from '../../server/db/client';
import { payments } from '../../server/db/tables/payment.table';
import { readEnv } from '../../server/env';
import { checkMacValue, hasValidCheckMac } from '../../server/payments/check-mac-value';
import { gatewayFromEnv } from '../../server/payments/payment-config';
import type { PayableOwner } from '../../server/payments/payment-gateway';
import { startPayment } from '../../server/payments/payments.service';
import { freshDbForFile, testApp } from '../support/api-app';

// Issue 22: what an attacker tried against the payment routes (items 1, 2, 4 and 12).
const { db } = await freshDbForFile();

const KEYS = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };
const PAYMENT_ENV = {
  PAYMENT_GATEWAY: 'sandbox',
  PAYMENT_MERCHANT_ID: '3002607',
  PAYMENT_HASH_KEY: KEYS.hashKey,
  PAYMENT_HASH_IV: KEYS.hashIv,
  ECPAY_CHECKOUT_URL: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
} as const;
const SITE = 'https://shop.example.com.tw';

const paid: string[] = [];
const owner: PayableOwner = {
  async onPaid(_tx: Db, event) {
    paid.push(event.payableId);
    return 'fulfilled';
  },
  async onFailed() {},
};

/** Every notify the sandbox sent: where to, and what the site answered. */
const delivered: string[] = [];
let app: App;
app = testApp(db, {
  env: { PUBLIC_URL: SITE },
  payments: {
    owners: { test_order: owner },
    deliverNotify: async (url, form) => {
      delivered.push(url);
      const path = new URL(url);
      // only the site's own address is the site: anything else is another server
      if (path.origin !== SITE) return 'another server';
      return (
        await app.request(path.pathname, {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.example.com.tw' },
        })
      ).text();
    },
  },
});
const gateway = gatewayFromEnv(PAYMENT_ENV);

let nextId = 1;
async function checkout(amount = 800, description = '測試活動') {
  const id = `H${nextId++}`;
  const started = await startPayment(
    db,
    { gateway },
    { kind: 'test_order', id, amount, description, payType: '9104', returnPath: `/member/activity?order=${id}` },
    SITE,
  );
  if (started.checkout.kind !== 'form') throw new Error('the sandbox checkout is a form');
  return { id, tradeNo: started.tradeNo, fields: started.checkout.fields };
}

/** The checkout form as an attacker re-signs it with the public test keys after changing it. */
const resigned = (fields: Record<string, string>, changes: Record<string, string>) => {
  const changed: Record<string, string> = { ...fields, ...changes };
  delete changed.CheckMacValue;
  changed.CheckMacValue = checkMacValue(changed, KEYS.hashKey, KEYS.hashIv);
  return changed;
};

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('the sandbox gateway only ever talks to the site', () => {
  it('notifies the site’s own notify route and returns to the site, whatever the signed form names', async () => {
    const { id, fields } = await checkout();
    delivered.length = 0;
    const res = await app.request(
      '/pay/complete',
      form({
        ...resigned(fields, {
          ReturnURL: 'http://127.0.0.1:5432/internal-admin?x=1',
          ClientBackURL: 'https://evil.example/phish',
        }),
        outcome: 'paid',
      }),
    );
    expect(delivered).toEqual([`${SITE}/api/payments/notify`]);
    expect(paid).toContain(id);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '', SITE);
    expect(location.origin).toBe(SITE);
  });

  it('keeps a return address on the site as it is', async () => {
    const { id, fields } = await checkout();
    const res = await app.request('/pay/complete', form({ ...fields, outcome: 'failed' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/member/activity?order=${id}`);
  });

  it('sends a browser back to the site’s own origin for a return address of another host, port or scheme', async () => {
    for (const back of [
      'http://shop.example.com.tw/member',
      'https://shop.example.com.tw:8443/member',
      '//evil.example/x',
    ]) {
      const { fields } = await checkout();
      const res = await app.request(
        '/pay/complete',
        form({ ...resigned(fields, { ClientBackURL: back }), outcome: 'failed' }),
      );
      expect(res.status).toBe(303);
      expect(new URL(res.headers.get('location') ?? '', 'http://other.invalid').origin).toBe(SITE);
    }
  });
});

describe('a notify’s amount is read strictly', () => {
  const notify = (tradeNo: string, amount: string) => {
    const fields: Record<string, string> = {
      MerchantID: '3002607',
      MerchantTradeNo: tradeNo,
      RtnCode: '1',
      RtnMsg: '交易成功',
      TradeNo: '2311230000000001',
      TradeAmt: amount,
      PaymentDate: '2026/11/23 10:00:00',
      PaymentType: 'Credit_CreditCard',
      SimulatePaid: '0',
      CustomField1: '9104',
    };
    fields.CheckMacValue = checkMacValue(fields, KEYS.hashKey, KEYS.hashIv);
    return fields;
  };

  it.each(['+800', '8e2', '800.0', ' 800', '0x320', ''])(
    'refuses TradeAmt %j for an 800 order: nothing paid',
    async (amount) => {
      const { id, tradeNo } = await checkout(800);
      const res = await app.request('/api/payments/notify', form(notify(tradeNo, amount)));
      expect(await res.text()).toBe('0|Error');
      expect(paid).not.toContain(id);
      const [row] = await db.select().from(payments).where(eq(payments.tradeNo, tradeNo));
      expect(row?.status).toBe('pending');
    },
  );

  it('takes TradeAmt 800 for an 800 order', async () => {
    const { id, tradeNo } = await checkout(800);
    const res = await app.request('/api/payments/notify', form(notify(tradeNo, '800')));
    expect(await res.text()).toBe('1|OK');
    expect(paid).toContain(id);
  });
});

describe('a malformed multipart body', () => {
  it.each(['/api/payments/notify', '/pay', '/pay/complete', '/sso/login', '/sso/register'])(
    'on POST %s is a 400',
    async (path) => {
      const res = await app.request(path, {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': 'multipart/form-data; boundary=nope' },
      });
      expect(res.status).toBe(400);
    },
  );
});

describe('ECPay’s TradeDesc and ItemName are clipped by whole characters', () => {
  it.each([
    [
      'TradeDesc',
      `${'課'.repeat(99)}🎉 報名費`,
      { TradeDesc: `${'課'.repeat(99)}🎉`, ItemName: `${'課'.repeat(99)}🎉 報名費` },
    ],
    ['ItemName', `${'課'.repeat(199)}🎉`, { TradeDesc: '課'.repeat(100), ItemName: `${'課'.repeat(199)}🎉` }],
  ])('an emoji at the cut of %s: a signed checkout the sandbox takes', async (_field, description, expected) => {
    const { fields } = await checkout(800, description);
    expect(fields).toMatchObject(expected);
    expect(hasValidCheckMac(fields, KEYS.hashKey, KEYS.hashIv)).toBe(true);
    expect((await app.request('/pay', form(fields))).status).toBe(200);
  });

  it('an emoji just past the cut is left out whole, never half', async () => {
    const { fields } = await checkout(800, `${'課'.repeat(200)}🎉`);
    expect(fields.ItemName).toBe('課'.repeat(200));
    expect(fields.TradeDesc).toBe('課'.repeat(100));
  });
});

describe('PAYMENT_GATEWAY=ecpay in production', () => {
  const KEYS_ENV = {
    PAYMENT_MERCHANT_ID: '2000132',
    PAYMENT_HASH_KEY: 'k'.repeat(16),
    PAYMENT_HASH_IV: 'v'.repeat(16),
  };
  const base = { NODE_ENV: 'production', PUBLIC_URL: SITE, PAYMENT_GATEWAY: 'ecpay' };

  it('refuses to start on the public test keys, naming each variable that is missing', () => {
    expect(() => readEnv(base)).toThrow(/PAYMENT_MERCHANT_ID.*PAYMENT_HASH_KEY.*PAYMENT_HASH_IV/);
    const { PAYMENT_HASH_IV: _iv, ...twoOfThree } = KEYS_ENV;
    let message = '';
    try {
      readEnv({ ...base, ...twoOfThree });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('PAYMENT_HASH_IV');
    expect(message).not.toContain('PAYMENT_MERCHANT_ID');
    expect(message).not.toContain('PAYMENT_HASH_KEY');
  });

  it('starts with the merchant’s own three; the sandbox and development still start on the test keys', () => {
    expect(readEnv({ ...base, ...KEYS_ENV })).toMatchObject(KEYS_ENV);
    expect(readEnv({ NODE_ENV: 'production', PUBLIC_URL: SITE }).PAYMENT_MERCHANT_ID).toBe('3002607');
    expect(readEnv({ NODE_ENV: 'development', PAYMENT_GATEWAY: 'ecpay' }).PAYMENT_HASH_KEY).toBe(KEYS.hashKey);
  });
});
