import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import type { ThreadedPGlite } from '../../server/db/pglite-thread.client';
import { isUniqueViolation } from '../../server/db/sql-errors';
import { mediaBlobs } from '../../server/db/tables/media-blob.table';
import { members } from '../../server/db/tables/member.table';

// The embedded database as the server runs it: in a worker thread (server/db/pglite-thread.*.ts).
// What drizzle, the job queue and the content watcher get from it must be what they get from PGlite
// in this thread, and a slow query must leave this thread free.
const database = await openDatabase({ thread: true });
await database.migrate();
const client = (database.db as unknown as { $client: ThreadedPGlite }).$client;
const plain = new PGlite();
afterAll(async () => {
  await database.close();
  await plain.close();
});

const rows = async (q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

const PROBE = sql`select
  timestamptz '2026-03-04 05:06:07.89+08' as at,
  date '2026-03-04' as day,
  interval '1 day 02:03:04' as span,
  array[date '2026-03-04'] as days,
  array[1.50, 2]::numeric[] as amounts,
  '{"a": 1}'::jsonb as doc,
  12::int8 as big,
  '\\x00ff10'::bytea as bytes`;

describe('PGlite in its worker thread', () => {
  it('answers drizzle exactly as a plain PGlite in this thread does', async () => {
    const ours = await rows(PROBE);
    const theirs = (await drizzle(plain).execute(PROBE)).rows;
    expect(ours).toEqual(theirs);
    expect(ours[0]).toMatchObject({ day: '2026-03-04', doc: { a: 1 }, bytes: new Uint8Array([0, 255, 16]) });
  }, 120_000); // the plain PGlite starts (initdb) on its first query

  it('writes and reads rows through drizzle, bytes and dates as the columns declare them', async () => {
    const [member] = await database.db
      .insert(members)
      .values({ outerId: 'thread-member', birthday: '1990-05-06' })
      .returning({ id: members.id });
    const [row] = await database.db
      .select({ birthday: members.birthday, createdAt: members.createdAt })
      .from(members)
      .where(eq(members.id, member?.id ?? 0));
    expect(row?.birthday).toBe('1990-05-06');
    expect(row?.createdAt).toBeInstanceOf(Date);

    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
    await database.db.insert(mediaBlobs).values({
      key: 'thread/bytes.bin',
      bytes: Buffer.from(bytes),
      contentType: 'application/octet-stream',
      size: bytes.length,
    });
    const [back] = await database.db
      .select({ bytes: mediaBlobs.bytes })
      .from(mediaBlobs)
      .where(eq(mediaBlobs.key, 'thread/bytes.bin'));
    expect(Buffer.from(back?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
  });

  it("keeps PostgreSQL's error fields, so a duplicate is still known as one", async () => {
    await database.db.insert(members).values({ outerId: 'thread-dup' });
    const err = await database.db
      .insert(members)
      .values({ outerId: 'thread-dup' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
    expect((err as { cause?: { constraint?: string } }).cause?.constraint).toMatch(/outer_id/);
  });

  it('commits a transaction that returns and rolls back one that throws, nested savepoints too', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(members).values({ outerId: 'thread-kept' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(members).values({ outerId: 'thread-inner-undone' });
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(members).values({ outerId: 'thread-undone' });
        throw new Error('undo all');
      }),
    ).rejects.toThrow('undo all');
    const names = (await rows(sql`select outer_id from members where outer_id like 'thread-%' order by outer_id`)).map(
      (r) => r.outer_id,
    );
    expect(names).toContain('thread-kept');
    expect(names).not.toContain('thread-inner-undone');
    expect(names).not.toContain('thread-undone');
  });

  it('makes a query from outside wait for an open transaction, as one connection does', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const tx = database.db.transaction(async (t) => {
      await t.insert(members).values({ outerId: 'thread-waited' });
      inside();
      await new Promise((resolve) => setTimeout(resolve, 150));
      order.push('commit');
    });
    await entered;
    const seen = rows(sql`select count(*)::int as n from members where outer_id = 'thread-waited'`).then((r) => {
      order.push('read');
      return r[0]?.n;
    });
    await tx;
    expect(await seen).toBe(1);
    expect(order).toEqual(['commit', 'read']);
  });

  it("hears a write's notification before the write's answer, as the content watcher needs", async () => {
    const heard: string[] = [];
    await client.listen('thread_probe', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('thread_probe', 'one')`);
    expect(heard).toEqual(['one']);
  });

  it("leaves this thread free while a slow query runs in the database's", async () => {
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    const started = performance.now();
    await rows(sql`select count(*) from generate_series(1, 1500000) g where md5(g::text) like 'a%'`);
    const took = performance.now() - started;
    lag.disable();
    // the query holds its thread for all of `took` (in this thread, this thread's longest stall
    // would be all of it); here the longest stall is a small part of it, on a busy machine too
    expect(took).toBeGreaterThan(300);
    expect(lag.max / 1e6).toBeLessThan(took / 4);
  });

  it('refuses query options it cannot carry across rather than ignoring them', async () => {
    await expect(client.query('select 1', [], { parsers: { 23: (v) => Number(v) * 2 } })).rejects.toThrow(/parsers/);
  });
});
