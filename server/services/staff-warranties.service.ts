import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { DEFAULT_WARRANTY_MONTHS } from '../../schemas/staff-catalogue.schema';
import type { StaffWarranty, StaffWarrantyQuery, WarrantyReview } from '../../schemas/staff-warranty.schema';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { channels } from '../db/tables/channel.table';
import { media } from '../db/tables/media.table';
import { members } from '../db/tables/member.table';
import { productModels } from '../db/tables/product-model.table';
import { warranties } from '../db/tables/warranty.table';
import { ConflictError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import {
  nextWarrantyStatus,
  type WarrantyReviewEvent,
  type WarrantyStatus,
  warrantyDecisions,
  warrantyEndDate,
} from '../domain/warranty-review.machine';
import { queueMail } from '../mail/mail-outbox';
import { warrantyMailRef } from '../mail/mail-refs';
import { type AuditActor, likeText, recordAudit } from './audit-log.service';
import { listMediaOfRecords, type MediaDeps, mediaJson } from './media.service';
import { warrantyRecordJson } from './warranties.service';

const reviewer = members;

function staffFilter(query: StaffWarrantyQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(warranties.status, query.status));
  if (query.q) {
    const like = likeText(query.q);
    const any = or(
      ilike(warranties.invoiceNumber, like),
      ilike(warranties.serial, like),
      ilike(members.name, like),
      ilike(members.email, like),
    );
    if (any) where.push(any);
  }
  return where.length ? and(...where) : undefined;
}

const selectRows = (db: Db) =>
  db
    .select({
      w: warranties,
      brandName: brands.name,
      modelName: productModels.subject,
      months: productModels.warrantyMonths,
      channelName: channels.name,
      member: { id: members.id, name: members.name, email: members.email },
    })
    .from(warranties)
    .innerJoin(brands, eq(brands.id, warranties.brandId))
    .leftJoin(productModels, eq(productModels.id, warranties.modelId))
    .innerJoin(channels, eq(channels.id, warranties.channelId))
    .innerJoin(members, eq(members.id, warranties.memberId));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

/** The photo's address in the console (the member's own /media address answers its owner only). */
export const staffPhotoUrl = (warrantyId: number, mediaId: number) =>
  `/api/staff/warranties/${warrantyId}/photos/${mediaId}`;

async function toStaffWarranties(db: Db, rows: Row[]): Promise<StaffWarranty[]> {
  const photos = await listMediaOfRecords(
    db,
    'warranty',
    rows.map((r) => r.w.id),
  );
  const reviewerIds = rows.flatMap((r) => (r.w.reviewedBy === null ? [] : [r.w.reviewedBy]));
  const reviewers = reviewerIds.length
    ? await db
        .select({ id: reviewer.id, email: reviewer.email })
        .from(reviewer)
        .where(inArray(reviewer.id, [...new Set(reviewerIds)]))
    : [];
  return rows.map((row) => {
    const { w, months, member } = row;
    const warrantyMonths = months ?? DEFAULT_WARRANTY_MONTHS;
    const medias = (photos.get(w.id) ?? []).map((p) => ({ ...mediaJson(p), url: staffPhotoUrl(w.id, p.id) }));
    return {
      ...warrantyRecordJson(row, medias),
      member: { id: member.id, name: member.name, email: member.email },
      scan_invoice_date: w.scanInvoiceDate,
      invoice_random: w.invoiceRandom,
      invoice_amount: w.invoiceAmount,
      warranty_months: warrantyMonths,
      proposed_ends_on: warrantyEndDate(w.invoiceDate, warrantyMonths),
      reviewed_at: w.reviewedAt?.toISOString() ?? null,
      reviewed_by: reviewers.find((r) => r.id === w.reviewedBy)?.email ?? null,
      decisions: warrantyDecisions(w.status),
    };
  });
}

/** `GET /api/staff/warranties`: 審核中 oldest first (the queue to work through), otherwise newest first. */
export async function listStaffWarranties(db: Db, query: StaffWarrantyQuery): Promise<PageOf<StaffWarranty>> {
  const where = staffFilter(query);
  const order = query.status === 'pending' ? [asc(warranties.id)] : [desc(warranties.id)];
  const page = await paginate(query, {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(warranties)
          .innerJoin(members, eq(members.id, warranties.memberId))
          .where(where)
      )[0]?.n ?? 0,
    rows: ({ limit, offset }) =>
      selectRows(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
  return { data: await toStaffWarranties(db, page.data), meta: page.meta };
}

export async function getStaffWarranty(db: Db, id: number): Promise<StaffWarranty> {
  const [row] = await toStaffWarranties(db, await selectRows(db).where(eq(warranties.id, id)));
  if (!row) throw new NotFoundError('找不到此保固登錄。');
  return row;
}

const STATUS_TEXT: Record<WarrantyStatus, string> = { pending: '審核中', approved: '已通過', refused: '未通過' };

/**
 * `POST /api/staff/warranties/{id}/review`: the review machine's move (server/domain/warranty-review.machine.ts).
 * An approval sets the end date from the invoice date and the model's warranty months; a refusal
 * keeps the reason the member reads. The row is updated only from the status it was read in (two
 * reviewers at once: the second is told it was decided), with the member's mail and the audit
 * entry in the same transaction.
 */
export async function reviewWarranty(
  db: Db,
  staff: AuditActor & { id: number },
  id: number,
  review: WarrantyReview,
): Promise<StaffWarranty> {
  const current = await getStaffWarranty(db, id);
  const event: WarrantyReviewEvent =
    review.decision === 'approve' ? { type: 'review.approve' } : { type: 'review.refuse', reason: review.reason };
  const to = nextWarrantyStatus(current.status, event);
  if (!to) {
    const message = `此保固登錄已${STATUS_TEXT[current.status]}，無法再次審核。`;
    throw new ConflictError(message, { decision: [message] });
  }
  const endsOn = to === 'approved' ? current.proposed_ends_on : null;
  const reason = review.decision === 'refuse' ? review.reason : null;
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(warranties)
      .set({
        status: to,
        endsOn,
        refuseReason: reason,
        reviewedAt: new Date(),
        reviewedBy: staff.id,
        updatedAt: new Date(),
      })
      .where(and(eq(warranties.id, id), eq(warranties.status, current.status)))
      .returning({ id: warranties.id });
    if (!moved) {
      const message = '此保固登錄剛被其他人審核，請重新整理。';
      throw new ConflictError(message, { decision: [message] });
    }
    await queueMail(
      tx as unknown as Db,
      `warranty:${id}:${to}`,
      warrantyMailRef(id, to === 'approved' ? 'approved' : 'refused', {
        ...(endsOn ? { endDate: endsOn } : {}),
        ...(reason ? { reason } : {}),
      }),
    );
    await recordAudit(tx, staff, {
      action: 'warranty.review',
      entity: 'warranty',
      entityId: id,
      before: { status: current.status },
      after: { status: to, ends_on: endsOn, refuse_reason: reason },
    });
  });
  return getStaffWarranty(db, id);
}

/** A registration's photo for the console: only a photo of that warranty, never another record's. */
export async function readWarrantyPhoto(deps: MediaDeps, warrantyId: number, mediaId: number) {
  const [row] = await deps.db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.kind, 'warranty'), eq(media.recordId, warrantyId)));
  if (!row) throw new NotFoundError('找不到此照片。');
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw new NotFoundError('找不到此照片。');
  return { row, bytes };
}
