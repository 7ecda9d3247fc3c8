import { eq } from 'drizzle-orm';
import type { RepairStatus } from '../../schemas/repair-status.schema';
import type { Db } from '../db/client';
import { eventOrders } from '../db/tables/event-order.table';
import { members } from '../db/tables/member.table';
import { repairs } from '../db/tables/repair.table';
import { getRepair } from '../services/repairs.service';
import { getUserOrder } from '../services/user-orders.service';
import type { TicketSigner } from '../tickets/ticket-signer';
import type { MailRenderer } from './mail-outbox';
import { ORDER_MAIL_KINDS, type OrderMailKind, orderMail } from './order-mails';
import { type RepairMailKind, repairMail } from './repair-mails';

export interface MailTemplateDeps {
  db: Db;
  tickets: TicketSigner;
  /** the site's public origin, for links (PUBLIC_URL) */
  origin: string;
}

/**
 * Makes template mails when they are sent, from the record as it is then: an order's tickets are
 * signed with the server's ticket key, which the transaction that queued the mail does not hold.
 */
export function mailRenderer(deps: MailTemplateDeps): MailRenderer {
  return async (ref) => {
    if (ref.template === 'order') return renderOrderMail(deps, ref.data);
    if (ref.template === 'repair') return renderRepairMail(deps, ref.data);
    throw new Error(`no mail template "${ref.template}"`);
  };
}

async function renderOrderMail(deps: MailTemplateDeps, data: Record<string, unknown>) {
  const { orderNumber, kind } = data as { orderNumber: string; kind: OrderMailKind };
  if (!ORDER_MAIL_KINDS.includes(kind)) throw new Error(`no order mail "${kind}"`);
  const [owner] = await deps.db
    .select({ memberId: eventOrders.memberId, email: members.email, name: members.name })
    .from(eventOrders)
    .innerJoin(members, eq(members.id, eventOrders.memberId))
    .where(eq(eventOrders.orderNumber, orderNumber));
  if (!owner?.email) return null;
  const order = await getUserOrder(deps.db, owner.memberId, orderNumber, deps.tickets);
  return orderMail({ kind, order, to: owner.email, name: owner.name || '會員', origin: deps.origin });
}

async function renderRepairMail(deps: MailTemplateDeps, data: Record<string, unknown>) {
  const { repairId, kind, to } = data as { repairId: number; kind: RepairMailKind; to?: RepairStatus };
  const [owner] = await deps.db
    .select({ memberId: repairs.memberId, email: members.email, name: members.name })
    .from(repairs)
    .innerJoin(members, eq(members.id, repairs.memberId))
    .where(eq(repairs.id, repairId));
  if (!owner?.email) return null;
  const repair = await getRepair(deps.db, owner.memberId, repairId);
  return repairMail({
    kind,
    repair,
    ...(to ? { to } : {}),
    email: owner.email,
    name: owner.name || '會員',
    origin: deps.origin,
  });
}
