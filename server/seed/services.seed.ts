import { eq, sql } from 'drizzle-orm';
import { FAST_REPAIR_STORE_CATEGORY } from '../../schemas/reserve-time.schema';
import { taipeiToday } from '../../schemas/taipei-date';
import type { Db } from '../db/client';
import { brands } from '../db/tables/brand.table';
import { deepCleanTickets } from '../db/tables/deep-clean-ticket.table';
import { locationCategories } from '../db/tables/location-category.table';
import { locationCategoryLinks } from '../db/tables/location-category-link.table';
import { productInfos } from '../db/tables/product-info.table';
import { productItems } from '../db/tables/product-item.table';
import { productModels } from '../db/tables/product-model.table';
import { reserveTimes } from '../db/tables/reserve-time.table';

interface ModelSeed {
  subject: string;
  verifyCode?: { pattern: string; hint: string };
  deepClean?: boolean;
  /** months between care (保養提醒): filters, steam parts and cast iron want it; a towel does not */
  careMonths?: number;
  items: string[];
}

interface ProductInfoSeed {
  brand: string;
  isEnableWarranty?: boolean;
  /** off: the warranty form takes the model the member types (handmade pieces have no model list to pick from) */
  isVerifyModel?: boolean;
  isVerifyCode?: boolean;
  notes?: string;
  models: ModelSeed[];
}

const VACUUM_ITEMS = ['電池', '集塵盒', '地板吸頭', '馬達', '濾網'];

/** Demo product infos (SPEC §3), by brand name (brands.seed.ts). */
export const PRODUCT_INFOS: ProductInfoSeed[] = [
  {
    brand: '風野',
    notes: '產品序號印在機身底部的銀色貼紙上，格式為 KZ 加 8 碼數字。',
    models: [
      {
        subject: '無線吸塵器 KZ-S8',
        verifyCode: { pattern: '^KZ\\d{8}$', hint: 'KZ 加 8 碼數字' },
        deepClean: true,
        careMonths: 6,
        items: VACUUM_ITEMS,
      },
      {
        subject: '手持吸塵器 KZ-H3',
        verifyCode: { pattern: '^KZ\\d{8}$', hint: 'KZ 加 8 碼數字' },
        deepClean: true,
        careMonths: 6,
        items: VACUUM_ITEMS,
      },
      { subject: '空氣清淨機 KZ-A5', careMonths: 3, items: ['濾網', '風扇', '面板'] },
    ],
  },
  {
    brand: '克拉荷斯',
    models: [
      { subject: '手持蒸氣清潔機 KH-100', deepClean: true, careMonths: 3, items: ['水箱', '噴頭', '電源線'] },
      { subject: '直立式蒸氣拖把 KH-300', items: ['水箱', '拖布座', '電源線'] },
    ],
  },
  {
    brand: '星村',
    models: [
      { subject: '土鍋電子鍋 HS-R5', careMonths: 12, items: ['內鍋', '上蓋', '控制面板'] },
      { subject: '手持攪拌棒 HS-M2', items: ['刀頭', '馬達', '電池'] },
    ],
  },
  { brand: '菲耶羅', models: [{ subject: '琺瑯鑄鐵鍋 24cm', careMonths: 12, items: ['琺瑯層', '鍋蓋把手'] }] },
  { brand: '威爾馬', models: [{ subject: '主廚刀 VM-21', items: ['刀刃', '刀柄'] }] },
  { brand: '索琳工坊', isVerifyModel: false, models: [{ subject: '手繪陶盤 28cm', items: ['釉面'] }] },
  { brand: '紡木', models: [{ subject: '有機棉浴巾', items: ['織面'] }] },
  { brand: '布里薩', isEnableWarranty: false, models: [{ subject: '琺瑯馬克杯', items: ['琺瑯層'] }] },
];

export const DEEP_CLEAN_TICKETS = [
  { subject: '標準深層清潔', description: '拆解清洗集塵盒、濾網與吸頭，馬達除塵與全機消毒。', price: 990 },
  { subject: '進階深層清潔（含濾網更換）', description: '標準深層清潔，另換新 HEPA 濾網一組。', price: 1490 },
];

/** Each fast-repair store's reserve times of a day, and how many a slot takes. */
export const RESERVE_SLOTS = ['10:00', '11:00', '14:00', '15:00', '16:00'];
export const RESERVE_CAPACITY = 2;
export const RESERVE_DAYS = 21;

/**
 * Product infos, deep-clean tickets and the next weeks' reserve times of every fast-repair store
 * (the locations tagged 速修服務, seeded before), when the area's tables are empty; in one
 * transaction, so a failed seed leaves nothing half-written.
 */
export async function seedServices(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(productModels);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const seed of PRODUCT_INFOS) {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.name, seed.brand));
      if (!brand) continue;
      await tx.insert(productInfos).values({
        brandId: brand.id,
        isEnableWarranty: seed.isEnableWarranty ?? true,
        isVerifyModel: seed.isVerifyModel ?? true,
        isVerifyCode: seed.isVerifyCode ?? false,
        isShowNotes: Boolean(seed.notes),
        notes: seed.notes ?? '',
      });
      for (const [i, model] of seed.models.entries()) {
        const [m] = await tx
          .insert(productModels)
          .values({
            brandId: brand.id,
            subject: model.subject,
            isVerifyCode: Boolean(model.verifyCode),
            codePattern: model.verifyCode?.pattern ?? null,
            codeHint: model.verifyCode?.hint ?? null,
            isDeepClean: model.deepClean ?? false,
            careIntervalMonths: model.careMonths ?? null,
            sort: i + 1,
          })
          .returning({ id: productModels.id });
        if (!m) throw new Error('product model was not stored');
        await tx
          .insert(productItems)
          .values(model.items.map((subject, j) => ({ modelId: m.id, subject, sort: j + 1 })));
      }
    }
    await tx.insert(deepCleanTickets).values(DEEP_CLEAN_TICKETS.map((t, i) => ({ ...t, sort: i + 1 })));
    const days = Array.from({ length: RESERVE_DAYS }, (_, i) =>
      taipeiToday(new Date(now.getTime() + (i + 1) * 86_400_000)),
    );
    const stores = await tx
      .select({ id: locationCategoryLinks.locationId })
      .from(locationCategoryLinks)
      .innerJoin(locationCategories, eq(locationCategories.id, locationCategoryLinks.categoryId))
      .where(eq(locationCategories.name, FAST_REPAIR_STORE_CATEGORY));
    const slots = stores.flatMap((store) =>
      days.flatMap((date) =>
        RESERVE_SLOTS.map((time) => ({ locationId: store.id, date, time, capacity: RESERVE_CAPACITY })),
      ),
    );
    if (slots.length) await tx.insert(reserveTimes).values(slots);
  });
  return true;
}
