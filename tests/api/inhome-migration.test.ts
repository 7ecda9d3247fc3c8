import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDatabase, journal, migrateTo, migrationDbKind, migrationsFolder, rowsOf } from '../support/migration-db';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`the migration that gave in-home requests a life cycle (${migrationDbKind})`, () => {
  it('makes a request stored before it received, at version 1, with the first step a new one gets', async () => {
    const at = journal.entries.findIndex((e) => /^\d{4}_inhome_lifecycle$/.test(e.tag));
    expect(at, 'a migration named like 0039_inhome_lifecycle').toBeGreaterThan(0);
    const database = await emptyDatabase(cleanups);
    await migrateTo(database, migrationsFolder(journal.entries.slice(0, at), cleanups));
    const created = '2026-10-01T02:00:00.000Z';
    await database.db.execute(sql`
      WITH m AS (INSERT INTO "members" ("outer_id") VALUES ('old-member') RETURNING "id"),
           b AS (INSERT INTO "brands" ("name", "name_en", "country") VALUES ('星村', 'Hoshimura', '日本') RETURNING "id"),
           p AS (INSERT INTO "product_models" ("brand_id", "subject") SELECT "id", '土鍋電子鍋 HS-R5' FROM b RETURNING "id", "brand_id")
      INSERT INTO "inhome_requests" ("member_id", "brand_id", "model_id", "problem", "name", "sex", "phone", "city",
        "town", "zip_code", "address", "preferred_date", "preferred_period", "created_at")
      SELECT m."id", p."brand_id", p."id", '需要到府檢查。', '王小明', 'male', '0912345678', '臺北市', '大安區', '106',
        '忠孝東路四段 100 號', '2026-10-08', 'morning', ${created}::timestamptz FROM m, p`);

    await migrateTo(database, migrationsFolder(journal.entries, cleanups));
    const [request] = await rowsOf<{ id: number; status: string; version: number; visit_date: string | null }>(
      database,
      sql`SELECT "id", "status", "version", "visit_date" FROM "inhome_requests"`,
    );
    expect(request).toMatchObject({ status: 'received', version: 1, visit_date: null });
    const steps = await rowsOf<{ request_id: number; from_status: string | null; to_status: string; at: Date }>(
      database,
      sql`SELECT "request_id", "from_status", "to_status", "at" FROM "inhome_status_changes"`,
    );
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ request_id: request?.id, from_status: null, to_status: 'received' });
    expect(new Date(steps[0]?.at ?? 0).toISOString()).toBe(created);
  }, 120_000);
});
