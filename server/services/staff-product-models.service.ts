import { and, asc, eq, ilike, inArray, notInArray, type SQL } from 'drizzle-orm';
import type {
  ProductModelInput,
  ProductModelUpdate,
  StaffProductModel,
  StaffProductModelQuery,
} from '../../schemas/staff-catalogue.schema';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { productItems } from '../db/tables/product-item.table';
import { productModels } from '../db/tables/product-model.table';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { type AuditActor, likeText } from './audit-log.service';
import { createAudited, saveVersioned, type Versioned } from './publication.service';

export const PRODUCT_MODEL_MESSAGES = {
  brand: '找不到此品牌。',
  item: '找不到此型號的零件，請重新整理後再試。',
} as const;

type ModelRow = { model: typeof productModels.$inferSelect; brandName: string };

async function toStaffModels(db: Db, rows: ModelRow[]): Promise<StaffProductModel[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(productItems)
    .where(
      inArray(
        productItems.modelId,
        rows.map((r) => r.model.id),
      ),
    )
    .orderBy(asc(productItems.sort), asc(productItems.id));
  return rows.map(({ model: m, brandName }) => ({
    id: m.id,
    brand: { id: m.brandId, name: brandName },
    subject: m.subject,
    is_verify_code: m.isVerifyCode,
    code_pattern: m.codePattern,
    code_hint: m.codeHint,
    is_deep_clean: m.isDeepClean,
    care_interval_months: m.careIntervalMonths,
    warranty_months: m.warrantyMonths,
    image: toImage(m.imageLink, m.imageWidth, m.imageHeight, m.subject),
    items: items.filter((i) => i.modelId === m.id).map((i) => ({ id: i.id, subject: i.subject })),
    sort: m.sort,
    version: m.version,
    updated_at: m.updatedAt.toISOString(),
  }));
}

const selectModels = (db: Db, where: SQL | undefined) =>
  db
    .select({ model: productModels, brandName: brands.name })
    .from(productModels)
    .innerJoin(brands, eq(brands.id, productModels.brandId))
    .where(where);

async function readProductModel(db: Db, id: number): Promise<StaffProductModel | null> {
  const [model] = await toStaffModels(db, await selectModels(db, eq(productModels.id, id)));
  return model ?? null;
}

export const productModelKind: Versioned<StaffProductModel> = {
  entity: 'product_model',
  table: productModels,
  read: readProductModel,
};

/** `GET /api/staff/product-models?brand_id=&q=`: by brand, then the order the forms list them in. */
export async function listStaffProductModels(
  db: Db,
  query: StaffProductModelQuery,
): Promise<PageOf<StaffProductModel>> {
  const where = and(
    query.brand_id ? eq(productModels.brandId, query.brand_id) : undefined,
    query.q ? ilike(productModels.subject, likeText(query.q)) : undefined,
  );
  const page = await paginate(query, {
    count: () => db.$count(productModels, where),
    rows: ({ limit, offset }) =>
      selectModels(db, where)
        .orderBy(asc(brands.sort), asc(productModels.brandId), asc(productModels.sort), asc(productModels.id))
        .limit(limit)
        .offset(offset),
  });
  return { meta: page.meta, data: await toStaffModels(db, page.data) };
}

export async function getStaffProductModel(db: Db, id: number): Promise<StaffProductModel> {
  const model = await readProductModel(db, id);
  if (!model) throw new NotFoundError();
  return model;
}

async function assertBrand(db: Db, brandId: number) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw InvalidInputError.on('brand_id', PRODUCT_MODEL_MESSAGES.brand);
}

const columnsOf = (input: ProductModelInput) => ({
  brandId: input.brand_id,
  subject: input.subject,
  isVerifyCode: input.is_verify_code,
  codePattern: input.code_pattern,
  codeHint: input.code_hint,
  isDeepClean: input.is_deep_clean,
  careIntervalMonths: input.care_interval_months,
  warrantyMonths: input.warranty_months,
  sort: input.sort,
});

/**
 * The model's parts as listed: a part named by id keeps its id (a repair's record names it), one
 * without is added, one left out is removed. An id that is not this model's part is refused.
 */
async function writeItems(tx: Db, modelId: number, items: ProductModelInput['items']) {
  const ids = items.flatMap((i) => (i.id ? [i.id] : []));
  if (ids.length) {
    const own = await tx
      .select({ id: productItems.id })
      .from(productItems)
      .where(and(eq(productItems.modelId, modelId), inArray(productItems.id, ids)));
    if (own.length !== ids.length) throw InvalidInputError.on('items', PRODUCT_MODEL_MESSAGES.item);
  }
  await tx
    .delete(productItems)
    .where(and(eq(productItems.modelId, modelId), ids.length ? notInArray(productItems.id, ids) : undefined));
  for (const [sort, item] of items.entries()) {
    if (item.id) await tx.update(productItems).set({ subject: item.subject, sort }).where(eq(productItems.id, item.id));
    else await tx.insert(productItems).values({ modelId, subject: item.subject, sort });
  }
}

/** `POST /api/staff/product-models`: a new model of a brand with its parts, audited. */
export async function createProductModel(
  db: Db,
  actor: AuditActor,
  input: ProductModelInput,
): Promise<StaffProductModel> {
  await assertBrand(db, input.brand_id);
  if (input.items.some((i) => i.id)) throw InvalidInputError.on('items', PRODUCT_MODEL_MESSAGES.item);
  return createAudited(db, productModelKind, actor, async (tx) => {
    const [row] = await tx.insert(productModels).values(columnsOf(input)).returning({ id: productModels.id });
    if (!row) throw new Error('product model was not stored');
    await writeItems(tx, row.id, input.items);
    return row.id;
  });
}

/** `PUT /api/staff/product-models/{id}`: versioned (409 with the current model when stale) and audited. */
export async function updateProductModel(
  db: Db,
  actor: AuditActor,
  id: number,
  input: ProductModelUpdate,
): Promise<StaffProductModel> {
  if (!(await readProductModel(db, id))) throw new NotFoundError();
  await assertBrand(db, input.brand_id);
  return saveVersioned(db, productModelKind, actor, id, input.version, columnsOf(input), 'update', (tx) =>
    writeItems(tx, id, input.items),
  );
}
