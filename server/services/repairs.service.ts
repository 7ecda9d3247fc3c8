import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { CheckoutStart } from '../../schemas/checkout.schema';
import type { GatewayPaymentType } from '../../schemas/payment-type.schema';
import {
  type BookStore,
  REPAIR_TYPE_LABELS,
  type RepairCreditNote,
  type RepairItem,
  type RepairListQuery,
  type RepairPaymentReceipt,
  type RepairReceipt,
  type RepairRecord,
  type RepairSubmission,
  type RepairType,
} from '../../schemas/repair.schema';
import {
  REPAIR_STATUS_DESCRIPTIONS,
  REPAIR_STATUS_LABELS,
  type RepairStatus,
  type RepairStatusChange,
} from '../../schemas/repair-status.schema';
import { taipeiToday } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { deepCleanTickets } from '../db/tables/deep-clean-ticket.table';
import { creditNotes, eInvoices } from '../db/tables/e-invoice.table';
import { members } from '../db/tables/member.table';
import { payments } from '../db/tables/payment.table';
import { productItems } from '../db/tables/product-item.table';
import { type RepairParty, repairs } from '../db/tables/repair.table';
import { repairStatusChanges } from '../db/tables/repair-status-change.table';
import { reserveTimes } from '../db/tables/reserve-time.table';
import { ConflictError, type FieldErrors, InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { paginate } from '../domain/pagination';
import {
  awaitsPayment,
  firstRepairStatus,
  nextRepairStatus,
  statusAfterPayment,
} from '../domain/repair-lifecycle.machine';
import type { InvoiceIssuer } from '../invoices/invoice-issuer';
import { defaultInvoiceIssuer } from '../invoices/track-range.issuer';
import { queueMail } from '../mail/mail-outbox';
import { repairMailRef } from '../mail/mail-refs';
import type { PayableOwner } from '../payments/payment-gateway';
import { type PaymentsDeps, startPayment } from '../payments/payments.service';
import { type AuditActor, recordAudit } from './audit-log.service';
import { getLocationOfRecord } from './locations.service';
import { limitSubmission, type SenderAddress } from './rate-limit.service';
import { productOf, reserveStoreOf, serialMatches } from './service-options.service';

export interface RepairDeps extends SenderAddress {
  db: Db;
  /** throws InvalidInputError on `google_recaptcha_token` unless the answer is good and new */
  verifyCaptcha: (token: string) => Promise<void>;
  payments: Pick<PaymentsDeps, 'gateway'>;
  /** the site's origin: the gateway's notify and return addresses are absolute */
  origin: string;
  now?: () => Date;
}

/** The payments' name for a deep cleaning (docs/decisions/payments.md: a payable's kind). */
export const REPAIR_PAYABLE = 'repair_order';

export const SLOT_FULL_MESSAGE = '此時段已額滿，請選擇其他時段。';
export const SLOT_CLOSED_MESSAGE = '此時段門市不提供服務，請選擇其他時段。';

/** The brand's service list a repair of each kind is offered in (brands.service_types). */
const SERVICE_OF: Record<RepairType, string> = { general: 'general', fast: 'fast', deep: 'deep' };

interface CheckedItem {
  brandName: string;
  modelName: string;
  serial: string | null;
}

/** The products' rules the schema cannot know: brand of this service, model of the brand, serial. */
async function checkItems(db: Db, type: RepairType, items: RepairItem[]): Promise<CheckedItem[]> {
  const errors: FieldErrors = {};
  const checked: CheckedItem[] = [];
  for (const [i, item] of items.entries()) {
    const at = (field: string, message: string) => {
      errors[`items.${i}.${field}`] = [message];
    };
    const product = await productOf(db, item.brand_id, item.model_id);
    if (!product || !(product.brand.serviceTypes as string[]).includes(SERVICE_OF[type])) {
      at('brand_id', '此品牌不提供這項服務，請選擇其他品牌。');
      continue;
    }
    const { model, info } = product;
    if (!model) {
      at('model_id', '請選擇此品牌的型號。');
      continue;
    }
    if (type === 'deep' && !model.isDeepClean) at('model_id', '此型號不在深層清潔服務範圍內。');
    if (item.item_id !== null) {
      const [part] = await db
        .select({ id: productItems.id })
        .from(productItems)
        .where(and(eq(productItems.id, item.item_id), eq(productItems.modelId, model.id)));
      if (!part) at('item_id', '請選擇此型號的故障部位。');
    }
    if (info.isVerifyCode || model.isVerifyCode) {
      if (!item.serial) at('serial', '請輸入產品序號。');
      else if (!serialMatches(model.codePattern, item.serial))
        at('serial', `此序號不符合 ${model.subject} 的序號格式${model.codeHint ? `（${model.codeHint}）` : ''}。`);
    }
    checked.push({ brandName: product.brand.name, modelName: model.subject, serial: item.serial });
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return checked;
}

const party = (input: RepairSubmission, side: 'send' | 'receive'): RepairParty => ({
  name: input[`${side}_name`],
  sex: input[`${side}_sex`],
  phone: input[`${side}_phone`],
  city: input[`${side}_city`],
  town: input[`${side}_town`],
  zip_code: input[`${side}_zip_code`],
  address: input[`${side}_address`],
  memo: input[`${side}_memo`],
});

/**
 * `POST /api/user/repairs`: checks the products (and the ticket), spends the captcha, then writes
 * the repair, its first status and (fast repair) its place in the reserve time in one
 * transaction. The place is taken by one conditional UPDATE (`booked < capacity`), so concurrent
 * bookings of a slot's last place make exactly one repair; the others are refused (422) and
 * nothing of theirs is written. A deep cleaning then starts its payment at the gateway.
 */
export async function submitRepair(
  deps: RepairDeps,
  input: RepairSubmission,
  memberId: number,
): Promise<RepairReceipt> {
  const { db } = deps;
  const checked = await checkItems(db, input.type, input.items);
  const first = checked[0];
  if (!first) throw InvalidInputError.on('items', '請選擇產品。');

  let amount: number | null = null;
  let ticketName = '';
  const payType: GatewayPaymentType = input.pay_type ?? '9104';
  if (input.deep_ticket_id !== null) {
    const [ticket] = await db.select().from(deepCleanTickets).where(eq(deepCleanTickets.id, input.deep_ticket_id));
    if (!ticket) throw InvalidInputError.on('deep_ticket_id', '請選擇清潔方案。');
    amount = ticket.price;
    ticketName = ticket.subject;
  }
  const booking = input.booking;
  let store: BookStore | null = null;
  if (booking) {
    store = await reserveStoreOf(db, booking.book_store_id);
    if (!store) throw InvalidInputError.on('book_store_id', '請選擇提供速修服務的門市。');
    const [slot] = await db.select().from(reserveTimes).where(eq(reserveTimes.id, booking.book_tmp_time));
    if (!slot || slot.locationId !== booking.book_store_id)
      throw InvalidInputError.on('book_tmp_time', '請選擇此門市的預約時段。');
    if (slot.date !== booking.book_tmp_date) throw InvalidInputError.on('book_tmp_time', '請選擇此日期的預約時段。');
    if (slot.date <= taipeiToday(deps.now?.()))
      throw InvalidInputError.on('book_tmp_date', '預約日期須為明天以後的日期。');
    if (slot.closedAt !== null) throw InvalidInputError.on('book_tmp_time', SLOT_CLOSED_MESSAGE);
    if (slot.booked >= slot.capacity) throw InvalidInputError.on('book_tmp_time', SLOT_FULL_MESSAGE);
  }
  await deps.verifyCaptcha(input.google_recaptcha_token);

  const row = await db.transaction(async (tx) => {
    await limitSubmission(tx, 'repair', { member: memberId, ip: deps.clientIp });
    let slot: { date: string; time: string } | null = null;
    if (booking) {
      [slot = null] = await tx
        .update(reserveTimes)
        .set({ booked: sql`${reserveTimes.booked} + 1` })
        .where(
          and(
            eq(reserveTimes.id, booking.book_tmp_time),
            eq(reserveTimes.locationId, booking.book_store_id),
            lt(reserveTimes.booked, reserveTimes.capacity),
            // closed by staff between the check above and this booking
            isNull(reserveTimes.closedAt),
          ),
        )
        .returning({ date: reserveTimes.date, time: reserveTimes.time });
      if (!slot) throw InvalidInputError.on('book_tmp_time', SLOT_FULL_MESSAGE);
    }
    const [repair] = await tx
      .insert(repairs)
      .values({
        memberId,
        type: input.type,
        brandName: first.brandName,
        modelName: first.modelName,
        serial: first.serial,
        // the form's serial_required is the browser's own hint, never kept (the check above used our data)
        items: input.items.map(({ serial_required: _hint, ...item }) => item),
        sender: party(input, 'send'),
        receiver: party(input, 'receive'),
        invoice: {
          invoice_num: input.invoice_num,
          invoice_date: input.invoice_date,
          carrier_type: input.carrier_type,
          carrier_num: input.carrier_num,
          invoice_ubn: input.invoice_ubn,
          invoice_title: input.invoice_title,
        },
        reserveTimeId: booking?.book_tmp_time ?? null,
        bookStoreId: booking?.book_store_id ?? null,
        bookDate: slot?.date ?? null,
        bookTime: slot?.time ?? null,
        bookMemo: booking?.book_memo ?? null,
        deepTicketId: input.deep_ticket_id,
        payType: amount === null ? null : payType,
        amount,
        status: firstRepairStatus(amount !== null),
      })
      .returning();
    if (!repair) throw new Error('repair was not stored');
    await tx.insert(repairStatusChanges).values({ repairId: repair.id, fromStatus: null, toStatus: repair.status });
    // the member's receipt of the request (a fast repair's with its store, time and .ics)
    await queueMail(tx as unknown as Db, `repair:${repair.id}:booked`, repairMailRef(repair.id, 'booked'));
    // a deep cleaning is paid first: its payment attempt exists together with the repair
    let checkout: CheckoutStart | null = null;
    if (amount !== null) {
      const started = await startPayment(
        tx as unknown as Db,
        deps.payments,
        {
          kind: REPAIR_PAYABLE,
          id: String(repair.id),
          amount,
          description: `深層清潔 ${ticketName}`,
          payType,
          returnPath: `/member/service?repair=${repair.id}`,
        },
        deps.origin,
      );
      await tx.update(repairs).set({ paymentRef: started.tradeNo }).where(eq(repairs.id, repair.id));
      checkout = started.checkout;
    }
    return { repair, checkout };
  });

  return {
    id: row.repair.id,
    created_at: row.repair.createdAt.toISOString(),
    type: row.repair.type,
    book_date: bookDateOf(row.repair),
    book_store: store && { id: store.id, name: store.name, full_address: store.full_address, phone: store.phone },
    checkout: row.checkout,
  };
}

/**
 * `POST /api/user/repairs/{id}/pay`: a new payment attempt for the member's own deep cleaning that
 * is not paid yet (the first was abandoned or declined at the gateway). Anyone else's: not found.
 */
export async function payRepairAgain(
  deps: Pick<RepairDeps, 'db' | 'payments' | 'origin'>,
  memberId: number,
  id: number,
): Promise<{ checkout: CheckoutStart }> {
  const [row] = await deps.db
    .select()
    .from(repairs)
    .where(and(eq(repairs.id, id), eq(repairs.memberId, memberId)));
  if (!row || row.amount === null) throw new NotFoundError();
  if (row.paidAt !== null || row.status === 'cancelled') throw new ConflictError('此申請不需付款。');
  const [ticket] = row.deepTicketId
    ? await deps.db.select().from(deepCleanTickets).where(eq(deepCleanTickets.id, row.deepTicketId))
    : [];
  return deps.db.transaction(async (tx) => {
    const started = await startPayment(
      tx as unknown as Db,
      deps.payments,
      {
        kind: REPAIR_PAYABLE,
        id: String(row.id),
        amount: row.amount ?? 0,
        description: `深層清潔 ${ticket?.subject ?? ''}`.trim(),
        payType: (row.payType as GatewayPaymentType | null) ?? '9104',
        returnPath: `/member/service?repair=${row.id}`,
      },
      deps.origin,
    );
    await tx.update(repairs).set({ paymentRef: started.tradeNo }).where(eq(repairs.id, row.id));
    return { checkout: started.checkout };
  });
}

/**
 * The payments' owner of deep cleanings: the money arrived for repair `payableId`. Marks it paid
 * once, moves it on from pending_payment (the life cycle's move, recorded like staff's) and issues
 * its e-invoice (the member's payment receipt names it), in the payment's own transaction; a
 * cancelled or already paid repair no longer wants it ('refund': the payment is kept and flagged,
 * never lost).
 */
export function repairPayableOwner(invoices: InvoiceIssuer = defaultInvoiceIssuer): PayableOwner {
  return {
    async onPaid(tx, event) {
      const id = Number(event.payableId);
      const [paid] = await tx
        .update(repairs)
        .set({ paidAt: event.at, updatedAt: new Date() })
        .where(and(eq(repairs.id, id), isNull(repairs.paidAt), ne(repairs.status, 'cancelled')))
        .returning();
      if (!paid) return 'refund';
      const from = paid.status as RepairStatus;
      const to = statusAfterPayment(paid.type, from);
      if (to !== from) {
        await tx.update(repairs).set({ status: to }).where(eq(repairs.id, paid.id));
        await tx.insert(repairStatusChanges).values({ repairId: paid.id, fromStatus: from, toStatus: to });
      }
      const [member] = await tx.select({ email: members.email }).from(members).where(eq(members.id, paid.memberId));
      await invoices.issue(tx, {
        payableKind: REPAIR_PAYABLE,
        payableId: String(paid.id),
        amount: event.amount,
        carrierType: paid.invoice.carrier_type,
        carrierNum: paid.invoice.carrier_num,
        buyerUbn: paid.invoice.invoice_ubn,
        buyerTitle: paid.invoice.invoice_title,
        email: member?.email ?? '',
        at: event.at,
      });
      return 'fulfilled';
    },
    // the repair stays unpaid: the member may pay again from /member/service
    async onFailed() {},
  };
}

const bookDateOf = (r: { bookDate: string | null; bookTime: string | null }) =>
  r.bookDate ? `${r.bookDate} ${r.bookTime ?? ''}`.trim() : 'N/A';

export type RepairRow = typeof repairs.$inferSelect;
type RepairDocuments = { invoice: typeof eInvoices.$inferSelect; note: typeof creditNotes.$inferSelect | null };

function toRecord(
  r: RepairRow,
  history: (typeof repairStatusChanges.$inferSelect)[],
  documents: RepairDocuments | undefined,
  store: BookStore | null,
): RepairRecord {
  const status = r.status as RepairStatus;
  const note = documents?.note;
  return {
    id: r.id,
    type: r.type,
    brand_name: r.brandName,
    model_name: r.modelName,
    serial: r.serial,
    status,
    status_description: REPAIR_STATUS_DESCRIPTIONS[status],
    delivery_serial: r.deliverySerial,
    delivery_url: r.deliveryUrl,
    created_at: r.createdAt.toISOString(),
    book_date: bookDateOf(r),
    book_store: store,
    invoice_info: { invoice_num: r.invoice.invoice_num },
    credit_info: note ? { no: note.no, amount: note.amount, issued_at: note.issuedAt.toISOString() } : null,
    payment:
      r.amount === null
        ? null
        : {
            amount: r.amount,
            paid: r.paidAt !== null,
            paid_at: r.paidAt?.toISOString() ?? null,
            invoice_number: documents?.invoice.invoiceNumber ?? null,
          },
    history: history
      .filter((h) => h.repairId === r.id)
      .map((h) => ({
        status: h.toStatus as RepairStatus,
        description: REPAIR_STATUS_DESCRIPTIONS[h.toStatus as RepairStatus],
        at: h.at.toISOString(),
        note: h.note,
      })),
  };
}

async function historyOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(repairStatusChanges)
    .where(inArray(repairStatusChanges.repairId, ids))
    .orderBy(asc(repairStatusChanges.at), asc(repairStatusChanges.id));
}

/** The e-invoices of paid repairs, each with the credit note of its refund if one was given. */
async function documentsOf(db: Db, ids: number[]): Promise<Map<number, RepairDocuments>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ invoice: eInvoices, note: creditNotes })
    .from(eInvoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, eInvoices.id))
    .where(and(eq(eInvoices.payableKind, REPAIR_PAYABLE), inArray(eInvoices.payableId, ids.map(String))));
  return new Map(rows.map((row) => [Number(row.invoice.payableId), row]));
}

