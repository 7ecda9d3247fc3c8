import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { InhomeReceipt, InhomeRecord, InhomeSubmission } from '../../schemas/inhome.schema';
import { INHOME_STATUS_DESCRIPTIONS, type InhomeVisit } from '../../schemas/inhome-status.schema';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { inhomeRequests } from '../db/tables/inhome-request.table';
import { inhomeStatusChanges } from '../db/tables/inhome-status-change.table';
import { productModels } from '../db/tables/product-model.table';
import { InvalidInputError } from '../domain/domain-errors';
import { queueMail } from '../mail/mail-outbox';
import { inhomeMailRef } from '../mail/mail-refs';
import { limitSubmission, type SenderAddress } from './rate-limit.service';
import { productOf } from './service-options.service';

export interface InhomeDeps extends SenderAddress {
  db: Db;
  verifyCaptcha: (token: string) => Promise<void>;
}

/** `POST /api/user/inhome_services`: a model of the brand, then the captcha; one row and its receipt mail. */
export async function requestInhome(
  deps: InhomeDeps,
  input: InhomeSubmission,
  memberId: number,
): Promise<InhomeReceipt> {
  const product = await productOf(deps.db, input.brand_id, input.model_id);
  if (!product) throw InvalidInputError.on('brand_id', '請選擇品牌。');
  if (!product.model) throw InvalidInputError.on('model_id', '請選擇此品牌的型號。');
  await deps.verifyCaptcha(input.google_recaptcha_token);
  const row = await deps.db.transaction(async (tx) => {
    await limitSubmission(tx, 'inhome', { member: memberId, ip: deps.clientIp });
    const [row] = await tx
      .insert(inhomeRequests)
      .values({
        memberId,
        brandId: input.brand_id,
        modelId: input.model_id,
        problem: input.problem,
        name: input.name,
        sex: input.sex,
        phone: input.phone,
        city: input.city,
        town: input.town,
        zipCode: input.zip_code,
        address: input.address,
        preferredDate: input.preferred_date,
        preferredPeriod: input.preferred_period,
      })
      .returning({ id: inhomeRequests.id, createdAt: inhomeRequests.createdAt });
    if (!row) throw new Error('in-home request was not stored');
    await tx.insert(inhomeStatusChanges).values({ requestId: row.id, fromStatus: null, toStatus: 'received' });
    // the member's receipt: written with the request, or not at all
    await queueMail(tx, `inhome:${row.id}:received`, inhomeMailRef(row.id));
    return row;
  });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

export type InhomeRow = typeof inhomeRequests.$inferSelect;

/** A visit kept in three columns (a request's, a step's), or null when none is set. */
export const visitOf = (r: {
  visitDate: string | null;
  visitStart: string | null;
  visitEnd: string | null;
}): InhomeVisit | null =>
  r.visitDate && r.visitStart && r.visitEnd ? { date: r.visitDate, start: r.visitStart, end: r.visitEnd } : null;

/** Requests as their members read them (the staff board builds on these), with their products' names and moves. */
export async function inhomeRecordsOf(db: Db, rows: InhomeRow[]): Promise<InhomeRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, steps] = await Promise.all([
    db
      .select({ id: inhomeRequests.id, brandName: brands.name, modelName: productModels.subject })
      .from(inhomeRequests)
      .innerJoin(brands, eq(brands.id, inhomeRequests.brandId))
      .innerJoin(productModels, eq(productModels.id, inhomeRequests.modelId))
      .where(inArray(inhomeRequests.id, ids)),
    db
      .select()
      .from(inhomeStatusChanges)
      .where(inArray(inhomeStatusChanges.requestId, ids))
      .orderBy(asc(inhomeStatusChanges.at), asc(inhomeStatusChanges.id)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n]));
  return rows.map((r) => ({
    id: r.id,
    brand_name: nameOf.get(r.id)?.brandName ?? '',
    model_name: nameOf.get(r.id)?.modelName ?? '',
    preferred_date: r.preferredDate,
    preferred_period: r.preferredPeriod,
    city: r.city,
    town: r.town,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    status_description: INHOME_STATUS_DESCRIPTIONS[r.status],
    visit: visitOf(r),
    note: r.staffNote,
    history: steps
      .filter((h) => h.requestId === r.id)
      .map((h) => ({
        status: h.toStatus as InhomeRecord['status'],
        at: h.at.toISOString(),
        visit: visitOf(h),
        note: h.note,
      })),
  }));
}

/** `GET /api/user/inhome_services`: the member's requests, newest first, each with its moves. */
export async function listInhome(db: Db, memberId: number): Promise<InhomeRecord[]> {
  const rows = await db
    .select()
    .from(inhomeRequests)
    .where(eq(inhomeRequests.memberId, memberId))
    .orderBy(desc(inhomeRequests.id));
  return inhomeRecordsOf(db, rows);
}
