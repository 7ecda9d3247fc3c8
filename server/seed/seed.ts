import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/tables/article.table';
import { pageMeta } from '../db/tables/page-meta.table';
import { seedEventSessions } from './event-sessions.seed';
import { seedGiftEvents } from './gift-events.seed';
import { insertDemoContent } from './seed-content';
import { seedServices } from './services.seed';

/** Demo content for a new database. Runs only when the database is empty, so restarts keep edits. */
export async function seedDemoContent(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  // Each area is seeded when its own tables are empty, so a database made before an area existed
  // gets that area's demo content too; one transaction per area keeps a failed seed from leaving
  // half of it behind (and from being skipped forever after).
  const contentSeeded = await seedContent(db, now);
  const servicesSeeded = await seedServices(db, now);
  await seedGiftEvents(db, now);
  await seedEventSessions(db);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pageMeta);
  if ((row?.n ?? 0) > 0) return { seeded: contentSeeded || servicesSeeded };
  await db.insert(pageMeta).values([
    {
      path: '/',
      title: '好生活 HAO LIFE｜進口居家生活選品',
      description: '好生活引進歐洲與日本的居家生活品牌：生活誌、節氣食譜、門市據點、活動報名，以及保固登錄與維修服務。',
      image: '/og-default.png',
    },
    {
      path: '/services',
      title: '售後服務：保固、維修、速修與深層清潔｜好生活',
      description: '線上登錄保固、申請維修與到府服務；速修最快約 40 分鐘完成，深層清潔適用指定品牌手持吸塵器。',
      image: null,
    },
  ]);
  return { seeded: true };
}

/** Articles, brands, recipes, locations, events and page blocks (server/seed/*.seed.ts). */
async function seedContent(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await insertDemoContent(tx as unknown as Db, { now });
  });
  return true;
}
