import { asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ProductInfoUpdate, StaffProductInfo, StaffProductInfoQuery } from '../../schemas/staff-catalogue.schema';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { productInfos } from '../db/tables/product-info.table';
import { productModels } from '../db/tables/product-model.table';
import { NotFoundError } from '../domain/domain-errors';
import { type PageOf, paginate } from '../domain/pagination';
import { type AuditActor, likeText } from './audit-log.service';
import { saveVersioned, type Versioned } from './publication.service';
import { DEFAULT_PRODUCT_INFO } from './service-options.service';

const modelsCount = sql<number>`(select count(*)::int from ${productModels} where ${productModels.brandId} = ${brands.id})`;

function selectInfos(db: Db, where: SQL | undefined) {
  return db
    .select({ brand: brands, info: productInfos, modelsCount })
    .from(brands)
    .leftJoin(productInfos, eq(productInfos.brandId, brands.id))
    .where(where);
}

type InfoRow = Awaited<ReturnType<typeof selectInfos>>[number];

/** A brand without its row yet reads as the defaults every form applies, at version 1. */
function toStaffInfo({ brand, info, modelsCount: models }: InfoRow): StaffProductInfo {
  const flags = info ?? { ...DEFAULT_PRODUCT_INFO, version: 1, updatedAt: brand.updatedAt };
  return {
    id: brand.id,
    brand_name: brand.name,
    is_enable_warranty: flags.isEnableWarranty,
    is_verify_model: flags.isVerifyModel,
    is_verify_code: flags.isVerifyCode,
    is_show_notes: flags.isShowNotes,
    notes: flags.notes,
    models_count: Number(models),
    version: flags.version,
    updated_at: flags.updatedAt.toISOString(),
  };
}

async function readProductInfo(db: Db, brandId: number): Promise<StaffProductInfo | null> {
  const [row] = await selectInfos(db, eq(brands.id, brandId));
  return row ? toStaffInfo(row) : null;
}

export const productInfoKind: Versioned<StaffProductInfo> = {
  entity: 'product_info',
  table: productInfos,
  key: productInfos.brandId,
  read: readProductInfo,
};

/** `GET /api/staff/product-infos?q=`: every brand's product info, by the brands' order. */
export async function listStaffProductInfos(db: Db, query: StaffProductInfoQuery): Promise<PageOf<StaffProductInfo>> {
  const where = query.q
    ? or(ilike(brands.name, likeText(query.q)), ilike(brands.nameEn, likeText(query.q)))
    : undefined;
  const page = await paginate(query, {
    count: () => db.$count(brands, where),
    rows: ({ limit, offset }) =>
      selectInfos(db, where).orderBy(asc(brands.sort), asc(brands.id)).limit(limit).offset(offset),
  });
  return { meta: page.meta, data: page.data.map(toStaffInfo) };
}

export async function getStaffProductInfo(db: Db, brandId: number): Promise<StaffProductInfo> {
  const info = await readProductInfo(db, brandId);
  if (!info) throw new NotFoundError();
  return info;
}

/** `PUT /api/staff/product-infos/{id}`: the brand's flags and notes, versioned and audited. */
export async function updateProductInfo(
  db: Db,
  actor: AuditActor,
  brandId: number,
  input: ProductInfoUpdate,
): Promise<StaffProductInfo> {
  if (!(await readProductInfo(db, brandId))) throw new NotFoundError();
  // the defaults a brand without a row reads as, stored at version 1, so the versioned write has a row to take
  await db.insert(productInfos).values({ brandId }).onConflictDoNothing();
  return saveVersioned(db, productInfoKind, actor, brandId, input.version, {
    isEnableWarranty: input.is_enable_warranty,
    isVerifyModel: input.is_verify_model,
    isVerifyCode: input.is_verify_code,
    isShowNotes: input.is_show_notes,
    notes: input.notes,
  });
}
