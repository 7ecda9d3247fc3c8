import { describe, expect, it } from 'vitest';
import { serialPatternProblem } from '../../schemas/serial-pattern';
import { LocationInputSchema, ProductModelInputSchema } from '../../schemas/staff-catalogue.schema';
import {
  hoursLines,
  LocationFormSchema,
  type LocationFormValues,
  locationInputOf,
  ProductModelFormSchema,
  productModelFormValues,
} from '../../schemas/staff-catalogue-form.schema';

const store: LocationFormValues = {
  name: '好生活 大安門市',
  class_id: '1',
  category_ids: ['1', '3'],
  city: '臺北市',
  town: '大安區',
  zip_code: '106',
  address: '忠孝東路四段 1 號',
  phone: '02-2720-1188',
  hours: '  週一至週五 11:00–21:00 \n\n週六 10:00–22:00\n',
  latitude: '',
  longitude: '',
  sort: '',
  picture: [],
  remove_picture: false,
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the store form', () => {
  it('gives the API its input: ids and numbers from text, hours one a line without the blank ones', () => {
    const input = locationInputOf(LocationFormSchema.parse(store));
    expect(input).toMatchObject({
      class_id: 1,
      category_ids: [1, 3],
      hours: ['週一至週五 11:00–21:00', '週六 10:00–22:00'],
      latitude: null,
      longitude: null,
      sort: 0,
    });
    expect('image_media_id' in input).toBe(false);
    expect(LocationInputSchema.safeParse(input).success).toBe(true);
  });

  it('names a new picture, or none when the editor removes it, or leaves the picture as it is', () => {
    const picture = [{ id: 42, url: '/media/42/store.jpg', name: 'store.jpg' }];
    expect(locationInputOf(LocationFormSchema.parse({ ...store, picture }))).toMatchObject({ image_media_id: 42 });
    expect(locationInputOf(LocationFormSchema.parse({ ...store, remove_picture: true }))).toMatchObject({
      image_media_id: null,
    });
    // a new picture wins over the box
    expect(locationInputOf(LocationFormSchema.parse({ ...store, picture, remove_picture: true }))).toMatchObject({
      image_media_id: 42,
    });
  });

  it('refuses by field: a line of hours too long, a coordinate alone or not a number, a town of another city', () => {
    expect(errorsOf(LocationFormSchema.safeParse({ ...store, hours: 'x'.repeat(61) }))).toHaveProperty(
      'hours',
      '營業時間每行最多 60 個字。',
    );
    expect(errorsOf(LocationFormSchema.safeParse({ ...store, latitude: '25.03' }))).toHaveProperty(
      'longitude',
      '經緯度須一起填寫，或一起留空。',
    );
    expect(errorsOf(LocationFormSchema.safeParse({ ...store, latitude: '北緯', longitude: '121.5' }))).toHaveProperty(
      'latitude',
      '緯度須為數字。',
    );
    expect(errorsOf(LocationFormSchema.safeParse({ ...store, sort: '前面' }))).toHaveProperty('sort', '排序須為數字。');
    expect(Object.keys(errorsOf(LocationFormSchema.safeParse({ ...store, town: '板橋區' })))).toContain('town');
  });

  it('reads hours as lines', () => {
    expect(hoursLines('a\r\n\n b \n')).toEqual(['a', 'b']);
    expect(hoursLines('')).toEqual([]);
  });
});

describe('the product model form', () => {
  const model = { ...productModelFormValues(null), brand_id: '3', subject: 'FY-100' };

  it('gives the API its input, the brand from the select', () => {
    const input = ProductModelFormSchema.parse({ ...model, items: [{ subject: '集塵盒' }], sort: '5' });
    expect(input).toMatchObject({ brand_id: 3, code_pattern: null, sort: 5, is_verify_code: false });
    expect(ProductModelInputSchema.safeParse(input).success).toBe(true);
  });

  it('leaves whether a serial rule is safe to the server, whose 422 stands by the field', () => {
    const unsafe = '^(a+)+$';
    expect(serialPatternProblem(unsafe)).toBeTruthy();
    expect(ProductModelFormSchema.parse({ ...model, code_pattern: unsafe }).code_pattern).toBe(unsafe);
    expect(
      errorsOf(ProductModelFormSchema.safeParse({ ...model, code_pattern: `^${'a'.repeat(100)}$` })),
    ).toHaveProperty('code_pattern');
  });

  it('takes a care interval of 1–60 months, empty for none, refusing any other in Chinese', () => {
    expect(ProductModelFormSchema.parse(model).care_interval_months).toBeNull();
    expect(ProductModelFormSchema.parse({ ...model, care_interval_months: ' 6 ' }).care_interval_months).toBe(6);
    for (const bad of ['0', '61', '2.5', '半年'])
      expect(errorsOf(ProductModelFormSchema.safeParse({ ...model, care_interval_months: bad }))).toHaveProperty(
        'care_interval_months',
        expect.stringMatching(/^保養週期須為/),
      );
  });

  it('takes a warranty of 1–120 months, the usual year when left empty, refusing any other in Chinese', () => {
    expect(ProductModelFormSchema.parse(model).warranty_months).toBe(12);
    expect(ProductModelFormSchema.parse({ ...model, warranty_months: ' 24 ' }).warranty_months).toBe(24);
    for (const bad of ['0', '121', '1.5', '兩年'])
      expect(errorsOf(ProductModelFormSchema.safeParse({ ...model, warranty_months: bad }))).toHaveProperty(
        'warranty_months',
        expect.stringMatching(/^保固期間須為/),
      );
  });

  it('refuses a part named twice and a model without a brand', () => {
    expect(
      errorsOf(ProductModelFormSchema.safeParse({ ...model, items: [{ subject: '濾網' }, { subject: '濾網' }] })),
    ).toHaveProperty('items', '零件名稱重複。');
    expect(errorsOf(ProductModelFormSchema.safeParse({ ...model, brand_id: '' }))).toHaveProperty(
      'brand_id',
      '請選擇品牌。',
    );
  });
});
