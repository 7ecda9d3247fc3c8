import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../schemas/location.schema';
import type { Media } from '../../schemas/media.schema';
import type { ProductInfo } from '../../schemas/product-info.schema';
import {
  LOCATION_IMAGE_MESSAGE,
  type StaffLocation,
  type StaffProductInfo,
  type StaffProductModel,
} from '../../schemas/staff-catalogue.schema';
import { PUBLISHABLE_KINDS } from '../../server/content/publishable-kinds';
import { publishDue } from '../../server/services/publication.service';
import { BROWSER } from '../support/api-app';
import { allSitemapFiles } from '../support/sitemap-files';
import { type Auth, staffApiForFile } from '../support/staff-api';

const s = await staffApiForFile();
const { db, app, call, data, refused, stale } = s;
const boss = s.admin;
const editor = await s.staffMember(['editor']);
const eventsStaff = await s.staffMember(['events']);
const member = await s.member();
const as = editor.auth;

const audit = s.audit;
const json = async <T>(res: Response) => (await res.json()) as T;
const publicInfos = async () =>
  (await json<{ data: ProductInfo[] }>(await app.request('/api/option/products?type=all&per_page=500'))).data;

describe('who may edit the catalogue', () => {
  const reads = ['/api/staff/product-infos', '/api/staff/product-models', '/api/staff/locations'];
  it('answers a guest 401, a member without a role and an events person 403, an editor and an admin 200', async () => {
    for (const path of reads) {
      expect((await call('GET', path)).status, path).toBe(401);
      expect((await call('GET', path, member.auth)).status, path).toBe(403);
      expect((await call('GET', path, eventsStaff.auth)).status, path).toBe(403);
      expect((await call('GET', path, as)).status, path).toBe(200);
      expect((await call('GET', path, boss.auth)).status, path).toBe(200);
    }
    const write = await call('PUT', '/api/staff/product-infos/1', eventsStaff.auth, {});
    expect(write.status).toBe(403);
  });

  it('answers 404 for ids that name nothing', async () => {
    for (const path of [
      '/api/staff/product-infos/99999',
      '/api/staff/product-models/99999',
      '/api/staff/locations/99999',
    ])
      expect((await call('GET', path, as)).status, path).toBe(404);
    const put = await call('PUT', '/api/staff/product-infos/99999', as, {
      version: 1,
      is_enable_warranty: true,
      is_verify_model: true,
      is_verify_code: false,
      is_show_notes: false,
      notes: '',
    });
    expect(put.status).toBe(404);
    const move = await call('POST', '/api/staff/locations/99999/publication', as, { to: 'published', version: 1 });
    expect(move.status).toBe(404);
  });
});

describe('product info per brand', () => {
  it('lists the brands with their flags, searchable by name', async () => {
    const { data, meta } = await json<{ data: StaffProductInfo[]; meta: { total: number } }>(
      await call('GET', '/api/staff/product-infos?q=風野', as),
    );
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({ brand_name: '風野', is_verify_model: true, version: 1 });
    expect(data[0]?.models_count).toBeGreaterThan(0);
  });

  it('saves the flags and notes (the public product list follows), versioned and audited', async () => {
    const [first] = (await json<{ data: StaffProductInfo[] }>(await call('GET', '/api/staff/product-infos?q=星村', as)))
      .data;
    if (!first) throw new Error('no 星村');
    const saved = await data<StaffProductInfo>(
      await call('PUT', `/api/staff/product-infos/${first.id}`, as, {
        version: first.version,
        is_enable_warranty: true,
        is_verify_model: false,
        is_verify_code: false,
        is_show_notes: true,
        notes: '型號請見產品底部銘牌。',
      }),
    );
    expect(saved).toMatchObject({ is_verify_model: false, is_show_notes: true, version: first.version + 1 });
    const shown = (await publicInfos()).find((i) => i.id === first.id);
    expect(shown).toMatchObject({ is_verify_model: false, is_show_notes: true, notes: '型號請見產品底部銘牌。' });
    const [entry] = await audit(`entity=product_info&entity_id=${first.id}`);
    expect(entry).toMatchObject({
      action: 'product_info.update',
      actor_email: editor.account.email,
      before: { is_verify_model: first.is_verify_model },
      after: { is_verify_model: false },
    });
    // a second editor who started from the first version is refused, and sees the record as it is
    const current = await stale<StaffProductInfo>(
      await call('PUT', `/api/staff/product-infos/${first.id}`, as, { ...first, is_enable_warranty: false }),
    );
    expect(current).toMatchObject({ version: first.version + 1, is_verify_model: false });
    expect((await publicInfos()).find((i) => i.id === first.id)?.is_enable_warranty).toBe(true);
  });

  it('refuses bad flags and notes by field', async () => {
    const base = {
      version: 1,
      is_enable_warranty: true,
      is_verify_model: true,
      is_verify_code: false,
      is_show_notes: false,
    };
    await refused(
      await call('PUT', '/api/staff/product-infos/1', as, { ...base, is_verify_model: 'yes' }),
      'is_verify_model',
    );
    await refused(await call('PUT', '/api/staff/product-infos/1', as, { ...base, notes: '字'.repeat(2001) }), 'notes');
    await refused(await call('PUT', '/api/staff/product-infos/1', as, { ...base, version: 0 }), 'version');
    await refused(await call('GET', '/api/staff/product-infos?per_page=9999', as), 'per_page');
  });
});

