import { describe, expect, it } from 'vitest';
import { checkMacValue, hasValidCheckMac } from '../../../server/payments/check-mac-value';

// DOMAIN.md "Payment gateways": ECPay's own worked example
const KEY = 'pwFHCqoQZGmho4w6';
const IV = 'EkRm7iFT261dpevs';
const EXAMPLE = {
  TradeDesc: '促銷方案',
  PaymentType: 'aio',
  MerchantTradeDate: '2023/03/12 15:30:23',
  MerchantTradeNo: 'ecpay20230312153023',
  MerchantID: '3002607',
  ReturnURL: 'https://www.ecpay.com.tw/receive.php',
  ItemName: 'Apple iphone 15',
  TotalAmount: '30000',
  ChoosePayment: 'ALL',
  EncryptType: '1',
};
const EXPECTED = '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840';

describe('ECPay CheckMacValue', () => {
  it('reproduces the official example', () => {
    expect(checkMacValue(EXAMPLE, KEY, IV)).toBe(EXPECTED);
  });

  it('ignores a CheckMacValue already among the params and the order they come in', () => {
    const reversed = Object.fromEntries(Object.entries(EXAMPLE).reverse());
    expect(checkMacValue({ ...reversed, CheckMacValue: 'x' }, KEY, IV)).toBe(EXPECTED);
  });

  it('accepts the right MAC in either case and refuses a changed field or another key', () => {
    expect(hasValidCheckMac({ ...EXAMPLE, CheckMacValue: EXPECTED.toLowerCase() }, KEY, IV)).toBe(true);
    expect(hasValidCheckMac({ ...EXAMPLE, TotalAmount: '1', CheckMacValue: EXPECTED }, KEY, IV)).toBe(false);
    expect(hasValidCheckMac({ ...EXAMPLE, CheckMacValue: EXPECTED }, 'another-key-0000', IV)).toBe(false);
    expect(hasValidCheckMac({ ...EXAMPLE }, KEY, IV)).toBe(false);
    expect(hasValidCheckMac({ ...EXAMPLE, CheckMacValue: 'zz' }, KEY, IV)).toBe(false);
  });
});
