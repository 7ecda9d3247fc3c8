import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GiftClaimState } from '../../schemas/gift-apply.schema';
import type {
  GiftClaimDecision,
  GiftClaimShipment,
  StaffGiftClaim,
  StaffGiftClaimQuery,
  StaffGiftClaimRow,
} from '../../schemas/staff-gift-claim.schema';
import type { Db } from '../db/client';
import { channels } from '../db/tables/channel.table';
import { giftChoices } from '../db/tables/gift-choice.table';
import { giftClaims } from '../db/tables/gift-claim.table';
import { giftEvents } from '../db/tables/gift-event.table';
import { media } from '../db/tables/media.table';
import { members } from '../db/tables/member.table';
import { ConflictError, NotFoundError } from '../domain/domain-errors';
import { type GiftClaimEvent, giftClaimMoves, nextGiftClaimState } from '../domain/gift-claim-lifecycle.machine';
import { type PageOf, paginate } from '../domain/pagination';
import { queueMail } from '../mail/mail-outbox';
import { giftClaimMailRef } from '../mail/mail-refs';
import type { MediaStorage } from '../media/media-storage';
import { type AuditActor, likeText, recordAudit } from './audit-log.service';
import { listMediaOf, mediaJson } from './media.service';

export const STAFF_GIFT_CLAIM_MESSAGES = {
  /** the life cycle does not take the move from where the claim is now (someone else moved it) */
  moved: (state: string) => `這筆申請目前為「${state}」，無法執行此操作，請重新整理後再確認。`,
} as const;

const decider = alias(members, 'decider');

const rowColumns = {
  claim: giftClaims,
  subject: giftEvents.subject,
  giftName: giftChoices.name,
  memberEmail: members.email,
  memberName: members.name,
};

const toRow = (r: {
  claim: typeof giftClaims.$inferSelect;
  subject: string;
  giftName: string;
  memberEmail: string | null;
}): StaffGiftClaimRow => ({
  id: r.claim.id,
  created_at: r.claim.createdAt.toISOString(),
  gift_event_id: r.claim.giftEventId,
  gift_event_subject: r.subject,
  gift_name: r.giftName,
  member_email: r.memberEmail,
  receive_name: r.claim.receiveName,
  invoice_number: r.claim.invoiceNumber,
  state: r.claim.state,
});

/** The claims, newest first: by state, by event, and by part of the invoice number, name or address. */
export async function listStaffGiftClaims(db: Db, query: StaffGiftClaimQuery): Promise<PageOf<StaffGiftClaimRow>> {
  const where: SQL[] = [];
  if (query.state) where.push(eq(giftClaims.state, query.state));
  if (query.gift_event_id) where.push(eq(giftClaims.giftEventId, query.gift_event_id));
  if (query.q) {
    const like = likeText(query.q);
    const any = or(
      ilike(giftClaims.invoiceNumber, like),
      ilike(giftClaims.receiveName, like),
      ilike(members.email, like),
    );
    if (any) where.push(any);
  }
  const filter = where.length ? and(...where) : undefined;
  return paginate(query, {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(giftClaims)
          .innerJoin(members, eq(members.id, giftClaims.memberId))
          .where(filter)
      )[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (
        await db
          .select(rowColumns)
          .from(giftClaims)
          .innerJoin(giftEvents, eq(giftEvents.id, giftClaims.giftEventId))
          .innerJoin(giftChoices, eq(giftChoices.id, giftClaims.giftChoiceId))
          .innerJoin(members, eq(members.id, giftClaims.memberId))
          .where(filter)
          .orderBy(desc(giftClaims.createdAt), desc(giftClaims.id))
          .limit(limit)
          .offset(offset)
      ).map(toRow),
  });
}

/** A photo's address in the console: the member's photos are theirs alone on /media. */
export const staffGiftClaimMediaUrl = (claimId: number, mediaId: number) =>
  `/api/staff/gift-claims/${claimId}/medias/${mediaId}`;

/** One claim with its invoice, photos, address and decision; 404 when there is none. */
export async function getStaffGiftClaim(db: Db, id: number): Promise<StaffGiftClaim> {
  const [r] = await db
    .select({ ...rowColumns, channelName: channels.name, decidedByEmail: decider.email })
    .from(giftClaims)
    .innerJoin(giftEvents, eq(giftEvents.id, giftClaims.giftEventId))
    .innerJoin(giftChoices, eq(giftChoices.id, giftClaims.giftChoiceId))
    .innerJoin(members, eq(members.id, giftClaims.memberId))
    .innerJoin(channels, eq(channels.id, giftClaims.channelId))
    .leftJoin(decider, eq(decider.id, giftClaims.decidedBy))
    .where(eq(giftClaims.id, id));
  if (!r) throw new NotFoundError();
  const c = r.claim;
  const photos = await listMediaOf(db, { kind: 'gift', recordId: c.id });
  return {
    ...toRow(r),
    member_name: r.memberName,
    channel_name: r.channelName,
    sale_person: c.salePerson,
    invoice_date: c.invoiceDate,
    invoice_amount: c.invoiceAmount,
    invoice_products: c.invoiceProducts,
    random_code: c.randomCode,
    tax_id: c.taxId,
    scan_invoice_number: c.scanInvoiceNumber,
    scan_invoice_date: c.scanInvoiceDate,
    scan_random_code: c.scanRandomCode,
    scan_invoice_amount: c.scanInvoiceAmount,
    receive_phone: c.receivePhone,
    receive_address: `${c.receiveZipCode} ${c.receiveCity}${c.receiveTown}${c.receiveAddress}`,
    gift_text: c.giftText,
    medias: photos.map((p) => ({ ...mediaJson(p), url: staffGiftClaimMediaUrl(c.id, p.id) })),
    reject_reason: c.rejectReason,
    decided_at: c.decidedAt?.toISOString() ?? null,
    decided_by_email: r.decidedByEmail,
    carrier: c.carrier,
    tracking_number: c.trackingNumber,
    shipped_at: c.shippedAt?.toISOString() ?? null,
    moves: giftClaimMoves(c.state),
  };
}

