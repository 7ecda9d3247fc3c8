import { and, asc, eq } from 'drizzle-orm';
import type { StaffOrderHistoryEntry } from '../../schemas/staff-order.schema';
import type { Db } from '../db/client';
import { auditLog } from '../db/tables/audit-log.table';
import { queueOrderMail } from '../mail/mail-refs';
import type { OrderMailKind } from '../mail/order-mails';
import { type AuditActor, recordAudit } from './audit-log.service';

/** The audit log's entity of event orders: an order's history is its rows, by order number. */
export const ORDER_ENTITY = 'event_order';

/** Who moved an order: staff (the console), its member, or the site itself (the gateway, the sweep). */
export type OrderBy = 'member' | 'staff' | 'system';
export interface OrderActor extends AuditActor {
  by: OrderBy;
}

/** The site's own moves: a gateway's notify, the sweep of unpaid holds. */
export const SYSTEM_ACTOR: OrderActor = { by: 'system', id: null, email: null, ip: '' };

/** A member acting on their own order, from `ip`. */
export const memberActor = (memberId: number, ip = ''): OrderActor => ({ by: 'member', id: memberId, email: null, ip });

/** A staff member acting in the console (staffActor of the route). */
export const staffOrderActor = (actor: AuditActor): OrderActor => ({ ...actor, by: 'staff' });

/**
 * One step of an order's life, in the transaction that takes it: the same audit table staff
 * writes go to (STAFF.md "every change is in the history with who did it"), so an order's
 * history and the console's audit log never disagree. `by` travels in `after`.
 */
export async function noteOrder(
  tx: Db,
  actor: OrderActor,
  orderNumber: string,
  action: string,
  detail: Record<string, unknown> = {},
  before?: Record<string, unknown>,
): Promise<void> {
  const { by, ...who } = actor;
  await recordAudit(tx, who, {
    action,
    entity: ORDER_ENTITY,
    entityId: orderNumber,
    ...(before ? { before } : {}),
    after: { by, ...detail },
  });
}

/** The order's mail to its member through the outbox, and the history's line that it was sent. */
export async function mailOrder(tx: Db, orderNumber: string, kind: OrderMailKind, refundId?: number): Promise<void> {
  // a mail already queued under its key (a repeat) is not queued again, nor noted twice
  if (await queueOrderMail(tx, orderNumber, kind, refundId)) {
    await noteOrder(tx, SYSTEM_ACTOR, orderNumber, 'order.mailed', {
      kind,
      ...(refundId ? { refund_id: refundId } : {}),
    });
  }
}

/** An order's history, oldest first. */
export async function orderHistory(db: Db, orderNumber: string): Promise<StaffOrderHistoryEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, ORDER_ENTITY), eq(auditLog.entityId, orderNumber)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((r) => {
    const { by, ...detail } = (r.after ?? {}) as { by?: OrderBy } & Record<string, unknown>;
    return {
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      by: by ?? 'staff',
      actor_email: r.actorEmail,
      detail: Object.keys(detail).length ? detail : null,
    };
  });
}
