import { and, count, desc, eq, sql } from 'drizzle-orm';
import { TYPED_MODEL_MESSAGE } from '../../schemas/product-info.schema';
import { recordNumber } from '../../schemas/record-number';
import type {
  WarrantyListQuery,
  WarrantyReceipt,
  WarrantyRecord,
  WarrantySubmission,
} from '../../schemas/warranty.schema';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { channels } from '../db/tables/channel.table';
import { productModels } from '../db/tables/product-model.table';
import { warranties } from '../db/tables/warranty.table';
import { type FieldErrors, InvalidInputError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { queueMail } from '../mail/mail-outbox';
import { warrantyMailRef } from '../mail/mail-refs';
import { attachMedia, listMediaOfRecords, mediaJson } from './media.service';
import { limitSubmission, type SenderAddress } from './rate-limit.service';
import { productOf, serialMatches } from './service-options.service';

export interface WarrantyDeps extends SenderAddress {
  db: Db;
  /** throws InvalidInputError (on any field) unless the captcha answer is good and new */
  verifyCaptcha: (token: string) => Promise<void>;
}

/**
 * `POST /api/user/warranties`: the product's rules (warranty offered, a model of the brand, the
 * serial the model accepts), the channel and the member's own photos, then the captcha; one row
 * and its receipt mail.
 */
export async function registerWarranty(
  deps: WarrantyDeps,
  input: WarrantySubmission,
  memberId: number,
): Promise<WarrantyReceipt> {
  const { db } = deps;
  const errors: FieldErrors = {};
  const product = await productOf(db, input.brand_id, input.model_id);
  if (!product) errors.brand_id = ['請選擇品牌。'];
  else if (!product.info.isEnableWarranty) errors.brand_id = ['此品牌的商品不提供線上保固登錄。'];
  // a model named must be the brand's; a brand that verifies models takes only one of its list
  else if (!product.model && (input.model_id !== null || product.info.isVerifyModel))
    errors.model_id = ['請選擇此品牌的型號。'];
  else if (!product.model && !input.model_name) errors.model_name = [TYPED_MODEL_MESSAGE];
  else if (!product.model) {
    // a typed model has no serial pattern: the brand's rule asks for a serial, not its shape
    if (product.info.isVerifyCode && !input.serial) errors.serial = ['請輸入產品序號。'];
  } else if (product.info.isVerifyCode || product.model.isVerifyCode) {
    if (!input.serial) errors.serial = ['請輸入產品序號。'];
    else if (!serialMatches(product.model.codePattern, input.serial))
      errors.serial = [
        `此序號不符合 ${product.model.subject} 的序號格式${product.model.codeHint ? `（${product.model.codeHint}）` : ''}。`,
      ];
  }
  const [channel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, input.channel_id));
  if (!channel) errors.channel_id = ['請選擇購買通路。'];
  // the photos are the member's own uploads (server/services/media.service.ts), by their ids
  const mediaIds = input.medias.map((m) => Number(m.id));
  if (mediaIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) errors.medias = ['找不到上傳的圖片，請重新上傳。'];
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  await deps.verifyCaptcha(input.token);

  return db.transaction(async (tx) => {
    await limitSubmission(tx, 'warranty', { member: memberId, ip: deps.clientIp });
    const [row] = await tx
      .insert(warranties)
      .values({
        memberId,
        brandId: input.brand_id,
        modelId: product?.model?.id ?? null,
        // typed only when no model of the list is named (a brand that does not verify models)
        modelName: product?.model ? null : input.model_name,
        serial: input.serial,
        channelId: input.channel_id,
        orderNumber: input.order_number,
        inputMethod: input.input_method,
        invoiceNumber: input.invoice_number,
        invoiceDate: input.invoice_date,
        scanInvoiceDate: input.input_method === 'manual' ? null : input.scan_invoice_date,
        invoiceRandom: input.invoice_random,
        invoiceAmount: input.invoice_amount,
        utm: input.utm,
      })
      .returning({ id: warranties.id, createdAt: warranties.createdAt });
    if (!row) throw new Error('warranty was not stored');
    // each photo the member's, of a warranty, not another record's: else 422 and nothing is kept
    await attachMedia(tx as unknown as Db, { memberId, kind: 'warranty', recordId: row.id, mediaIds, field: 'medias' });
    // the member's receipt: written with the registration, or not at all
    await queueMail(tx as unknown as Db, `warranty:${row.id}:registered`, warrantyMailRef(row.id, 'registered'));
    return { id: row.id, created_at: row.createdAt.toISOString() };
  });
}

/** One of the member's warranties, or null (another member's is not theirs to see). */
export async function findOwnWarranty(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select({ id: warranties.id })
    .from(warranties)
    .where(and(eq(warranties.id, id), eq(warranties.memberId, memberId)));
  return row ?? null;
}

/**
 * `GET /api/user/warranties/{type}`: the member's registrations, newest first; `type` keeps
 * those of the brands of one service list (`all`: every one).
 */
export async function listWarranties(
  db: Db,
  memberId: number,
  type: string,
  query: WarrantyListQuery,
): Promise<PageOf<WarrantyRecord>> {
  const ofType = type === 'all' ? undefined : sql`${type} = any(${brands.serviceTypes})`;
  const where = and(eq(warranties.memberId, memberId), ofType);
  const page = await paginate(query, {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(warranties)
          .innerJoin(brands, eq(brands.id, warranties.brandId))
          .where(where)
      )[0]?.n ?? 0,
    rows: ({ limit, offset }) =>
      db
        .select({ w: warranties, brandName: brands.name, modelName: productModels.subject, channelName: channels.name })
        .from(warranties)
        .innerJoin(brands, eq(brands.id, warranties.brandId))
        .leftJoin(productModels, eq(productModels.id, warranties.modelId))
        .innerJoin(channels, eq(channels.id, warranties.channelId))
        .where(where)
        .orderBy(desc(warranties.id))
        .limit(limit)
        .offset(offset),
  });
  const rows = page.data;
  const photos = await listMediaOfRecords(
    db,
    'warranty',
    rows.map((r) => r.w.id),
  );
  const data = rows.map((row) => warrantyRecordJson(row, (photos.get(row.w.id) ?? []).map(mediaJson)));
  return { data, meta: page.meta };
}

/**
 * A registration as its member reads it; the console's record (staff-warranties.service.ts) is
 * this and the review's facts, with the photos at the console's own addresses.
 */
export function warrantyRecordJson(
  row: {
    w: typeof warranties.$inferSelect;
    brandName: string;
    modelName: string | null;
    channelName: string;
  },
  medias: WarrantyRecord['medias'],
): WarrantyRecord {
  const { w } = row;
  return {
    id: w.id,
    brand_name: row.brandName,
    model_name: row.modelName ?? w.modelName ?? '',
    serial: w.serial,
    channel_name: row.channelName,
    order_number: w.orderNumber,
    input_method: w.inputMethod,
    invoice_number: w.invoiceNumber,
    invoice_date: w.invoiceDate,
    created_at: w.createdAt.toISOString(),
    medias,
    status: w.status,
    case_number: recordNumber(w.id),
    ends_on: w.endsOn,
    refuse_reason: w.refuseReason,
  };
}
