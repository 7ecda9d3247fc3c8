import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  amountUnderMessage,
  type GiftClaim,
  type GiftClaimListQuery,
  type GiftSubmission,
} from '../../schemas/gift-apply.schema';
import { GIFT_EVENT_NOT_FOUND } from '../../schemas/gift-event.schema';
import { taipeiToday } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/sql-errors';
import { giftChoices } from '../db/tables/gift-choice.table';
import { giftClaims } from '../db/tables/gift-claim.table';
import { giftEvents } from '../db/tables/gift-event.table';
import { giftEventChannels } from '../db/tables/gift-event-channel.table';
import { media } from '../db/tables/media.table';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { queueMail } from '../mail/mail-outbox';
import { giftClaimMailRef } from '../mail/mail-refs';
import { findGiftEvent, giftEventStatus } from './gift-events.service';
import { attachMedia, listMediaOfRecords, MEDIA_MESSAGES, mediaJson } from './media.service';
import { limitSubmission, type SenderAddress } from './rate-limit.service';

export const GIFT_CLAIM_MESSAGES = {
  ended: '此贈品活動已結束，無法再申請。',
  upcoming: '此贈品活動尚未開始，請於活動期間再申請。',
  channel: '此活動不適用這個購買通路，請確認活動辦法。',
  dateOutside: (from: string, to: string) => `發票日期須在活動期間（${from} 至 ${to}）內。`,
  amountUnder: amountUnderMessage,
  notAGift: '請選擇此活動的贈品。',
  outOfStock: '此贈品已送完，請選擇其他贈品。',
  duplicateInvoice: '此發票已申請過贈品，每張發票限申請一次。',
} as const;

export interface GiftClaimDeps extends SenderAddress {
  db: Db;
  /** throws InvalidInputError on `token` unless the captcha answer is good and new */
  verifyCaptcha: (token: string) => Promise<void>;
  /** the day it is in Taiwan (tests move it) */
  today?: () => string;
}

const duplicateInvoice = () => InvalidInputError.on('invoice_number', GIFT_CLAIM_MESSAGES.duplicateInvoice);
const outOfStock = () => InvalidInputError.on('items', GIFT_CLAIM_MESSAGES.outOfStock);

type GiftEventRow = typeof giftEvents.$inferSelect;
type PurchaseFields = Pick<
  GiftSubmission,
  'channel_id' | 'invoice_number' | 'random_code' | 'invoice_date' | 'invoice_amount'
>;

/** The event to claim from, open today: 404 when there is none, 409 when it is not open. */
async function openGiftEvent(db: Db, id: number, today: string): Promise<GiftEventRow> {
  const event = await findGiftEvent(db, id);
  if (!event) throw new NotFoundError(GIFT_EVENT_NOT_FOUND);
  const status = giftEventStatus(event, today);
  if (status !== 'open') throw new ConflictError(GIFT_CLAIM_MESSAGES[status]);
  return event;
}

/**
 * The event's rules on the purchase (step 1 of the claim), from the server's own data: the channel,
 * the purchase window, the minimum amount (never the client's copy of it) and one claim per
 * invoice number in this event, whoever sent it and whatever its random code. The refusal names the field, never the claim or its member.
 */
async function purchaseErrors(db: Db, event: GiftEventRow, input: PurchaseFields): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const [eligible] = await db
    .select({ channelId: giftEventChannels.channelId })
    .from(giftEventChannels)
    .where(and(eq(giftEventChannels.giftEventId, event.id), eq(giftEventChannels.channelId, input.channel_id)));
  if (!eligible) errors.channel_id = [GIFT_CLAIM_MESSAGES.channel];
  if (input.invoice_date < event.startedOn || input.invoice_date > event.endedOn)
    errors.invoice_date = [GIFT_CLAIM_MESSAGES.dateOutside(event.startedOn, event.endedOn)];
  if (input.invoice_amount < event.minAmount)
    errors.invoice_amount = [GIFT_CLAIM_MESSAGES.amountUnder(event.minAmount)];
  // the number alone: the random code is the member's word (a company's invoice has none)
  const [claimed] = await db
    .select({ id: giftClaims.id })
    .from(giftClaims)
    .where(and(eq(giftClaims.giftEventId, event.id), eq(giftClaims.invoiceNumber, input.invoice_number)));
  if (claimed) errors.invoice_number = [GIFT_CLAIM_MESSAGES.duplicateInvoice];
  return errors;
}

