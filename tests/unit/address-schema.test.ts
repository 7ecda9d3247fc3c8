import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressIssues, refineAddress } from '../../schemas/address.schema';
import { ProfileUpdateSchema } from '../../schemas/profile-update.schema';
import { allCities, townByName } from '../../schemas/tw-address';

const issuesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : (result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? []);

describe('the shared address list', () => {
  it('holds 22 cities and 368 towns with three-digit zips', () => {
    expect(allCities()).toHaveLength(22);
    expect(allCities().flatMap((c) => c.towns)).toHaveLength(368);
    expect(townByName('台北市', '中正區')).toMatchObject({ name: '中正區', zipcode: '100' });
  });
});

describe('addressIssues', () => {
  it('accepts a town of its city with its zip (3, 5 or 6 digits)', () => {
    expect(addressIssues({ city: '臺北市', town: '中正區', zip_code: '100' })).toEqual([]);
    expect(addressIssues({ city: '臺北市', town: '大安區', zip_code: '10617' })).toEqual([]);
    expect(addressIssues({ city: '新竹市', town: '東區', zip_code: '300044' })).toEqual([]);
  });

  it('accepts 台 for 臺, as people type it', () => {
    expect(addressIssues({ city: '台中市', town: '西屯區', zip_code: '407' })).toEqual([]);
  });

  it('asks for a city and a town when they are missing', () => {
    expect(addressIssues({ city: '', town: '', zip_code: '' })).toEqual([
      { path: 'city', message: '請選擇縣市。' },
      { path: 'town', message: '請選擇鄉鎮市區。' },
    ]);
    expect(addressIssues({ city: '火星市', town: '中正區', zip_code: '100' })).toEqual([
      { path: 'city', message: '請選擇縣市。' },
    ]);
    expect(addressIssues({ city: '臺北市', town: '', zip_code: '' })).toEqual([
      { path: 'town', message: '請選擇鄉鎮市區。' },
    ]);
  });

  it('refuses a town of another city', () => {
    // 板橋區 is 新北市's
    expect(addressIssues({ city: '臺北市', town: '板橋區', zip_code: '220' })).toEqual([
      { path: 'town', message: '此鄉鎮市區不在所選縣市內。' },
    ]);
  });

  it('refuses a zip code of another town, a malformed one and none', () => {
    for (const zip_code of ['106', '1001', '10a', ''])
      expect(addressIssues({ city: '臺北市', town: '中正區', zip_code })).toEqual([
        { path: 'zip_code', message: '郵遞區號與鄉鎮市區不符。' },
      ]);
  });
});

describe('refineAddress', () => {
  it('puts the messages on plain field names', () => {
    const schema = z.object({ city: z.string(), town: z.string(), zip_code: z.string() }).superRefine(refineAddress());
    expect(issuesOf(schema.safeParse({ city: '臺北市', town: '板橋區', zip_code: '220' }))).toEqual([
      { path: 'town', message: '此鄉鎮市區不在所選縣市內。' },
    ]);
  });

  it('reads a nested object with a dotted prefix (others.)', () => {
    const schema = z
      .object({ others: z.object({ city: z.string(), town: z.string(), zip_code: z.string() }) })
      .superRefine(refineAddress('others.'));
    expect(issuesOf(schema.safeParse({ others: { city: '高雄市', town: '鼓山區', zip_code: '800' } }))).toEqual([
      { path: 'others.zip_code', message: '郵遞區號與鄉鎮市區不符。' },
    ]);
    expect(schema.safeParse({ others: { city: '高雄市', town: '鼓山區', zip_code: '804' } }).success).toBe(true);
  });

  it('glues a prefix without a dot to the names (send_)', () => {
    const schema = z
      .object({ send_city: z.string(), send_town: z.string(), send_zip_code: z.string() })
      .superRefine(refineAddress('send_'));
    expect(issuesOf(schema.safeParse({ send_city: '', send_town: '', send_zip_code: '' }))).toEqual([
      { path: 'send_city', message: '請選擇縣市。' },
      { path: 'send_town', message: '請選擇鄉鎮市區。' },
    ]);
  });

  it('lets a wholly empty optional address pass, but not a half-filled one', () => {
    const schema = z
      .object({ city: z.string().nullish(), town: z.string().nullish(), zip_code: z.string().nullish() })
      .superRefine(refineAddress('', { optional: true }));
    expect(schema.safeParse({ city: null, town: '', zip_code: undefined }).success).toBe(true);
    expect(issuesOf(schema.safeParse({ city: '臺北市', town: null, zip_code: null }))).toEqual([
      { path: 'town', message: '請選擇鄉鎮市區。' },
    ]);
  });

  it('leaves a field its own schema refused with that message alone', () => {
    const schema = z
      .object({ city: z.string().max(10, '縣市最多 10 個字。'), town: z.string(), zip_code: z.string() })
      .superRefine(refineAddress());
    expect(issuesOf(schema.safeParse({ city: '臺'.repeat(11), town: '中正區', zip_code: '100' }))).toEqual([
      { path: 'city', message: '縣市最多 10 個字。' },
    ]);
  });
});

describe('ProfileUpdateSchema address rules', () => {
  const base = { name: '王小明', mobile: '0912345678' };

  it('accepts a consistent address, an address left out and one cleared', () => {
    expect(ProfileUpdateSchema.safeParse({ ...base, city: '臺北市', town: '大安區', zip_code: '106' }).success).toBe(
      true,
    );
    expect(ProfileUpdateSchema.safeParse(base).success).toBe(true);
    expect(ProfileUpdateSchema.safeParse({ ...base, city: '', town: '', zip_code: '' }).success).toBe(true);
  });

  it('refuses a town outside its city and a zip of another town', () => {
    expect(
      issuesOf(ProfileUpdateSchema.safeParse({ ...base, city: '臺北市', town: '板橋區', zip_code: '220' })),
    ).toEqual([{ path: 'town', message: '此鄉鎮市區不在所選縣市內。' }]);
    expect(
      issuesOf(ProfileUpdateSchema.safeParse({ ...base, city: '臺北市', town: '大安區', zip_code: '100' })),
    ).toEqual([{ path: 'zip_code', message: '郵遞區號與鄉鎮市區不符。' }]);
  });
});
