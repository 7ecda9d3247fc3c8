import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ArticleTopListResponse } from '../../schemas/article.schema';
import { TOKEN_TYPE } from '../../schemas/auth-login.schema';
import { SearchResponse } from '../../schemas/search.schema';
import { UserOrdersResponse } from '../../schemas/user-order.schema';
import type { Db } from '../../server/db/client';
import { members } from '../../server/db/tables/member.table';
import { rowsOf } from '../../server/seed/scale/batch-insert';
import { HEAVY_MEMBER_OUTER_ID, MEMBERS_PER_FACTOR } from '../../server/seed/scale/members.scale';
import { HEAVY_ORDERS_PER_FACTOR, seedScale } from '../../server/seed/scale/seed-scale';
import { createSession } from '../../server/services/sessions.service';
import { freshDbForFile, testApp } from '../support/api-app';
import { freshDb } from '../support/fresh-db';

/** Issue 26: the scale generator at a small factor, checked the way the site reads its data. */
vi.setConfig({ testTimeout: 120_000 });

const FACTOR = 2;
const MULTIPLIED = [
  'articles',
  'article_category_links',
  'recipes',
  'locations',
  'events',
  'event_sessions',
  'event_tickets',
];

const count = async (db: Db, table: string) =>
  Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n);

// the demo's own counts, from a database of its own
const demo = await freshDb({ seeded: true });
const demoCounts = Object.fromEntries(await Promise.all(MULTIPLIED.map(async (t) => [t, await count(demo.db, t)])));
await demo.close();

const { db } = await freshDbForFile();
await seedScale(db, { factor: FACTOR });
const app = testApp(db);

const one = async <R>(query: ReturnType<typeof sql>) => rowsOf<R>(await db.execute(query))[0] as R;

describe('npm run seed:scale (server/seed/scale)', () => {
  it('multiplies the demo content by the factor', async () => {
    for (const table of MULTIPLIED) expect(await count(db, table), table).toBe(FACTOR * (demoCounts[table] ?? -1));
  });

  it('adds members and orders with items, invoices and payments, the heavy member among them', async () => {
    expect(await count(db, 'members')).toBe(MEMBERS_PER_FACTOR * FACTOR + 1);
    const [heavy] = await db.select().from(members).where(eq(members.outerId, HEAVY_MEMBER_OUTER_ID));
    const heavyOrders = await one<{ n: number }>(
      sql`select count(*)::int as n from event_orders where member_id = ${heavy?.id}`,
    );
    expect(heavyOrders.n).toBe(HEAVY_ORDERS_PER_FACTOR * FACTOR);
    expect(await count(db, 'event_order_items')).toBeGreaterThanOrEqual(await count(db, 'event_orders'));
    expect(await count(db, 'e_invoices')).toBeGreaterThan(0);
    expect(await count(db, 'payments')).toBe(await count(db, 'e_invoices'));
  });

  it('keeps every reference and sum consistent', async () => {
    const broken = await one<Record<string, number>>(sql`select
      (select count(*)::int from event_orders o left join event_sessions s on s.id = o.session_id
        where s.id is null or s.event_id <> o.event_id) as order_sessions,
      (select count(*)::int from event_order_items i join event_orders o on o.id = i.order_id
        join event_tickets t on t.id = i.ticket_id where t.session_id <> o.session_id) as item_tickets,
      (select count(*)::int from event_orders o where o.count <> (select count(*) from event_order_items i where i.order_id = o.id)) as item_counts,
      (select count(*)::int from event_orders o where o.total <> (select coalesce(sum(ticket_price), 0) from event_order_items i where i.order_id = o.id)) as totals,
      (select count(*)::int from e_invoices e left join event_orders o on o.order_number = e.payable_id
        where o.id is null or o.status not in ('paid', 'refunded') or o.total <> e.amount) as invoices,
      (select count(*)::int from event_orders o where o.status = 'refunded'
        and not exists (select 1 from event_refunds r where r.order_id = o.id)) as refunds,
      (select count(*)::int from event_orders o where o.created_at > now() or (o.paid_at is not null and o.paid_at < o.created_at)) as dates,
      -- the demo's sessions start with seats taken by no order; none holds fewer than its orders
      (select count(*)::int from event_sessions s where s.seats_taken < coalesce((select sum(o.count) from event_orders o
        where o.session_id = s.id and o.status in ('paid', 'pending_payment')), 0)) as seats,
      (select count(*)::int from articles a join articles b on a.class = b.class and a.slug = b.slug and a.id < b.id) as slugs`);
    expect(broken).toEqual({
      order_sessions: 0,
      item_tickets: 0,
      item_counts: 0,
      totals: 0,
      invoices: 0,
      refunds: 0,
      dates: 0,
      seats: 0,
      slugs: 0,
    });
  });

  it('answers the site list calls over the larger data', async () => {
    const search = await app.request(`/api/search?keyword=${encodeURIComponent('鍋')}`);
    expect(search.status).toBe(200);
    const found = SearchResponse.parse(await search.json()).data;
    expect(Object.values(found.counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    const blogs = await app.request('/api/article_blogs');
    expect(blogs.status).toBe(200);
    const list = ArticleTopListResponse.parse(await blogs.json()).data.list;
    expect(list.meta.total).toBeGreaterThan(list.meta.per_page);
  });

  it("pages the heavy member's orders", async () => {
    const [heavy] = await db.select().from(members).where(eq(members.outerId, HEAVY_MEMBER_OUTER_ID));
    const session = await createSession(db, heavy?.id ?? 0);
    const res = await app.request('/api/user/orders?page=2', {
      headers: { authorization: `${TOKEN_TYPE} ${session.token}` },
    });
    expect(res.status).toBe(200);
    const body = UserOrdersResponse.parse(await res.json());
    expect(body.meta).toMatchObject({ total: HEAVY_ORDERS_PER_FACTOR * FACTOR, current_page: 2 });
    expect(body.data.length).toBe(body.meta.per_page);
  });
});