const brandId = async (name: string) => (await publicInfos()).find((i) => i.subject === name)?.id ?? Number.NaN;

describe('product models', () => {
  const model = async () => ({
    brand_id: await brandId('風野'),
    subject: '手持吸塵器 KZ-H2',
    is_verify_code: true,
    code_pattern: '^KH\\d{6}$',
    code_hint: 'KH 加 6 碼數字',
    is_deep_clean: true,
    items: [{ subject: '電池' }, { subject: '濾網' }],
  });

  it('creates a model with its parts (the service forms list it), audited', async () => {
    const created = await data<StaffProductModel>(
      await call('POST', '/api/staff/product-models', as, await model()),
      201,
    );
    expect(created).toMatchObject({ subject: '手持吸塵器 KZ-H2', code_pattern: '^KH\\d{6}$', version: 1 });
    // no care interval given: no care reminders of it
    expect(created.care_interval_months).toBeNull();
    // no warranty length given: the usual year
    expect(created.warranty_months).toBe(12);
    expect(created.items.map((i) => i.subject)).toEqual(['電池', '濾網']);
    const listed = (await publicInfos()).find((i) => i.subject === '風野')?.models.find((m) => m.id === created.id);
    expect(listed).toMatchObject({ is_verify_code: true, code_hint: 'KH 加 6 碼數字', is_deep_clean: true });
    const [entry] = await audit(`entity=product_model&entity_id=${created.id}`);
    expect(entry).toMatchObject({ action: 'product_model.create', after: { subject: '手持吸塵器 KZ-H2' } });
  });

  it('lists a brand’s models, searchable, paged', async () => {
    const id = await brandId('風野');
    const page = await json<{ data: StaffProductModel[]; meta: { total: number; per_page: number } }>(
      await call('GET', `/api/staff/product-models?brand_id=${id}&q=kz-h2&per_page=5`, as),
    );
    expect(page.meta).toMatchObject({ total: 1, per_page: 5 });
    expect(page.data[0]?.brand).toEqual({ id, name: '風野' });
    const other = await json<{ meta: { total: number } }>(
      await call('GET', `/api/staff/product-models?brand_id=${await brandId('星村')}&q=kz-h2`, as),
    );
    expect(other.meta.total).toBe(0);
  });

  it('updates a model and its parts (kept, renamed, removed, added), refusing a stale save', async () => {
    const list = await json<{ data: StaffProductModel[] }>(await call('GET', '/api/staff/product-models?q=KZ-H2', as));
    const current = list.data[0];
    if (!current) throw new Error('no KZ-H2');
    const [battery, filter] = current.items;
    const saved = await data<StaffProductModel>(
      await call('PUT', `/api/staff/product-models/${current.id}`, as, {
        ...(await model()),
        version: current.version,
        subject: '手持吸塵器 KZ-H2 Pro',
        care_interval_months: 6,
        warranty_months: 24,
        items: [{ id: battery?.id, subject: '鋰電池' }, { subject: '吸頭' }],
      }),
    );
    expect(saved.subject).toBe('手持吸塵器 KZ-H2 Pro');
    expect(saved.care_interval_months).toBe(6);
    expect(saved.warranty_months).toBe(24);
    expect(saved.items[0]).toEqual({ id: battery?.id, subject: '鋰電池' });
    expect(saved.items.map((i) => i.subject)).toEqual(['鋰電池', '吸頭']);
    expect(saved.items.some((i) => i.id === filter?.id)).toBe(false);
    const again = await stale<StaffProductModel>(
      await call('PUT', `/api/staff/product-models/${current.id}`, as, {
        ...(await model()),
        version: current.version,
      }),
    );
    expect(again.subject).toBe('手持吸塵器 KZ-H2 Pro');
    // another model's part cannot be moved here
    const [other] = (
      await json<{ data: StaffProductModel[] }>(await call('GET', '/api/staff/product-models?q=KZ-S8', as))
    ).data;
    const foreign = other?.items[0]?.id;
    expect(foreign).toBeDefined();
    await refused(
      await call('PUT', `/api/staff/product-models/${current.id}`, as, {
        ...(await model()),
        version: saved.version,
        items: [{ id: foreign, subject: '偷來的零件' }],
      }),
      'items',
    );
    expect(
      (await data<StaffProductModel>(await call('GET', `/api/staff/product-models/${current.id}`, as))).version,
    ).toBe(saved.version);
  });

  it.each([
    ['an unanchored rule', 'KH\\d{6}', /\^ 開頭/],
    ['a rule that does not compile', '^KH[\\d{6}$', /正規表示式/],
    ['nested repetition', '^(a+)+$', /巢狀|重複/],
    ['a repeated alternation', '^(a|ab)*$', /重複/],
    ['a back-reference', '^(a)\\1$', /跳脫字元/],
    ['a look-ahead', '^(?=a)a$', /環視/],
    ['an alternation outside a group', '^KH\\d{6}|KS\\d{6}$', /括號/],
    ['a rule too long', `^${'a'.repeat(120)}$`, /最多 100/],
    ['a huge count', '^a{1000}$', /重複次數/],
  ])('refuses %s as the serial rule (422 on code_pattern)', async (_name, pattern, message) => {
    await refused(
      await call('POST', '/api/staff/product-models', as, { ...(await model()), code_pattern: pattern }),
      'code_pattern',
      message,
    );
  });

  it('takes a safe rule with grouped alternatives and optional parts', async () => {
    const created = await data<StaffProductModel>(
      await call('POST', '/api/staff/product-models', as, {
        ...(await model()),
        subject: '直立吸塵器 KZ-U1',
        code_pattern: '^(?:KU|KV)-?\\d{4}[A-Z]?$',
        items: [],
      }),
      201,
    );
    expect(created.code_pattern).toBe('^(?:KU|KV)-?\\d{4}[A-Z]?$');
  });

  it('refuses other bad input by field', async () => {
    await refused(
      await call('POST', '/api/staff/product-models', as, { ...(await model()), brand_id: 99999 }),
      'brand_id',
    );
    await refused(await call('POST', '/api/staff/product-models', as, { ...(await model()), subject: ' ' }), 'subject');
    await refused(
      await call('POST', '/api/staff/product-models', as, {
        ...(await model()),
        items: [{ subject: '電池' }, { subject: '電池' }],
      }),
      'items',
    );
    await refused(await call('POST', '/api/staff/product-models', as, { ...(await model()), items: 'x' }), 'items');
    await refused(
      await call('POST', '/api/staff/product-models', as, { ...(await model()), care_interval_months: 61 }),
      'care_interval_months',
    );
    for (const months of [0, 121, 1.5, '十二'])
      await refused(
        await call('POST', '/api/staff/product-models', as, { ...(await model()), warranty_months: months }),
        'warranty_months',
      );
    await refused(await call('GET', '/api/staff/product-models?brand_id=abc', as), 'brand_id');
  });
});