/** The stores fast repairs were booked at, by id (a store's record outlives its fast repair). */
async function storesOf(db: Db, rows: RepairRow[]): Promise<Map<number, BookStore>> {
  const ids = [...new Set(rows.flatMap((r) => (r.bookStoreId === null ? [] : [r.bookStoreId])))];
  const stores = await Promise.all(ids.map((id) => getLocationOfRecord(db, { id })));
  return new Map(
    stores.map((l) => [l.id, { id: l.id, name: l.name, full_address: l.full_address, phone: l.phone }] as const),
  );
}

async function recordsOf(db: Db, rows: RepairRow[]) {
  const ids = rows.map((r) => r.id);
  const [history, documents, stores] = await Promise.all([
    historyOf(db, ids),
    documentsOf(db, ids),
    storesOf(db, rows),
  ]);
  return rows.map((r) =>
    toRecord(r, history, documents.get(r.id), r.bookStoreId === null ? null : (stores.get(r.bookStoreId) ?? null)),
  );
}

/** `GET /api/user/repairs`: a page of the member's repairs, newest first; only its records' history is read. */
export async function listRepairs(db: Db, memberId: number, query: RepairListQuery) {
  const mine = eq(repairs.memberId, memberId);
  const page = await paginate(query, {
    count: () => db.$count(repairs, mine),
    rows: ({ limit, offset }) =>
      db.select().from(repairs).where(mine).orderBy(desc(repairs.id)).limit(limit).offset(offset),
  });
  return { data: await recordsOf(db, page.data), meta: page.meta };
}

