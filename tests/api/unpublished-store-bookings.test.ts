import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '../../schemas/product-info.schema';
import { FAST_REPAIR_STORE_CATEGORY, type ReserveStore, type ReserveTime } from '../../schemas/reserve-time.schema';
import type { StaffLocation } from '../../schemas/staff-catalogue.schema';
import { locationCategories } from '../../server/db/tables/location-category.table';
import { repairs } from '../../server/db/tables/repair.table';
import { reserveTimes } from '../../server/db/tables/reserve-time.table';
import { solveCaptcha } from '../support/captcha';
import { productIds, RICE_COOKER, taipeiDaysFromNow, validAddresses, validInvoice } from '../support/service-fixtures';
import { staffApiForFile } from '../support/staff-api';

/**
 * A store that is not published (a draft, scheduled, taken down) is on no public page; nor are its
 * fast-repair reserve times offered, nor can a member book one (422 on the store, in Chinese).
 */
const s = await staffApiForFile();
const editor = await s.staffMember(['editor']);
const member = await s.member();

const DAY = taipeiDaysFromNow(3);
const page = async <T>(path: string) => s.data<T[]>(await s.call('GET', path));
const reserveStores = () => page<ReserveStore>('/api/option/reserve_stores?per_page=100');
const slotsOf = (storeId: number, day = '') =>
  page<ReserveTime>(`/api/option/reserve_times?store_id=${storeId}${day ? `&date=${day}` : ''}&per_page=100`);
/** every store's slots of the day (one page holds them all) */
const everySlot = () => page<ReserveTime>(`/api/option/reserve_times?date=${DAY}&per_page=500`);
const move = async (store: { id: number; version: number }, to: string, extra: Record<string, unknown> = {}) =>
  s.data<StaffLocation>(
    await s.call('POST', `/api/staff/locations/${store.id}/publication`, editor.auth, {
      to,
      version: store.version,
      ...extra,
    }),
  );

const infos = await page<ProductInfo>('/api/option/products?type=fast');
const cooker = productIds(infos, RICE_COOKER.brand, RICE_COOKER.model);

const book = async (storeId: number, slotId: number) =>
  s.call('POST', '/api/user/repairs', member.auth, {
    type: 'fast',
    items: [{ ...cooker, serial: null, problem: '按鍵沒反應。' }],
    ...validAddresses,
    ...validInvoice,
    book_store_id: storeId,
    book_tmp_date: DAY,
    book_tmp_time: slotId,
    book_memo: '',
    google_recaptcha_token: await solveCaptcha(s.app),
  });

/** refused on the store, in Chinese, with nothing written (no repair, the slot's places untouched) */
async function refusedBooking(storeId: number, slotId: number) {
  const repairsBefore = await s.db.$count(repairs);
  const [slotBefore] = await s.db.select().from(reserveTimes).where(eq(reserveTimes.id, slotId));
  const errors = await s.fieldErrors(await book(storeId, slotId));
  expect(errors.book_store_id?.[0]).toMatch(/^[^a-z]*[\u4e00-\u9fff][^a-z]*$/i);
  expect(await s.db.$count(repairs)).toBe(repairsBefore);
  const [slotAfter] = await s.db.select().from(reserveTimes).where(eq(reserveTimes.id, slotId));
  expect(slotAfter?.booked).toBe(slotBefore?.booked);
}

describe('a fast-repair store that is taken down, then scheduled', () => {
  it('offers its times and takes bookings while published', async () => {
    const [store] = await reserveStores();
    if (!store) throw new Error('no seeded fast-repair store');
    const [slot] = await slotsOf(store.id, DAY);
    if (!slot) throw new Error('no seeded slot');
    expect(slot.store_id).toBe(store.id);
    const res = await book(store.id, slot.id);
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('is neither offered nor bookable once taken down or only scheduled', async () => {
    const [store] = await reserveStores();
    if (!store) throw new Error('no seeded fast-repair store');
    const [slot] = await slotsOf(store.id, DAY);
    if (!slot) throw new Error('no seeded slot');
    const current = await s.data<StaffLocation>(await s.call('GET', `/api/staff/locations/${store.id}`, editor.auth));

    const down = await move(current, 'unpublished');
    expect(down.status).toBe('unpublished');
    expect((await reserveStores()).map((r) => r.id)).not.toContain(store.id);
    expect(await slotsOf(store.id, DAY)).toEqual([]);
    expect(await slotsOf(store.id)).toEqual([]);
    const others = await everySlot();
    expect(others.length).toBeGreaterThan(0);
    expect(others.map((t) => t.store_id)).not.toContain(store.id);
    await refusedBooking(store.id, slot.id);

    const scheduled = await move(down, 'scheduled', { publish_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(scheduled.status).toBe('scheduled');
    expect(await slotsOf(store.id, DAY)).toEqual([]);
    await refusedBooking(store.id, slot.id);

    // published again: its times are back, the same slot bookable
    await move(scheduled, 'published');
    expect((await slotsOf(store.id, DAY)).map((t) => t.id)).toContain(slot.id);
    expect((await book(store.id, slot.id)).status).toBe(200);
  });
});

describe('a new fast-repair store, still a draft', () => {
  it('shows no times and takes no booking until it is published', async () => {
    const [fastRepair] = await s.db
      .select({ id: locationCategories.id })
      .from(locationCategories)
      .where(eq(locationCategories.name, FAST_REPAIR_STORE_CATEGORY));
    if (!fastRepair) throw new Error('no fast-repair category seeded');
    const draft = await s.data<StaffLocation>(
      await s.call('POST', '/api/staff/locations', editor.auth, {
        name: '好生活 板橋速修門市',
        class_id: 1,
        category_ids: [fastRepair.id],
        city: '新北市',
        town: '板橋區',
        zip_code: '220',
        address: '文化路一段 100 號',
        phone: '02-2950-1234',
        hours: ['週一至週日 11:00–21:30'],
        latitude: 25.0136,
        longitude: 121.4627,
      }),
      201,
    );
    expect(draft.status).toBe('draft');
    // its counter's times written ahead of the opening
    const [slot] = await s.db
      .insert(reserveTimes)
      .values({ locationId: draft.id, date: DAY, time: '10:00', capacity: 2, booked: 0 })
      .returning();
    if (!slot) throw new Error('slot not written');

    expect((await reserveStores()).map((r) => r.id)).not.toContain(draft.id);
    expect(await slotsOf(draft.id)).toEqual([]);
    expect((await everySlot()).map((t) => t.id)).not.toContain(slot.id);
    await refusedBooking(draft.id, slot.id);

    await move(draft, 'published');
    expect((await reserveStores()).map((r) => r.id)).toContain(draft.id);
    expect((await slotsOf(draft.id)).map((t) => t.id)).toEqual([slot.id]);
    expect((await book(draft.id, slot.id)).status).toBe(200);
    const [after] = await s.db
      .select()
      .from(reserveTimes)
      .where(and(eq(reserveTimes.id, slot.id), eq(reserveTimes.locationId, draft.id)));
    expect(after?.booked).toBe(1);
  });
});