describe('store locations', () => {
  const store = {
    name: '好生活 板橋門市',
    class_id: 1,
    category_ids: [1, 3],
    city: '新北市',
    town: '板橋區',
    zip_code: '220',
    address: '文化路一段 100 號',
    phone: '02-2950-1234',
    hours: ['週一至週日 11:00–21:30'],
    latitude: 25.0136,
    longitude: 121.4627,
  };
  const publicList = async () =>
    (await json<{ data: Location[] }>(await app.request('/api/locations?per_page=500'))).data;
  let created: StaffLocation;
  const storesIn = async (city: string) =>
    (
      await json<{ data: { name: string; locations_count: number }[] }>(await app.request('/api/location_cities'))
    ).data.find((c) => c.name === city)?.locations_count ?? 0;
  let newTaipeiStores = 0;

  it('keeps the stores written before the console published', async () => {
    const page = await json<{ data: StaffLocation[]; meta: { total: number } }>(
      await call('GET', '/api/staff/locations?status=published&per_page=200', as),
    );
    expect(page.meta.total).toBe((await publicList()).length);
    expect(page.meta.total).toBeGreaterThan(10);
  });

  it('creates a store as a draft: not in the public list, detail, page, cities, search or sitemap', async () => {
    newTaipeiStores = await storesIn('新北市');
    created = await data<StaffLocation>(await call('POST', '/api/staff/locations', as, store), 201);
    expect(created).toMatchObject({
      status: 'draft',
      version: 1,
      city: { name: '新北市' },
      town: { name: '板橋區', zipcode: '220' },
      categories: [{ id: 1 }, { id: 3 }],
    });
    expect((await publicList()).some((l) => l.id === created.id)).toBe(false);
    expect((await app.request(`/api/locations/${created.id}`)).status).toBe(404);
    expect(await storesIn('新北市')).toBe(newTaipeiStores);
    expect((await app.request(`/locations/${created.id}`, { headers: BROWSER })).status).toBe(404);
    const search = await json<{ data: { list: { data: { link: string }[] } } }>(
      await app.request(`/api/search?keyword=${encodeURIComponent('板橋門市')}&type=location`),
    );
    expect(search.data.list.data.some((r) => r.link === `/locations/${created.id}`)).toBe(false);
    expect(await allSitemapFiles(app)).not.toContain(`/locations/${created.id}<`);
    const [entry] = await audit(`entity=location&entity_id=${created.id}`);
    expect(entry).toMatchObject({ action: 'location.create', after: { status: 'draft' } });
  });

  it('publishes it: then it is everywhere the public looks', async () => {
    const live = await data<StaffLocation>(
      await call('POST', `/api/staff/locations/${created.id}/publication`, as, {
        to: 'published',
        version: created.version,
      }),
    );
    expect(live).toMatchObject({ status: 'published', version: created.version + 1 });
    created = live;
    expect((await publicList()).some((l) => l.id === created.id)).toBe(true);
    expect((await app.request(`/api/locations/${created.id}`)).status).toBe(200);
    expect(await storesIn('新北市')).toBe(newTaipeiStores + 1);
    expect((await app.request(`/locations/${created.id}`, { headers: BROWSER })).status).toBe(200);
    const search = await json<{ data: { list: { data: { link: string }[] } } }>(
      await app.request(`/api/search?keyword=${encodeURIComponent('板橋門市')}&type=location`),
    );
    expect(search.data.list.data.some((r) => r.link === `/locations/${created.id}`)).toBe(true);
    expect(await allSitemapFiles(app)).toContain(`/locations/${created.id}<`);
    const [entry] = await audit(`entity=location&entity_id=${created.id}&action=location.publish`);
    expect(entry).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('saves an edit with its categories, and refuses a stale one with the current store', async () => {
    const saved = await data<StaffLocation>(
      await call('PUT', `/api/staff/locations/${created.id}`, as, {
        ...store,
        version: created.version,
        phone: '02-2950-5678#12',
        category_ids: [2],
        hours: ['週一至週五 10:00–19:00', '週六 10:00–17:00'],
      }),
    );
    expect(saved.categories.map((c) => c.id)).toEqual([2]);
    expect(saved.hours).toHaveLength(2);
    const current = await stale<StaffLocation>(
      await call('PUT', `/api/staff/locations/${created.id}`, as, { ...store, version: created.version }),
    );
    expect(current.categories.map((c) => c.id)).toEqual([2]);
    created = saved;
    const shown = await data<{ hours: string[] }>(await app.request(`/api/locations/${created.id}`));
    expect(shown.hours).toEqual(['週一至週五 10:00–19:00', '週六 10:00–17:00']);
  });

  it('takes it down (gone from the public) and schedules it: the sweep publishes it when its time comes', async () => {
    const down = await data<StaffLocation>(
      await call('POST', `/api/staff/locations/${created.id}/publication`, as, {
        to: 'unpublished',
        version: created.version,
      }),
    );
    expect((await app.request(`/api/locations/${created.id}`)).status).toBe(404);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await data<StaffLocation>(
      await call('POST', `/api/staff/locations/${created.id}/publication`, as, {
        to: 'scheduled',
        version: down.version,
        publish_at: at.toISOString(),
      }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: at.toISOString() });
    expect(await publishDue(db, PUBLISHABLE_KINDS, new Date(at.getTime() - 60_000))).toBe(0);
    expect((await app.request(`/api/locations/${created.id}`)).status).toBe(404);
    expect(await publishDue(db, PUBLISHABLE_KINDS, new Date(at.getTime() + 1000))).toBe(1);
    expect((await app.request(`/api/locations/${created.id}`)).status).toBe(200);
    const after = await data<StaffLocation>(await call('GET', `/api/staff/locations/${created.id}`, as));
    expect(after).toMatchObject({ status: 'published', publish_at: null, version: scheduled.version + 1 });
  });

  it('filters the console list by city, status and text', async () => {
    const newTaipei = created.city.id;
    const page = await json<{ data: StaffLocation[] }>(
      await call('GET', `/api/staff/locations?city=${newTaipei}&q=${encodeURIComponent('板橋')}`, as),
    );
    expect(page.data.map((l) => l.id)).toContain(created.id);
    expect(page.data.every((l) => l.city.id === newTaipei)).toBe(true);
    const drafts = await json<{ data: StaffLocation[] }>(await call('GET', '/api/staff/locations?status=draft', as));
    expect(drafts.data.some((l) => l.id === created.id)).toBe(false);
    await refused(await call('GET', '/api/staff/locations?status=live', as), 'status');
    await refused(await call('GET', '/api/staff/locations?city=99', as), 'city');
  });

  it.each([
    ['a town outside its city', { town: '信義區' }, 'town', '此鄉鎮市區不在所選縣市內。'],
    ['a zip code of another town', { zip_code: '100' }, 'zip_code', '郵遞區號與鄉鎮市區不符。'],
    ['no city', { city: '' }, 'city', '請選擇縣市。'],
    ['a phone that is not one', { phone: '12345' }, 'phone', /電話格式/],
    ['a place outside Taiwan', { latitude: 35.68, longitude: 139.76 }, 'latitude', /臺灣範圍/],
    ['half a position', { latitude: 25.01, longitude: null }, 'longitude', /一起/],
    ['an unknown type', { class_id: 999 }, 'class_id', '找不到此據點類型。'],
    ['an unknown category', { category_ids: [999] }, 'category_ids', '找不到此服務項目。'],
    ['an empty name', { name: '' }, 'name', '請輸入據點名稱。'],
    ['too many hours lines', { hours: Array(11).fill('週一 10:00–19:00') }, 'hours', /最多 10 行/],
  ])('refuses %s by field', async (_name, change, field, message) => {
    await refused(await call('POST', '/api/staff/locations', as, { ...store, ...change }), field, message);
  });

  it('shows a content picture as the store’s, keeps it when left out, drops it for null; refuses a member’s upload', async () => {
    const picture = async (path: string, auth: Auth) => {
      const bytes = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#a63' } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('files', new File([new Uint8Array(bytes)], '門市.jpg', { type: 'image/jpeg' }));
      const res = await app.request(path, { method: 'POST', headers: auth, body: form });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Media[] }).data[0] as Media;
    };
    const content = await picture('/api/staff/media', as);
    const own = await picture('/api/user/medias/warranty', member.auth);
    await refused(
      await call('POST', '/api/staff/locations', as, { ...store, image_media_id: own.id }),
      'image_media_id',
      LOCATION_IMAGE_MESSAGE,
    );
    const withPicture = await data<StaffLocation>(
      await call('POST', '/api/staff/locations', as, { ...store, image_media_id: content.id }),
      201,
    );
    expect(withPicture.image).toMatchObject({ link: content.url, width: 48, height: 32 });
    const kept = await data<StaffLocation>(
      await call('PUT', `/api/staff/locations/${withPicture.id}`, as, { ...store, version: withPicture.version }),
    );
    expect(kept.image?.link).toBe(content.url);
    const dropped = await data<StaffLocation>(
      await call('PUT', `/api/staff/locations/${withPicture.id}`, as, {
        ...store,
        version: kept.version,
        image_media_id: null,
      }),
    );
    expect(dropped.image).toBeNull();
  });

  it('refuses a bad publication move by field, and a move from a stale version with 409', async () => {
    await refused(
      await call('POST', `/api/staff/locations/${created.id}/publication`, as, {
        to: 'scheduled',
        version: 1,
        publish_at: '2020-01-01T00:00:00+08:00',
      }),
      'publish_at',
    );
    await stale(await call('POST', `/api/staff/locations/${created.id}/publication`, as, { to: 'draft', version: 1 }));
  });
});
