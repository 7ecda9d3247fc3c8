import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GiftClaimsResponse } from '../../schemas/gift-apply.schema';
import { RepairRecordsResponse } from '../../schemas/repair.schema';
import { WarrantyRecordsResponse } from '../../schemas/warranty.schema';
import { brands } from '../../server/db/tables/brand.table';
import { channels } from '../../server/db/tables/channel.table';
import { warranties } from '../../server/db/tables/warranty.table';
import { freshDbForFile, testApp } from '../support/api-app';
import { quickMembers } from '../support/api-members';

/** Issue 26: the member's other lists (warranties, repairs, gift claims) are paged as the orders are. */
const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db);
const [owner, other] = await quickMembers(db, 2);
if (!owner || !other) throw new Error('members not made');

const [brand] = await db.select().from(brands).orderBy(asc(brands.id)).limit(1);
const [channel] = await db.select().from(channels).orderBy(asc(channels.id)).limit(1);
const registration = (memberId: number, i: number) => ({
  memberId,
  brandId: brand?.id ?? 0,
  modelName: '手持吸塵器',
  serial: `PG${memberId}-${i}`,
  channelId: channel?.id ?? 0,
  inputMethod: 'manual' as const,
  invoiceNumber: `PG${String(i).padStart(8, '0')}`,
  invoiceDate: '2026-10-01',
});
await db
  .insert(warranties)
  .values([...Array.from({ length: 7 }, (_, i) => registration(owner.id, i)), registration(other.id, 99)]);

const get = async (path: string, auth = owner.auth) => {
  const res = await app.request(path, { headers: auth });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('GET /api/user/warranties/{type}, a page at a time', () => {
  it('keeps SPEC’s page 1 of 999 whole, with the total', async () => {
    const { status, body } = await get('/api/user/warranties/all?page=1&per_page=999');
    expect(status).toBe(200);
    const page = WarrantyRecordsResponse.parse(body);
    expect(page.data).toHaveLength(7);
    expect(page.meta).toMatchObject({ total: 7, per_page: 999, last_page: 1 });
  });

  it('pages smaller pages, newest first, the member’s own only', async () => {
    const seen: number[] = [];
    for (let p = 1; p <= 3; p++) {
      const page = WarrantyRecordsResponse.parse((await get(`/api/user/warranties/all?page=${p}&per_page=3`)).body);
      expect(page.meta).toMatchObject({ current_page: p, total: 7, last_page: 3 });
      seen.push(...page.data.map((w) => w.id));
    }
    expect(seen).toHaveLength(7);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const theirs = WarrantyRecordsResponse.parse((await get('/api/user/warranties/all', other.auth)).body);
    expect(theirs.data.map((w) => w.serial)).toEqual([`PG${other.id}-99`]);
  });
});

describe('GET /api/user/repairs and /api/user/gift_claims carry the page meta', () => {
  it('answers an empty first page with its totals', async () => {
    const repairs = RepairRecordsResponse.parse((await get('/api/user/repairs')).body);
    expect(repairs.meta).toMatchObject({ total: 0, current_page: 1, per_page: 100, last_page: 1 });
    const claims = GiftClaimsResponse.parse((await get('/api/user/gift_claims')).body);
    expect(claims.meta).toMatchObject({ total: 0, current_page: 1, per_page: 100, last_page: 1 });
  });
});

describe('bad page params on the member lists', () => {
  it.each([
    ['/api/user/warranties/all?per_page=1000', 'per_page'],
    ['/api/user/warranties/all?page=0', 'page'],
    ['/api/user/repairs?page=x', 'page'],
    ['/api/user/repairs?per_page=101', 'per_page'],
    ['/api/user/gift_claims?page=-1', 'page'],
    ['/api/user/gift_claims?per_page=0', 'per_page'],
  ])('%s is refused with 422 and a Traditional-Chinese message on %s', async (path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(422);
    const errors = (body as { errors?: Record<string, string[]> }).errors ?? {};
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]).toMatch(/[\u4e00-\u9fff]/);
  });
});
