import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { CheckoutStartSchema } from './checkout.schema';
import { pageQuery } from './page-query.schema';
import { PAY_TYPE_NAMES, PAYMENT_TYPES } from './payment-type.schema';

export const ORDER_STATUSES = ['pending_payment', 'paid', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: '待付款',
  paid: '已完成報名',
  cancelled: '已取消',
  expired: '逾期未付款',
  refunded: '已退款',
};

/** SPEC §4 order display status: 1 refundable, 2 not refundable, 3 event or session over. */
export const DISPLAY_STATUSES = [1, 2, 3] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const PAY_TYPE_NAME_VALUES = Object.values(PAY_TYPE_NAMES) as [string, ...string[]];

export const CreditInfoSchema = z.object({ no: z.string(), amount: z.number().int(), issued_at: z.string() });

export const UserOrderSchema = z.object({
  order_number: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
  total: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  display_status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  can_refund: z.boolean(),
  can_cancel: z.boolean(),
  /** the last attempt to pay the order at the gateway was declined (the member may pay again) */
  payment_failed: z.boolean(),
  refund_at: z.string().nullable(),
  credit_info: CreditInfoSchema.nullable(),
  /** SPEC §9 display name: CREDIT_CARD_ONE_TIME, STREET_KOU, LINE_PAY, FREE_PAYMENT */
  pay_type: z.enum(PAY_TYPE_NAME_VALUES),
  payment_type: z.enum(PAYMENT_TYPES),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  invoice_info: z.object({ invoice_num: z.string(), issued_at: z.string(), lookup_url: z.string() }).nullable(),
  event_info: z.object({
    event_id: z.number().int(),
    event_name: z.string(),
    event_status: z.string(),
    session_status: z.string(),
    event_started_at: z.string(),
    event_ended_at: z.string(),
    session_started_at: z.string(),
    session_ended_at: z.string(),
    place_name: z.string(),
  }),
  items: z.array(
    z.object({
      registration_number: z.string(),
      /** what the ticket's QR code holds: signed, checkable offline (schemas/ticket-code.ts); null unless paid */
      ticket_code: z.string().nullable(),
      ticket_name: z.string(),
      ticket_price: z.number().int(),
      user_name: z.string(),
    }),
  ),
});
export type UserOrder = z.infer<typeof UserOrderSchema>;
/**
 * SPEC §7 `GET /user/orders`: still `data`, the orders (a client that reads only `data` keeps
 * working on the first page); like every paged list of the site it also carries `meta` and `links`.
 */
export const UserOrdersResponse = pagedEnvelope(UserOrderSchema);
export const UserOrderResponse = z.object({ data: UserOrderSchema });

/** What `POST /api/cart/pay` answers: the order, and the way to the gateway when it is to be paid. */
export const PlacedOrderSchema = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number().int(),
  checkout: CheckoutStartSchema.nullable(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;
export const PlacedOrderResponse = z.object({ data: PlacedOrderSchema });

/** A member with years of orders reads them a page at a time (SPEC names no size: the site's choice). */
export const USER_ORDERS_PER_PAGE = 10;
export const USER_ORDERS_MAX_PER_PAGE = 100;

export const UserOrdersQuery = z
  .object({
    sorting: z
      .enum(['id', '-id', 'session_started_at', '-session_started_at'], { error: '排序方式不正確。' })
      .default('-id'),
    status: z.array(z.enum(ORDER_STATUSES, { error: '訂單狀態不正確。' })).optional(),
  })
  .extend(pageQuery({ defaultPerPage: USER_ORDERS_PER_PAGE, maxPerPage: USER_ORDERS_MAX_PER_PAGE }).shape);
export type UserOrdersQuery = z.infer<typeof UserOrdersQuery>;

export const OrderNumberParam = z.object({
  id: z.string().regex(/^\d{8,30}$/, '訂單編號不正確。'),
});

export const CreditNoteSchema = z.object({
  no: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  issued_at: z.string(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  invoice_amount: z.number().int(),
  order_number: z.string(),
  event_name: z.string(),
  buyer_ubn: z.string().nullable(),
  buyer_title: z.string().nullable(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;
export const CreditNoteResponse = z.object({ data: CreditNoteSchema });
export const CreditNoteParam = z.object({ no: z.string().regex(/^\d{10}$/, '折讓單號不正確。') });