async function ownRepair(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(repairs)
    .where(and(eq(repairs.id, id), eq(repairs.memberId, memberId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** `GET /api/user/repairs/{id}`: one of the member's repairs; anyone else's is not found. */
export async function getRepair(db: Db, memberId: number, id: number) {
  const [record] = await recordsOf(db, [await ownRepair(db, memberId, id)]);
  if (!record) throw new NotFoundError();
  return record;
}

/**
 * `GET /api/user/repairs/{id}/receipt`: the payment receipt of one of the member's paid deep
 * cleanings, with the e-invoice issued for it. Unpaid, free or someone else's: not found.
 */
export async function getRepairReceipt(db: Db, memberId: number, id: number): Promise<RepairPaymentReceipt> {
  const row = await ownRepair(db, memberId, id);
  if (row.paidAt === null || row.amount === null) throw new NotFoundError('此服務尚未付款。');
  const [ticket] = row.deepTicketId
    ? await db.select().from(deepCleanTickets).where(eq(deepCleanTickets.id, row.deepTicketId))
    : [];
  const invoice = (await documentsOf(db, [row.id])).get(row.id)?.invoice;
  return {
    repair_id: row.id,
    type: row.type,
    brand_name: row.brandName,
    model_name: row.modelName,
    item_name: ticket?.subject ?? REPAIR_TYPE_LABELS[row.type],
    amount: row.amount,
    pay_type: (row.payType as GatewayPaymentType | null) ?? '9104',
    paid_at: row.paidAt.toISOString(),
    invoice: invoice
      ? {
          invoice_number: invoice.invoiceNumber,
          issued_at: invoice.issuedAt.toISOString(),
          random_code: invoice.randomCode,
          carrier_type: invoice.carrierType,
          carrier_num: invoice.carrierNum,
          buyer_ubn: invoice.buyerUbn,
          buyer_title: invoice.buyerTitle,
        }
      : null,
  };
}

/** `GET /api/user/repair_credit_notes/{no}`: the credit note of one of the member's refunded services. */
export async function getRepairCreditNote(db: Db, memberId: number, no: string): Promise<RepairCreditNote> {
  const [row] = await db
    .select({ note: creditNotes, invoice: eInvoices, repair: repairs })
    .from(creditNotes)
    .innerJoin(eInvoices, eq(eInvoices.id, creditNotes.invoiceId))
    .innerJoin(
      repairs,
      and(eq(eInvoices.payableKind, REPAIR_PAYABLE), eq(sql`${repairs.id}::text`, eInvoices.payableId)),
    )
    .where(and(eq(creditNotes.no, no), eq(repairs.memberId, memberId)));
  if (!row) throw new NotFoundError('找不到此折讓單。');
  return {
    no: row.note.no,
    amount: row.note.amount,
    reason: row.note.reason,
    issued_at: row.note.issuedAt.toISOString(),
    invoice_number: row.invoice.invoiceNumber,
    invoice_date: row.invoice.issuedAt.toISOString(),
    invoice_amount: row.invoice.amount,
    repair_id: row.repair.id,
    type: row.repair.type,
    brand_name: row.repair.brandName,
    model_name: row.repair.modelName,
    buyer_ubn: row.invoice.buyerUbn,
    buyer_title: row.invoice.buyerTitle,
  };
}

/**
 * `POST /api/staff/repairs/{id}/status`: moves a repair along its life cycle when the machine
 * allows that move from its current status, and records the move with its time. The UPDATE names
 * the status it read, so two staff moving one repair at once cannot both win. A paid deep cleaning
 * that is cancelled gives its money back: the payment is flagged for the refund and a credit note
 * (折讓證明單) is issued against its invoice, in the same transaction.
 */
export async function changeRepairStatus(
  db: Db,
  staff: AuditActor & { id: number },
  id: number,
  change: RepairStatusChange,
  invoices: InvoiceIssuer = defaultInvoiceIssuer,
) {
  const [row] = await db.select().from(repairs).where(eq(repairs.id, id));
  if (!row) throw new NotFoundError();
  const from = row.status as RepairStatus;
  const to = nextRepairStatus(row.type, from, change.status, change.delivery_serial ?? null);
  if (!to) {
    const [fromLabel, toLabel] = [REPAIR_STATUS_LABELS[from], REPAIR_STATUS_LABELS[change.status]];
    // the record's state refuses it, not the request: 409, and it says what to wait for
    if (awaitsPayment(from)) {
      const message = `此服務尚未付款，付款完成前無法改為「${toLabel}」，只能取消。`;
      throw new ConflictError(message, { status: [message] });
    }
    const needsParcel = change.status === 'shipped' && !change.delivery_serial;
    throw needsParcel
      ? InvalidInputError.on('delivery_serial', '寄回時請填寫物流單號。')
      : InvalidInputError.on('status', `維修狀態無法由「${fromLabel}」改為「${toLabel}」。`);
  }
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(repairs)
      .set({
        status: to,
        updatedAt: new Date(),
        ...(to === 'shipped'
          ? { deliverySerial: change.delivery_serial ?? null, deliveryUrl: change.delivery_url ?? null }
          : {}),
      })
      .where(and(eq(repairs.id, id), eq(repairs.status, from)))
      .returning({ id: repairs.id });
    if (!moved) throw InvalidInputError.on('status', '此維修單剛被更新，請重新整理後再試。');
    const [step] = await tx
      .insert(repairStatusChanges)
      .values({ repairId: id, fromStatus: from, toStatus: to, byMemberId: staff.id, note: change.note ?? null })
      .returning({ id: repairStatusChanges.id });
    // the member hears of each move, with the parcel's number once shipped and staff's note
    await queueMail(
      tx as unknown as Db,
      `repair:${id}:moved:${step?.id}`,
      repairMailRef(id, 'moved', to, change.note ?? undefined),
    );
    await recordAudit(tx, staff, {
      action: 'repair.status',
      entity: 'repair',
      entityId: id,
      before: { status: from },
      after: {
        status: to,
        ...(to === 'shipped' ? { delivery_serial: change.delivery_serial ?? null } : {}),
        ...(change.note ? { note: change.note } : {}),
      },
    });
    if (to === 'cancelled' && row.paidAt !== null) await refundRepair(tx as unknown as Db, invoices, row);
  });
  return getRepairForStaff(db, id);
}

/** A staff move's record of the member's repair (the board reads these for its rows). */
export const repairRecordsOf = (db: Db, rows: RepairRow[]) => recordsOf(db, rows);

/** The money of a cancelled paid repair goes back: its payment flagged, a credit note for its invoice. */
async function refundRepair(tx: Db, invoices: InvoiceIssuer, row: RepairRow) {
  const now = new Date();
  await tx
    .update(payments)
    .set({ needsRefund: true, refundReason: 'repair_cancelled', updatedAt: now })
    .where(
      and(
        eq(payments.payableKind, REPAIR_PAYABLE),
        eq(payments.payableId, String(row.id)),
        eq(payments.status, 'paid'),
        eq(payments.needsRefund, false),
      ),
    );
  const invoice = (await documentsOf(tx, [row.id])).get(row.id)?.invoice;
  if (invoice)
    await invoices.creditNote(tx, { invoiceId: invoice.id, amount: invoice.amount, reason: '服務取消退款', at: now });
}

async function getRepairForStaff(db: Db, id: number) {
  const [row] = await db.select().from(repairs).where(eq(repairs.id, id));
  if (!row) throw new NotFoundError();
  const [record] = await recordsOf(db, [row]);
  if (!record) throw new NotFoundError();
  return record;
}
