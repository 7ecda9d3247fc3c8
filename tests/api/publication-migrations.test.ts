import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  emptyDatabase,
  journal,
  migrationDbKind as kind,
  migrateTo,
  migrationsFolder,
  rowsOf,
} from '../support/migration-db';

/**
 * The migrations that gave articles (0020) and recipes (0024) their publication state: public
 * reads stopped comparing `published_at` with the clock, so a row dated ahead must come out of
 * the migration `scheduled` for that date, and a row already live `published`. Each runs on a
 * database migrated to just before it, holding one row of each kind, then migrated to the end.
 * PGlite by default; a database of its own on PostgreSQL with TEST_DATABASE_URL.
 */

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const DAY = 86_400_000;
const PAST = new Date(Date.now() - 30 * DAY).toISOString();
const FUTURE = new Date(Date.now() + 30 * DAY).toISOString();

const CASES: { table: 'articles' | 'recipes'; tag: RegExp; insert: (subject: string, at: string) => SQL }[] = [
  {
    table: 'articles',
    tag: /^\d{4}_article_publication$/,
    insert: (subject, at) =>
      sql`INSERT INTO "articles" ("class", "slug", "subject", "published_at") VALUES ('articleNews', ${subject}, ${subject}, ${at}::timestamptz)`,
  },
  {
    table: 'recipes',
    tag: /^\d{4}_recipe_publication/,
    insert: (subject, at) =>
      sql`INSERT INTO "recipes" ("subject", "published_at") VALUES (${subject}, ${at}::timestamptz)`,
  },
];

describe(`the migrations that gave content a publication state (${kind})`, () => {
  for (const { table, tag, insert } of CASES) {
    it(`${table}: a row dated ahead becomes scheduled for that date, one already live stays published`, async () => {
      const at = journal.entries.findIndex((e) => tag.test(e.tag));
      expect(at, `a migration named like ${tag}`).toBeGreaterThan(0);
      const before = migrationsFolder(journal.entries.slice(0, at), cleanups);
      const all = migrationsFolder(journal.entries, cleanups);

      const database = await emptyDatabase(cleanups);
      await migrateTo(database, before);
      // the table has no state yet: this is the database the migration meets
      const columns = await rowsOf<{ column_name: string }>(
        database,
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = ${table}`,
      );
      expect(columns.map((c) => c.column_name)).not.toContain('status');
      await database.db.execute(insert('live-one', PAST));
      await database.db.execute(insert('dated-ahead', FUTURE));

      await migrateTo(database, all);
      const rows = await rowsOf<{
        subject: string;
        status: string;
        has_publish_at: boolean;
        publish_at_is_its_date: boolean;
        version: number;
      }>(
        database,
        sql`SELECT "subject", "status", "publish_at" IS NOT NULL AS has_publish_at,
              "publish_at" = "published_at" AS publish_at_is_its_date, "version"
            FROM ${sql.identifier(table)} ORDER BY "subject"`,
      );
      expect(rows).toEqual([
        {
          subject: 'dated-ahead',
          status: 'scheduled',
          has_publish_at: true,
          publish_at_is_its_date: true,
          version: 1,
        },
        { subject: 'live-one', status: 'published', has_publish_at: false, publish_at_is_its_date: null, version: 1 },
      ]);
      // and the migrated table holds to the publication contract from then on
      await expect(
        database.db.execute(
          sql`UPDATE ${sql.identifier(table)} SET "publish_at" = NULL WHERE "subject" = 'dated-ahead'`,
        ),
      ).rejects.toThrow();
    }, 120_000);
  }
});
