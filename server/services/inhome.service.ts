import { desc, eq } from 'drizzle-orm';
import type { InhomeReceipt, InhomeRecord, InhomeSubmission } from '../../schemas/inhome.schema';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { inhomeRequests } from '../db/tables/inhome-request.table';
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
    // the member's receipt: written with the request, or not at all
    await queueMail(tx, `inhome:${row.id}:received`, inhomeMailRef(row.id));
    return row;
  });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/** `GET /api/user/inhome_services`: the member's requests, newest first. */
export async function listInhome(db: Db, memberId: number): Promise<InhomeRecord[]> {
  const rows = await db
    .select({ r: inhomeRequests, brandName: brands.name, modelName: productModels.subject })
    .from(inhomeRequests)
    .innerJoin(brands, eq(brands.id, inhomeRequests.brandId))
    .innerJoin(productModels, eq(productModels.id, inhomeRequests.modelId))
    .where(eq(inhomeRequests.memberId, memberId))
    .orderBy(desc(inhomeRequests.id));
  return rows.map(({ r, brandName, modelName }) => ({
    id: r.id,
    brand_name: brandName,
    model_name: modelName,
    preferred_date: r.preferredDate,
    preferred_period: r.preferredPeriod,
    city: r.city,
    town: r.town,
    created_at: r.createdAt.toISOString(),
  }));
}
