import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BrandOption } from '../../schemas/brand.schema';
import type { Media } from '../../schemas/media.schema';
import { STAFF_BRAND_MESSAGES, type StaffBrand, type StaffBrandFormValues } from '../../schemas/staff-brand.schema';
import { type Auth, recordRoutes, staffApiForFile } from '../support/staff-api';

// The console's brands on this file's database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
const s = await staffApiForFile();
const { app, call, data, fieldErrors } = s;
const editor = await s.staffMember(['editor']);
const otherEditor = await s.staffMember(['editor']);
const member = await s.member();

const brandInput = (over: Partial<StaffBrandFormValues> = {}): StaffBrandFormValues => ({
  name: '北歐鍋具',
  name_en: 'Nordic Pans',
  country: '瑞典',
  service_types: ['general', 'faq'],
  sort: 50,
  ...over,
});
const create = async (over: Partial<StaffBrandFormValues> = {}) =>
  data<StaffBrand>(await call('POST', '/api/staff/brands', editor.auth, brandInput(over)));
const audit = s.audit;
const optionBrands = async (type: string) =>
  data<BrandOption[]>(await call('GET', `/api/option/brands?type=${type}&per_page=100`));

async function upload(auth: Auth, kind?: string): Promise<Media> {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#345' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new File([png as BlobPart], 'logo.png', { type: 'image/png' }));
  const path = kind ? `/api/user/medias/${kind}` : '/api/staff/media';
  const [uploaded] = await data<Media[]>(await app.request(path, { method: 'POST', headers: auth, body: form }));
  if (!uploaded) throw new Error('no upload');
  return uploaded;
}

describe('who may use the brands console', () => {
  it('asks a guest to sign in (401) and refuses a member without the editor role (403) on every route', async () => {
    await s.guarded(recordRoutes('/api/staff/brands', brandInput()), member);
    expect((await call('GET', '/api/staff/brands', editor.auth)).status).toBe(200);
  });
});

describe('GET /api/staff/brands', () => {
  it('lists the seeded brands in their order, version 1, and finds one by its English name', async () => {
    const res = await call('GET', '/api/staff/brands', editor.auth);
    const body = (await res.json()) as { data: StaffBrand[]; meta: { total: number } };
    expect(body.meta.total).toBe((await optionBrands('all')).length);
    expect(body.data.every((b) => b.version === 1)).toBe(true);
    const sorts = body.data.map((b) => b.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const first = body.data[0];
    if (!first) throw new Error('no seeded brand');
    const found = (await (
      await call('GET', `/api/staff/brands?q=${encodeURIComponent(first.name_en.toUpperCase())}`, editor.auth)
    ).json()) as { data: StaffBrand[] };
    expect(found.data.map((b) => b.id)).toContain(first.id);
  });
});

describe('POST /api/staff/brands', () => {
  it('creates a brand with a content picture as its logo, audited brand.create, shown in the service lists it names', async () => {
    const logo = await upload(editor.auth);
    const brand = await create({ logo_media_id: logo.id });
    expect(brand).toMatchObject({
      name: '北歐鍋具',
      name_en: 'Nordic Pans',
      country: '瑞典',
      service_types: ['general', 'faq'],
      sort: 50,
      version: 1,
      logo: { link: logo.url, width: logo.width, height: logo.height },
    });
    const [entry] = await audit(`action=brand.create&entity_id=${brand.id}`);
    expect(entry).toMatchObject({ entity: 'brand', after: { name: '北歐鍋具' } });
    expect((await optionBrands('faq')).map((b) => b.id)).toContain(brand.id);
    expect((await optionBrands('deep')).map((b) => b.id)).not.toContain(brand.id);
    const shown = (await optionBrands('faq')).find((b) => b.id === brand.id);
    expect(shown?.logo?.link).toBe(logo.url);
  });

  it('refuses, by field and in Traditional Chinese, what a brand cannot be (422)', async () => {
    const errors = await fieldErrors(
      await call('POST', '/api/staff/brands', editor.auth, {
        ...brandInput(),
        name: '',
        name_en: ' ',
        country: 'x'.repeat(31),
        service_types: ['general', 'tea'],
        sort: -1,
      }),
    );
    expect(errors).toMatchObject({
      name: [STAFF_BRAND_MESSAGES.name],
      name_en: [STAFF_BRAND_MESSAGES.nameEn],
      country: [STAFF_BRAND_MESSAGES.countryTooLong],
      sort: [STAFF_BRAND_MESSAGES.sort],
    });
    expect(errors['service_types.1']).toEqual([STAFF_BRAND_MESSAGES.serviceTypes]);
  });

  it("refuses a member's private upload as a logo (422): readers could not see it", async () => {
    const privateUpload = await upload(editor.auth, 'warranty');
    const errors = await fieldErrors(
      await call('POST', '/api/staff/brands', editor.auth, brandInput({ logo_media_id: privateUpload.id })),
    );
    expect(errors.logo_media_id).toEqual([STAFF_BRAND_MESSAGES.logoMedia]);
  });
});

describe('PUT /api/staff/brands/{id}', () => {
  it('saves from the current version, audited before → after, and tells a second editor with a stale version (409)', async () => {
    const brand = await create({ name: '南方陶鍋', service_types: ['general'] });
    const saved = await data<StaffBrand>(
      await call('PUT', `/api/staff/brands/${brand.id}`, editor.auth, {
        ...brandInput({ name: '南方陶鍋（新）', service_types: ['deep'] }),
        version: brand.version,
      }),
    );
    expect(saved).toMatchObject({ name: '南方陶鍋（新）', service_types: ['deep'], version: 2 });
    // left out, the logo stays as it was (none here); the public lists follow the save
    expect(saved.logo).toBeNull();
    expect((await optionBrands('deep')).map((b) => b.id)).toContain(brand.id);
    expect((await optionBrands('general')).map((b) => b.id)).not.toContain(brand.id);
    const [entry] = await audit(`action=brand.update&entity_id=${brand.id}`);
    expect(entry).toMatchObject({
      before: { name: '南方陶鍋', version: 1 },
      after: { name: '南方陶鍋（新）', version: 2 },
    });

    const stale = await call('PUT', `/api/staff/brands/${brand.id}`, otherEditor.auth, {
      ...brandInput({ name: '舊的' }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { current: StaffBrand; errors: { version: string[] } };
    expect(body.current).toMatchObject({ name: '南方陶鍋（新）', version: 2 });
    expect(body.errors.version[0]).toMatch(/[\u4e00-\u9fff]/);
    expect((await audit(`action=brand.update&entity_id=${brand.id}`)).length).toBe(1);
  });

  it('takes a logo away with null, and answers 404 for a brand that does not exist', async () => {
    const logo = await upload(editor.auth);
    const brand = await create({ logo_media_id: logo.id });
    const bare = await data<StaffBrand>(
      await call('PUT', `/api/staff/brands/${brand.id}`, editor.auth, {
        ...brandInput({ logo_media_id: null }),
        version: brand.version,
      }),
    );
    expect(bare.logo).toBeNull();
    const missing = await call('PUT', '/api/staff/brands/999999', editor.auth, { ...brandInput(), version: 1 });
    expect(missing.status).toBe(404);
    expect((await call('GET', '/api/staff/brands/999999', editor.auth)).status).toBe(404);
  });
});
