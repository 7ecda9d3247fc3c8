import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { members } from '../../server/db/tables/member.table';

// The embedded client hands drizzle dates as text on its own (server/db/pglite-text-dates.ts):
// what drizzle reads must be what it read from a plain PGlite, which it gives its parsers per query.
const database = await openDatabase({});
await database.migrate();
const plain = new PGlite();
afterAll(async () => {
  await database.close();
  await plain.close();
});

const PROBE = sql`select
  timestamptz '2026-03-04 05:06:07.89+08' as at,
  timestamp '2026-03-04 05:06:07' as local,
  date '2026-03-04' as day,
  interval '1 day 02:03:04' as span,
  array[timestamptz '2026-03-04 05:06:07+08', null] as ats,
  array[date '2026-03-04'] as days,
  array[1.50, 2]::numeric[] as amounts,
  array[1, 2]::int4[] as ints,
  '{"a": 1}'::jsonb as doc,
  12::int8 as big`;

describe('the embedded database client', () => {
  it('answers drizzle exactly as a plain PGlite does, dates, arrays and JSON alike', async () => {
    const ours = ((await database.db.execute(PROBE)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const theirs = (await drizzle(plain).execute(PROBE)).rows;
    expect(ours).toEqual(theirs);
    expect(ours[0]).toMatchObject({ day: '2026-03-04', ints: [1, 2], doc: { a: 1 } });
  });

  it('maps date columns as drizzle declares them', async () => {
    const [member] = await database.db
      .insert(members)
      .values({ outerId: 'text-dates', birthday: '1990-05-06' })
      .returning({ id: members.id });
    const [row] = await database.db
      .select({ birthday: members.birthday, createdAt: members.createdAt })
      .from(members)
      .where(eq(members.id, member?.id ?? 0));
    expect(row?.birthday).toBe('1990-05-06');
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('still applies parsers a caller of its own passes', async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const res = await client.query<{ n: number }>('select 21::int4 as n', [], {
      parsers: { 23: (v) => Number(v) * 2 },
    });
    expect(res.rows[0]?.n).toBe(42);
  });
});