const STATE_WORDS: Record<GiftClaimState, string> = {
  submitted: '審核中',
  approved: '已核准',
  rejected: '未通過',
  shipped: '已寄出',
};

/**
 * Moves a claim by `event` when its life cycle takes it (else 409, saying where it is), in one
 * transaction with `apply`'s other writes, the member's mail and the audit entry. The claim is
 * locked first: two staff deciding at once (or one double click) make one decision, the second is
 * told the claim has moved on.
 */
async function moveClaim(
  db: Db,
  actor: AuditActor & { id: number },
  id: number,
  event: GiftClaimEvent,
  write: (claim: typeof giftClaims.$inferSelect, to: GiftClaimState, tx: Db) => Promise<Record<string, unknown>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [claim] = await tx.select().from(giftClaims).where(eq(giftClaims.id, id)).for('update');
    if (!claim) throw new NotFoundError();
    const to = nextGiftClaimState(claim.state, event);
    if (!to) throw new ConflictError(STAFF_GIFT_CLAIM_MESSAGES.moved(STATE_WORDS[claim.state]));
    const after = await write(claim, to, tx);
    await recordAudit(tx, actor, {
      action: `gift_claim.${to}`,
      entity: 'gift_claim',
      entityId: id,
      before: { state: claim.state },
      after: { state: to, ...after },
    });
  });
}

/**
 * Approves a submitted claim, or refuses it with the reason the member reads; a refused claim's
 * gift goes back to the stock in the same transaction (it was taken when the claim was made).
 */
export async function decideGiftClaim(
  db: Db,
  actor: AuditActor & { id: number },
  id: number,
  input: GiftClaimDecision,
): Promise<StaffGiftClaim> {
  const event: GiftClaimEvent =
    input.decision === 'approve' ? { type: 'claim.approved' } : { type: 'claim.refused', reason: input.reason ?? null };
  await moveClaim(db, actor, id, event, async (claim, to, tx) => {
    const reason = to === 'rejected' ? (input.reason ?? null) : null;
    await tx
      .update(giftClaims)
      .set({ state: to, rejectReason: reason, decidedAt: new Date(), decidedBy: actor.id, updatedAt: new Date() })
      .where(and(eq(giftClaims.id, id), eq(giftClaims.state, claim.state)));
    if (to === 'rejected') {
      await tx
        .update(giftChoices)
        .set({ stock: sql`${giftChoices.stock} + 1` })
        .where(eq(giftChoices.id, claim.giftChoiceId));
    }
    const kind = to === 'rejected' ? 'rejected' : 'approved';
    await queueMail(tx, `gift-claim:${id}:${kind}`, giftClaimMailRef(id, kind));
    return reason ? { reject_reason: reason, stock_returned: claim.giftChoiceId } : {};
  });
  return getStaffGiftClaim(db, id);
}

/** Ships an approved claim with its carrier and tracking number, which the member's mail names. */
export async function shipGiftClaim(
  db: Db,
  actor: AuditActor & { id: number },
  id: number,
  input: GiftClaimShipment,
): Promise<StaffGiftClaim> {
  const event: GiftClaimEvent = {
    type: 'parcel.shipped',
    carrier: input.carrier,
    trackingNumber: input.tracking_number,
  };
  await moveClaim(db, actor, id, event, async (claim, to, tx) => {
    await tx
      .update(giftClaims)
      .set({
        state: to,
        carrier: input.carrier,
        trackingNumber: input.tracking_number,
        shippedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(giftClaims.id, id), eq(giftClaims.state, claim.state)));
    const parcel = { carrier: input.carrier, trackingNumber: input.tracking_number };
    await queueMail(tx, `gift-claim:${id}:shipped`, giftClaimMailRef(id, 'shipped', parcel));
    return { carrier: input.carrier, tracking_number: input.tracking_number };
  });
  return getStaffGiftClaim(db, id);
}

/** A photo of a claim, for the console: null unless it is one of this claim's. */
export async function readStaffGiftClaimMedia(
  deps: { db: Db; storage: MediaStorage },
  claimId: number,
  mediaId: number,
): Promise<{ row: typeof media.$inferSelect; bytes: Uint8Array } | null> {
  const [row] = await deps.db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.kind, 'gift'), eq(media.recordId, claimId)));
  if (!row) return null;
  const bytes = await deps.storage.get(row.storageKey);
  return bytes ? { row, bytes } : null;
}