/**
 * Asked when step 1 of the claim is sent (POST /api/check_gift_purchase): can this purchase still
 * claim a gift of this event? The same rules the final send checks on the purchase, so that an
 * invoice claimed before is refused before the photos, gift, address and captcha are asked for.
 * Answers nothing but yes (a 422 names the refused fields); the final send checks all again.
 */
export async function checkGiftPurchase(
  deps: Pick<GiftClaimDeps, 'db' | 'today'>,
  input: PurchaseFields & { gift_event_id: number },
): Promise<{ claimable: true }> {
  const today = deps.today?.() ?? taipeiToday();
  const event = await openGiftEvent(deps.db, input.gift_event_id, today);
  const errors = await purchaseErrors(deps.db, event, input);
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return { claimable: true };
}

/**
 * A member claims a gift (SPEC §7 /submit_gift_event). The rules are checked first, in the order
 * a member can act on them, and before the captcha so that a refusal does not spend its answer.
 * Then one transaction takes one of the gift (a conditional UPDATE: never below zero, whatever
 * runs beside it) and writes the claim (the unique index on the event and invoice number: one
 * claim per invoice, whoever sends it). Either both happen or neither does.
 */
export async function submitGiftClaim(
  deps: GiftClaimDeps,
  input: GiftSubmission,
  memberId: number,
): Promise<GiftClaim> {
  const { db } = deps;
  const today = deps.today?.() ?? taipeiToday();
  const event = await openGiftEvent(db, input.gift_event_id, today);

  const errors = await purchaseErrors(db, event, input);
  const choiceId = input.items[0] as number;
  const [choice] = await db
    .select()
    .from(giftChoices)
    .where(and(eq(giftChoices.id, choiceId), eq(giftChoices.giftEventId, event.id)));
  if (!choice) errors.items = [GIFT_CLAIM_MESSAGES.notAGift];
  else if (choice.stock <= 0) errors.items = [GIFT_CLAIM_MESSAGES.outOfStock];
  // the photos: the member's own gift uploads, not yet part of another claim
  const mediaIds = input.medias.map((m) => Number(m.id));
  const usable =
    mediaIds.every((id) => Number.isInteger(id) && id > 0) &&
    (await db.$count(
      media,
      and(
        inArray(media.id, [...new Set(mediaIds)]),
        eq(media.memberId, memberId),
        eq(media.kind, 'gift'),
        isNull(media.recordId),
      ),
    )) === new Set(mediaIds).size;
  if (!usable) errors.medias = [MEDIA_MESSAGES.notFound];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);

  await deps.verifyCaptcha(input.token);

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await limitSubmission(tx, 'giftClaim', { member: memberId, ip: deps.clientIp });
      const [taken] = await tx
        .update(giftChoices)
        .set({ stock: sql`${giftChoices.stock} - 1` })
        .where(and(eq(giftChoices.id, choiceId), gt(giftChoices.stock, 0)))
        .returning({ id: giftChoices.id });
      if (!taken) throw outOfStock();
      const [row] = await tx
        .insert(giftClaims)
        .values({
          memberId,
          giftEventId: event.id,
          giftChoiceId: choiceId,
          channelId: input.channel_id,
          salePerson: input.sale_person,
          invoiceNumber: input.invoice_number,
          randomCode: input.random_code,
          invoiceDate: input.invoice_date,
          invoiceAmount: input.invoice_amount,
          invoiceProducts: input.invoice_products,
          taxId: input.tax_id,
          scanInvoiceNumber: input.scan_invoice_number,
          scanInvoiceDate: input.scan_invoice_date,
          scanRandomCode: input.scan_random_code,
          scanInvoiceAmount: input.scan_invoice_amount,
          receiveName: input.receive_name,
          receivePhone: input.receive_phone,
          receiveZipCode: input.receive_zip_code,
          receiveCity: input.receive_city,
          receiveTown: input.receive_town,
          receiveAddress: input.receive_address,
          giftText: input.gift_text,
        })
        .returning({ id: giftClaims.id });
      if (!row) throw new Error('gift claim was not stored');
      // a photo taken by a concurrent claim meanwhile refuses this one, whole
      await attachMedia(tx, { memberId, kind: 'gift', recordId: row.id, mediaIds, field: 'medias' });
      // the member's receipt: written with the claim, or not at all
      await queueMail(tx, `gift-claim:${row.id}:received`, giftClaimMailRef(row.id, 'received'));
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateInvoice();
    throw err;
  }
  const [claim] = await listGiftClaims(db, memberId, { ids: [id] });
  if (!claim) throw new Error('gift claim vanished');
  return claim;
}

