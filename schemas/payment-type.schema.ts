import { z } from 'zod';

/**
 * SPEC §9 payment types: the site's own enum (DOMAIN.md: they match no gateway's codes), mapped to
 * a gateway's method names by its adapter. ZERO is a free order: it never reaches a gateway.
 */
export const PAYMENT_TYPES = ['ZERO', '9104', '9101', '9111'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The types a gateway is asked to collect. */
export const GATEWAY_PAYMENT_TYPES = ['9104', '9101', '9111'] as const;
export type GatewayPaymentType = (typeof GATEWAY_PAYMENT_TYPES)[number];

/** SPEC §9 pay_type display names, as user orders carry them. */
export const PAY_TYPE_NAMES = {
  ZERO: 'FREE_PAYMENT',
  '9104': 'CREDIT_CARD_ONE_TIME',
  '9101': 'STREET_KOU',
  '9111': 'LINE_PAY',
} as const satisfies Record<PaymentType, string>;
export type PayTypeName = (typeof PAY_TYPE_NAMES)[PaymentType];

/** What a member reads for each type. */
export const PAYMENT_TYPE_LABELS = {
  ZERO: '免付費',
  '9104': '信用卡一次付清',
  '9101': '街口支付',
  '9111': 'LINE Pay',
} as const satisfies Record<PaymentType, string>;

export const PaymentTypeSchema = z.enum(PAYMENT_TYPES, { error: '請選擇付款方式。' });
export const GatewayPaymentTypeSchema = z.enum(GATEWAY_PAYMENT_TYPES, { error: '請選擇付款方式。' });
