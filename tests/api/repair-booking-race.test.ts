import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProductInfo } from '../../schemas/product-info.schema';
import { repairs } from '../../server/db/tables/repair.table';
import { reserveTimes } from '../../server/db/tables/reserve-time.table';
import { freshDbForFile, testApp } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import { productIds, RICE_COOKER, taipeiDaysFromNow, validAddresses, validInvoice } from '../support/service-fixtures';
import { signedInMember, tempDataDir } from '../support/sso-browser';

/**
 * Issue 8: concurrent bookings of a reserve time's last place make exactly one repair. Real HTTP
 * requests to a real server, all in flight at once; on PGlite by default and on PostgreSQL (a pool
 * of 10 connections, truly in parallel) with TEST_DATABASE_URL.
 */
const { db, kind } = await freshDbForFile({ seeded: true });
const app = testApp(db, { env: { DATA_DIR: tempDataDir(), ALLOWED_HOSTS: ['localhost', '127.0.0.1'] } });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const BUYERS = 8;

describe(`the last place of a reserve time (${kind})`, () => {
  it('goes to exactly one of many concurrent bookings; the others are refused and leave nothing', async () => {
    const members = await Promise.all(Array.from({ length: 2 }, () => signedInMember(app)));
    const infos = ((await (await app.request('/api/option/products?type=fast')).json()) as { data: ProductInfo[] })
      .data;
    const cooker = productIds(infos, RICE_COOKER.brand, RICE_COOKER.model);
    const day = taipeiDaysFromNow(4);
    const [slot] = await db
      .select()
      .from(reserveTimes)
      .where(and(eq(reserveTimes.date, day), eq(reserveTimes.time, '14:00')));
    if (!slot) throw new Error('no seeded slot');
    // all but one place taken already
    await db
      .update(reserveTimes)
      .set({ booked: slot.capacity - 1 })
      .where(eq(reserveTimes.id, slot.id));

    const body = {
      type: 'fast',
      items: [{ ...cooker, serial: null, problem: '按鍵沒反應。' }],
      ...validAddresses,
      ...validInvoice,
      book_store_id: slot.locationId,
      book_tmp_date: day,
      book_tmp_time: slot.id,
      book_memo: '',
    };
    // captcha answers first, so that the requests leave together
    const tokens = await Promise.all(Array.from({ length: BUYERS }, () => solveCaptcha(app)));
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const res = await fetch(`${origin}/api/user/repairs`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...members[i % members.length]?.auth,
          },
          body: JSON.stringify({ ...body, google_recaptcha_token: token }),
        });
        return { status: res.status, body: (await res.json()) as { errors?: Record<string, string[]> } };
      }),
    );

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(BUYERS - 1).fill(422)]);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body.errors?.book_tmp_time?.[0]).toBe('此時段已額滿，請選擇其他時段。');
    }
    const [after] = await db.select().from(reserveTimes).where(eq(reserveTimes.id, slot.id));
    expect(after?.booked).toBe(slot.capacity);
    expect(await db.$count(repairs, eq(repairs.reserveTimeId, slot.id))).toBe(1);
  });
});