/** The member's own claim, or null (another member's is not theirs to see: 404). */
export async function findOwnGiftClaim(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select({ id: giftClaims.id })
    .from(giftClaims)
    .where(and(eq(giftClaims.id, id), eq(giftClaims.memberId, memberId)));
  return row ?? null;
}

/** The member's claims, newest first (their records, SPEC §3 "other loaded data"). */
export async function listGiftClaims(
  db: Db,
  memberId: number,
  filter: { ids?: number[]; window?: { limit: number; offset: number } } = {},
): Promise<GiftClaim[]> {
  const query = db
    .select({ claim: giftClaims, subject: giftEvents.subject, giftName: giftChoices.name })
    .from(giftClaims)
    .innerJoin(giftEvents, eq(giftEvents.id, giftClaims.giftEventId))
    .innerJoin(giftChoices, eq(giftChoices.id, giftClaims.giftChoiceId))
    .where(and(eq(giftClaims.memberId, memberId), filter.ids ? inArray(giftClaims.id, filter.ids) : undefined))
    .orderBy(desc(giftClaims.createdAt), desc(giftClaims.id));
  const rows = await (filter.window ? query.limit(filter.window.limit).offset(filter.window.offset) : query);
  const photos = await listMediaOfRecords(
    db,
    'gift',
    rows.map((r) => r.claim.id),
  );
  return rows.map(({ claim, subject, giftName }) => ({
    id: claim.id,
    gift_event_id: claim.giftEventId,
    gift_event_subject: subject,
    gift_name: giftName,
    invoice_number: claim.invoiceNumber,
    invoice_date: claim.invoiceDate,
    invoice_amount: claim.invoiceAmount,
    state: claim.state,
    reject_reason: claim.rejectReason,
    carrier: claim.carrier,
    tracking_number: claim.trackingNumber,
    receive_name: claim.receiveName,
    receive_address: `${claim.receiveZipCode} ${claim.receiveCity}${claim.receiveTown}${claim.receiveAddress}`,
    medias: (photos.get(claim.id) ?? []).map(mediaJson),
    created_at: claim.createdAt.toISOString(),
  }));
}

/** `GET /api/user/gift_claims`: a page of the member's claims, newest first, with the total. */
export function pageGiftClaims(db: Db, memberId: number, query: GiftClaimListQuery): Promise<PageOf<GiftClaim>> {
  return paginate(query, {
    count: () => db.$count(giftClaims, eq(giftClaims.memberId, memberId)),
    rows: (window) => listGiftClaims(db, memberId, { window }),
  });
}
