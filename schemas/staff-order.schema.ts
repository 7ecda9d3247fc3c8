import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from './api-envelope.schema';
import { idValue } from './id-param.schema';
import { pageQuery } from './page-query.schema';
import { optionalText, plainText } from './plain-text.schema';

/**
 * The console's event orders (issue 27 item 3 and 4), for staff holding `events`: search, an
 * order's history from the audit log, cancelling an unpaid order, refunds that move money.
 */

export const STAFF_ORDERS_PER_PAGE = 20;
export const REFUND_REASON_MAX = 200;
export const ORDER_STATUSES = ['pending_payment', 'paid', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending_payment: '待付款',
  paid: '已付款',
  cancelled: '已取消',
  expired: '已逾期',
  refunded: '已退款',
};

export const REFUND_METHODS = ['gateway', 'outside'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_NAMES: Record<RefundMethod, string> = {
  gateway: '經金流退回原付款方式',
  outside: '已於金流外退款（現金、匯款）',
};

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_NAMES: Record<RefundStatus, string> = {
  pending: '處理中',
  succeeded: '已退款',
  failed: '退款失敗',
};

/** The history's actions (audit_log.action of entity `event_order`) as staff read them. */
export const ORDER_HISTORY_NAMES: Record<string, string> = {
  'order.placed': '建立訂單',
  'order.paid': '付款完成',
  'order.payment_failed': '付款失敗',
  'order.invoice_issued': '開立發票',
  'order.mailed': '寄送通知',
  'order.cancelled': '取消訂單',
  'order.expired': '逾期未付款',
  'order.refund_requested': '申請退款',
  'order.refunded': '退款完成',
  'order.refund_failed': '退款失敗',
  'order.refund_retried': '重試退款',
  'order.credit_note': '開立折讓單',
};

/** Which mail a history's `order.mailed` sent (server/mail/order-mails.ts's kinds), in words. */
export const ORDER_MAIL_NAMES: Record<string, string> = {
  placed: '報名完成通知',
  paid: '報名成功與票券',
  cancelled: '取消通知',
  expired: '逾期取消通知',
  refunded: '退款通知',
  'pay-soon': '付款提醒',
  reminder: '活動前提醒',
};

export const STAFF_ORDER_MESSAGES = {
  notFound: '找不到此訂單。',
  cancelOnlyUnpaid: '只有待付款的訂單可以取消。',
  notRefundable: '此訂單目前無法退款。',
  refundStalled: '退款處理中斷，未收到金流的回覆。請先到金流後台確認款項是否已退回，再重試。',
  items: '請選擇要退款的票券。',
  itemsTaken: '所選的票券已退款或正在退款中。',
  itemsFree: '所選票券金額為 0，不需退款。',
  noPayment: '找不到可經金流退款的付款紀錄，請改選「已於金流外退款」。',
  reason: '請填寫退款原因。',
  reasonTooLong: `退款原因最多 ${REFUND_REASON_MAX} 個字。`,
  method: '請選擇退款方式。',
  refundNotFound: '找不到此筆退款。',
  retryOnlyFailed: '只有退款失敗的紀錄可以重試。',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/staff/orders?q=&status=&page=`: q is an order or registration number, an email or a phone. */
export const StaffOrderQuerySchema = pageQuery({ defaultPerPage: STAFF_ORDERS_PER_PAGE, maxPerPage: 100 }).extend({
  q: optionalText(100, '關鍵字').optional(),
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES, { error: '訂單狀態不正確。' }).optional()),
});
export type StaffOrderQuery = z.output<typeof StaffOrderQuerySchema>;

export const StaffOrderParam = z.object({ no: z.string().regex(/^\d{8,30}$/, '訂單編號不正確。') });
export const StaffRefundParam = StaffOrderParam.extend({ refundId: idValue('退款編號') });

/** `POST /api/staff/orders/{no}/refunds`: which tickets, how the money goes back, why, mail or not. */
export const StaffRefundInputSchema = z.object({
  item_ids: z
    .array(idValue('票券編號'), { error: STAFF_ORDER_MESSAGES.items })
    .min(1, STAFF_ORDER_MESSAGES.items)
    .max(100, STAFF_ORDER_MESSAGES.items),
  method: z.enum(REFUND_METHODS, { error: STAFF_ORDER_MESSAGES.method }),
  reason: plainText({ error: STAFF_ORDER_MESSAGES.reason }, { multiline: true })
    .trim()
    .min(1, STAFF_ORDER_MESSAGES.reason)
    .max(REFUND_REASON_MAX, STAFF_ORDER_MESSAGES.reasonTooLong),
  notify_member: z.boolean({ error: '請選擇是否通知會員。' }).default(true),
  /** the form's key: a double click or a retry after a timeout refunds once */
  idempotency_key: z.string().regex(/^[\w-]{8,64}$/, '請重新整理頁面後再試。'),
});
export type StaffRefundInput = z.input<typeof StaffRefundInputSchema>;

export const StaffOrderListItemSchema = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  member: z.object({ id: z.number(), name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  event_name: z.string(),
  session_started_at: z.string(),
  count: z.number(),
  total: z.number(),
  refunded_amount: z.number(),
  created_at: z.string(),
});
export type StaffOrderListItem = z.infer<typeof StaffOrderListItemSchema>;

export const StaffOrderItemSchema = z.object({
  id: z.number(),
  registration_number: z.string(),
  ticket_name: z.string(),
  ticket_price: z.number(),
  user_name: z.string(),
  user_phone: z.string(),
  user_email: z.string(),
  refund_id: z.number().nullable(),
  refunded_at: z.string().nullable(),
});
export type StaffOrderItem = z.infer<typeof StaffOrderItemSchema>;

export const StaffOrderRefundSchema = z.object({
  id: z.number(),
  status: z.enum(REFUND_STATUSES),
  method: z.enum(REFUND_METHODS),
  amount: z.number(),
  item_ids: z.array(z.number()),
  requested_by: z.enum(['member', 'staff']),
  reason: z.string(),
  notify_member: z.boolean(),
  attempts: z.number(),
  failure_reason: z.string().nullable(),
  gateway_answer: z.record(z.string(), z.string()).nullable(),
  credit_note_no: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type StaffOrderRefund = z.infer<typeof StaffOrderRefundSchema>;

export const StaffOrderHistoryEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  by: z.enum(['member', 'staff', 'system']),
  actor_email: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type StaffOrderHistoryEntry = z.infer<typeof StaffOrderHistoryEntrySchema>;

export const StaffOrderSchema = StaffOrderListItemSchema.extend({
  payment_type: z.string(),
  paid_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  can_cancel: z.boolean(),
  can_refund: z.boolean(),
  invoice: z.object({ number: z.string(), amount: z.number(), issued_at: z.string() }).nullable(),
  credit_notes: z.array(z.object({ no: z.string(), amount: z.number(), reason: z.string(), issued_at: z.string() })),
  payments: z.array(
    z.object({
      trade_no: z.string(),
      gateway: z.string(),
      status: z.string(),
      amount: z.number(),
      refunded_amount: z.number(),
    }),
  ),
  items: z.array(StaffOrderItemSchema),
  refunds: z.array(StaffOrderRefundSchema),
  history: z.array(StaffOrderHistoryEntrySchema),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

export const StaffOrderPageResponse = pagedEnvelope(StaffOrderListItemSchema);
export const StaffOrderResponse = dataEnvelope(StaffOrderSchema);
