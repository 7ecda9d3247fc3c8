import { asc, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/tables/member.table';
import { CHUNK_ROWS } from './batch-insert';

/** The demo's "few members", as a unit the factor multiplies. */
export const MEMBERS_PER_FACTOR = 20;
/** The member with years of orders (issue 26's 2,000 at 100×): found by this outer id. */
export const HEAVY_MEMBER_OUTER_ID = 'scale-heavy';
const OUTER_ID_PREFIX = 'scale-';

const SURNAMES = ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊', '許', '鄭', '謝', '郭', '洪'];
const GIVEN = ['雅婷', '志明', '怡君', '家豪', '淑芬', '俊傑', '佳穎', '冠宇', '美玲', '建宏', '宜蓁', '承翰'];
const CITIES = [
  { city: '臺北市', town: '大安區', zip: '106' },
  { city: '新北市', town: '板橋區', zip: '220' },
  { city: '臺中市', town: '西屯區', zip: '407' },
  { city: '高雄市', town: '苓雅區', zip: '802' },
  { city: '臺南市', town: '東區', zip: '701' },
];
const GENDERS = ['female', 'male', 'other'] as const;

function memberRow(i: number, outerId: string, now: Date): typeof members.$inferInsert {
  const place = CITIES[i % CITIES.length] ?? CITIES[0];
  // members joined over the last four years, one a day or so
  const joined = new Date(now.getTime() - (i % 1460) * 86_400_000);
  return {
    outerId,
    name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
    // unique per member: the sign-in service's address book is keyed on it
    email: `member${i}@scale.haolife.example`,
    mobile: `09${String(10_000_000 + i).slice(-8)}`,
    gender: GENDERS[i % GENDERS.length],
    birthday: `${1960 + (i % 45)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    zipCode: place?.zip ?? null,
    city: place?.city ?? null,
    town: place?.town ?? null,
    address: `忠孝東路 ${1 + (i % 300)} 號`,
    subscribe: i % 3 === 0,
    createdAt: joined,
    updatedAt: joined,
  };
}

/**
 * `MEMBERS_PER_FACTOR × factor` members and the heavy one; answers their ids, the heavy one's
 * apart. Identity ids: the database numbers them (inserted a chunk at a time, ids returned).
 */
export async function insertScaleMembers(
  db: Db,
  factor: number,
  now: Date,
): Promise<{ typical: number[]; heavy: number }> {
  const rows = [memberRow(0, HEAVY_MEMBER_OUTER_ID, now)];
  for (let i = 1; i <= MEMBERS_PER_FACTOR * factor; i++) rows.push(memberRow(i, `${OUTER_ID_PREFIX}${i}`, now));
  for (let at = 0; at < rows.length; at += CHUNK_ROWS) {
    const chunk = rows.slice(at, at + CHUNK_ROWS);
    await db.transaction(async (tx) => {
      await tx.insert(members).values(chunk);
    });
  }
  const made = await db
    .select({ id: members.id, outerId: members.outerId })
    .from(members)
    .where(like(members.outerId, `${OUTER_ID_PREFIX}%`))
    .orderBy(asc(members.id));
  const heavy = made.find((m) => m.outerId === HEAVY_MEMBER_OUTER_ID);
  if (!heavy) throw new Error('the heavy member was not stored');
  return { typical: made.filter((m) => m !== heavy).map((m) => m.id), heavy: heavy.id };
}
