import { z } from 'zod';
import { plainText } from './plain-text.schema';

/**
 * A repair's life cycle (issue 8): the server's machine (server/domain/repair-lifecycle.machine.ts)
 * says which moves are allowed; these are the states' names and what a member reads about each.
 */
export const REPAIR_STATUSES = [
  'pending_payment',
  'received',
  'awaiting_parcel',
  'inspecting',
  'repairing',
  'shipped',
  'completed',
  'cancelled',
] as const;
export const RepairStatusSchema = z.enum(REPAIR_STATUSES, { error: '請選擇正確的維修狀態。' });
export type RepairStatus = z.infer<typeof RepairStatusSchema>;

export const REPAIR_STATUS_LABELS: Record<RepairStatus, string> = {
  pending_payment: '待付款',
  received: '已受理',
  awaiting_parcel: '等待收件',
  inspecting: '檢測中',
  repairing: '維修中',
  shipped: '已寄回',
  completed: '已完成',
  cancelled: '已取消',
};

export const REPAIR_STATUS_DESCRIPTIONS: Record<RepairStatus, string> = {
  pending_payment: '請完成付款，付款完成後我們將為您安排後續服務。',
  received: '我們已收到您的申請，客服人員將於 1 個工作天內與您聯繫。',
  awaiting_parcel: '請將商品寄至維修中心，收到後我們會立即安排檢測。',
  inspecting: '技術人員正在檢測商品，確認故障原因與維修方式。',
  repairing: '商品維修中，完成後將寄回您指定的收件地址。',
  shipped: '商品已寄出，可使用物流單號查詢配送進度。',
  completed: '維修已完成，感謝您的耐心等候。',
  cancelled: '此維修申請已取消，如有疑問請聯絡客服。',
};

/** `POST /api/staff/repairs/{id}/status`: the status to move to, the parcel when shipping back, a note for the member. */
export const RepairStatusChangeSchema = z.object({
  status: RepairStatusSchema,
  delivery_serial: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,30}$/, '物流單號為 6–30 碼英數字。')
    .optional(),
  delivery_url: z.url({ protocol: /^https$/, error: '物流查詢網址須為 https 網址。' }).optional(),
  /** staff's words to the member with this move (the record and the mail show them) */
  note: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    plainText({ message: '給會員的說明格式不正確。' }, { multiline: true })
      .trim()
      .max(500, '給會員的說明最多 500 個字。')
      .optional(),
  ),
});
export type RepairStatusChange = z.infer<typeof RepairStatusChangeSchema>;
