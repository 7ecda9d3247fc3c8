import { and, asc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { DeepCleanTicket } from '../../schemas/deep-clean-ticket.schema';
import type { PageQuery } from '../../schemas/page-query.schema';
import type { ProductInfo, ProductInfoType, ProductModel } from '../../schemas/product-info.schema';
import { FAST_REPAIR_STORE_CATEGORY, type ReserveStore, type ReserveTime } from '../../schemas/reserve-time.schema';
import { taipeiToday } from '../../schemas/taipei-date';
import { toImage } from '../content/image';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { deepCleanTickets } from '../db/tables/deep-clean-ticket.table';
import { locationCategories } from '../db/tables/location-category.table';
import { productInfos } from '../db/tables/product-info.table';
import { productItems } from '../db/tables/product-item.table';
import { productModels } from '../db/tables/product-model.table';
import { reserveTimes } from '../db/tables/reserve-time.table';
import { type PageOf, paginate } from '../domain/pagination';
import { listLocations, publishedLocationIds } from './locations.service';

/** A brand without a product_infos row: warranty on, model verified, serial not. */
export const DEFAULT_PRODUCT_INFO = {
  isEnableWarranty: true,
  isVerifyModel: true,
  isVerifyCode: false,
  isShowNotes: false,
  notes: '',
};

/**
 * `GET /api/option/products?type=` (SPEC §3 productInfos grouped as all/general/fast/faq/deep):
 * the brands of that service with their models and items. Deep cleaning covers only the listed
 * handheld models (SPEC §1), so `deep` lists only those.
 */
export async function listProductInfos(
  db: Db,
  input: { type: ProductInfoType; query: PageQuery },
): Promise<PageOf<ProductInfo>> {
  const where = input.type === 'all' ? undefined : sql`${input.type} = any(${brands.serviceTypes})`;
  const page = await paginate(input.query, {
    count: () => db.$count(brands, where),
    rows: ({ limit, offset }) =>
      db
        .select({ brand: brands, info: productInfos })
        .from(brands)
        .leftJoin(productInfos, eq(productInfos.brandId, brands.id))
        .where(where)
        .orderBy(asc(brands.sort), asc(brands.id))
        .limit(limit)
        .offset(offset),
  });
  const brandIds = page.data.map((r) => r.brand.id);
  const models = await modelsOf(db, brandIds, input.type === 'deep');
  return {
    meta: page.meta,
    data: page.data.map(({ brand, info }) => {
      const flags = info ?? DEFAULT_PRODUCT_INFO;
      return {
        id: brand.id,
        subject: brand.name,
        is_enable_warranty: flags.isEnableWarranty,
        is_verify_model: flags.isVerifyModel,
        is_verify_code: flags.isVerifyCode,
        is_show_notes: flags.isShowNotes,
        notes: flags.notes,
        models: models.filter((m) => m.brandId === brand.id).map(({ brandId: _b, ...model }) => model),
      };
    }),
  };
}

async function modelsOf(
  db: Db,
  brandIds: number[],
  deepOnly: boolean,
): Promise<(ProductModel & { brandId: number })[]> {
  if (brandIds.length === 0) return [];
  const where = deepOnly
    ? and(inArray(productModels.brandId, brandIds), eq(productModels.isDeepClean, true))
    : inArray(productModels.brandId, brandIds);
  const rows = await db
    .select()
    .from(productModels)
    .where(where)
    .orderBy(asc(productModels.sort), asc(productModels.id));
  const items = rows.length
    ? await db
        .select()
        .from(productItems)
        .where(
          inArray(
            productItems.modelId,
            rows.map((m) => m.id),
          ),
        )
        .orderBy(asc(productItems.sort), asc(productItems.id))
    : [];
  return rows.map((m) => ({
    brandId: m.brandId,
    id: m.id,
    subject: m.subject,
    is_verify_code: m.isVerifyCode,
    code_hint: m.codeHint,
    is_deep_clean: m.isDeepClean,
    image: toImage(m.imageLink, m.imageWidth, m.imageHeight, m.subject),
    items: items.filter((i) => i.modelId === m.id).map((i) => ({ id: i.id, subject: i.subject })),
  }));
}

/** One brand's product info and one of its models (null when none is named or it is not the brand's). */
export async function productOf(db: Db, brandId: number, modelId: number | null) {
  const [brand] = await db
    .select({ brand: brands, info: productInfos })
    .from(brands)
    .leftJoin(productInfos, eq(productInfos.brandId, brands.id))
    .where(eq(brands.id, brandId));
  if (!brand) return null;
  const [model] =
    modelId === null
      ? []
      : await db
          .select()
          .from(productModels)
          .where(and(eq(productModels.id, modelId), eq(productModels.brandId, brandId)));
  return { brand: brand.brand, info: brand.info ?? DEFAULT_PRODUCT_INFO, model: model ?? null };
}

/** Does the model's serial pattern accept `serial`? (an anchored regular expression) */
export function serialMatches(pattern: string | null, serial: string): boolean {
  if (!pattern) return serial.length > 0;
  return new RegExp(`^(?:${pattern})$`).test(serial);
}

/**
 * `GET /api/option/reserve_times?store_id=&date=`: the fast-repair slots of a store on a day (all
 * days from tomorrow without a date, every store without one), each with what is left to book.
 * Only published stores' slots: a store in draft, scheduled or taken down offers none.
 */
export async function listReserveTimes(
  db: Db,
  input: { storeId?: number; date?: string; query: PageQuery; now?: Date },
): Promise<PageOf<ReserveTime>> {
  const where = and(
    gt(reserveTimes.date, taipeiToday(input.now)),
    input.date ? eq(reserveTimes.date, input.date) : undefined,
    input.storeId ? eq(reserveTimes.locationId, input.storeId) : undefined,
    inArray(reserveTimes.locationId, publishedLocationIds(db)),
    // a slot staff closed (a holiday) is gone for members
    isNull(reserveTimes.closedAt),
  );
  const page = await paginate(input.query, {
    count: () => db.$count(reserveTimes, where),
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(reserveTimes)
        .where(where)
        .orderBy(asc(reserveTimes.date), asc(reserveTimes.time), asc(reserveTimes.locationId))
        .limit(limit)
        .offset(offset),
  });
  return {
    meta: page.meta,
    data: page.data.map((r) => ({
      id: r.id,
      store_id: r.locationId,
      date: r.date,
      time: r.time,
      capacity: r.capacity,
      remaining: Math.max(0, r.capacity - r.booked),
    })),
  };
}

/**
 * `GET /api/option/reserve_stores`: the stores that do fast repair (the locations tagged
 * 速修服務), where the member brings the product at the time booked.
 */
export async function listReserveStores(db: Db, query: PageQuery): Promise<PageOf<ReserveStore>> {
  const [category] = await db
    .select({ id: locationCategories.id })
    .from(locationCategories)
    .where(eq(locationCategories.name, FAST_REPAIR_STORE_CATEGORY))
    .orderBy(asc(locationCategories.id))
    .limit(1);
  if (!category) return paginate(query, { count: async () => 0, rows: async () => [] });
  const stores = await listLocations(db, { ...query, category_id: category.id });
  return {
    meta: stores.meta,
    data: stores.data.map((l) => ({
      id: l.id,
      name: l.name,
      full_address: l.full_address,
      phone: l.phone,
      hours: l.hours,
      map_link: l.map_link,
    })),
  };
}

/** A fast-repair store by id, as a booking names it (null when it is not one). */
export async function reserveStoreOf(db: Db, id: number): Promise<ReserveStore | null> {
  const stores = await listReserveStores(db, { page: 1, per_page: 500 });
  return stores.data.find((s) => s.id === id) ?? null;
}

/** `GET /api/option/deep_services` (SPEC §3 deepCleanTickets). */
export async function listDeepCleanTickets(db: Db, query: PageQuery): Promise<PageOf<DeepCleanTicket>> {
  return paginate(query, {
    count: () => db.$count(deepCleanTickets),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: deepCleanTickets.id,
          subject: deepCleanTickets.subject,
          description: deepCleanTickets.description,
          price: deepCleanTickets.price,
        })
        .from(deepCleanTickets)
        .where(gte(deepCleanTickets.price, 0))
        .orderBy(asc(deepCleanTickets.sort), asc(deepCleanTickets.id))
        .limit(limit)
        .offset(offset),
  });
}
