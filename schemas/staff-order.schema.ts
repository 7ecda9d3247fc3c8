import { z } from 'zod';
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

export const STAFF_ORDER_MESSAGES = {
  notFound: '找不到此訂單。',
  cancelOnlyUnpaid: '只有待付款的訂單可以取消。',
  notRefundable: '此訂單目前無法退款。',
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

export interface StaffOrderListItem {
  order_number: string;
  status: OrderStatus;
  member: { id: number; name: string; email: string | null; mobile: string | null };
  event_name: string;
  session_started_at: string;
  count: number;
  total: number;
  refunded_amount: number;
  created_at: string;
}

export interface StaffOrderItem {
  id: number;
  registration_number: string;
  ticket_name: string;
  ticket_price: number;
  user_name: string;
  user_phone: string;
  user_email: string;
  refund_id: number | null;
  refunded_at: string | null;
}

export interface StaffOrderRefund {
  id: number;
  status: RefundStatus;
  method: RefundMethod;
  amount: number;
  item_ids: number[];
  requested_by: 'member' | 'staff';
  reason: string;
  notify_member: boolean;
  attempts: number;
  failure_reason: string | null;
  gateway_answer: Record<string, string> | null;
  credit_note_no: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface StaffOrderHistoryEntry {
  id: number;
  at: string;
  action: string;
  by: 'member' | 'staff' | 'system';
  actor_email: string | null;
  detail: Record<string, unknown> | null;
}

export interface StaffOrder extends StaffOrderListItem {
  payment_type: string;
  paid_at: string | null;
  expires_at: string | null;
  can_cancel: boolean;
  can_refund: boolean;
  invoice: { number: string; amount: number; issued_at: string } | null;
  credit_notes: { no: string; amount: number; reason: string; issued_at: string }[];
  payments: { trade_no: string; gateway: string; status: string; amount: number; refunded_amount: number }[];
  items: StaffOrderItem[];
  refunds: StaffOrderRefund[];
  history: StaffOrderHistoryEntry[];
}
