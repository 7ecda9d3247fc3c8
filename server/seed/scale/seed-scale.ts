import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seedDemoContent } from '../seed';
import { copyArticles } from './articles.scale';
import { rowsOf } from './batch-insert';
import { copyEvents } from './events.scale';
import { insertScaleMembers } from './members.scale';
import { insertScaleOrders } from './orders.scale';
import { copyRecipes } from './recipes.scale';
import { copyStores } from './stores.scale';

/** The heavy member's orders per unit of factor: 2,000 at 100×, as measured in issue 26. */
export const HEAVY_ORDERS_PER_FACTOR = 20;
/** A typical member has 0 to 8 orders (4 on average). */
const typicalOrders = (i: number) => i % 9;

export interface ScaleStep {
  step: string;
  ms: number;
}

/** Tables that must be empty: the generator adds a data set, it never merges into one. */
const MUST_BE_EMPTY = ['articles', 'events', 'members', 'event_orders'] as const;

async function assertEmpty(db: Db): Promise<void> {
  for (const table of MUST_BE_EMPTY) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
    if (Number(row?.n ?? 0) > 0) {
      throw new Error(`seed:scale fills an empty database only: ${table} already has rows`);
    }
  }
}

/**
 * `factor` times the demo: its content (articles, recipes, stores, events with sessions and
 * tickets), members and their orders. The demo seed is copy 1; copies 2..factor follow it.
 * Answers how long each step took.
 */
export async function seedScale(
  db: Db,
  input: { factor: number; now?: Date; onStep?: (step: ScaleStep) => void },
): Promise<ScaleStep[]> {
  const now = input.now ?? new Date();
  const steps: ScaleStep[] = [];
  const timed = async <T>(step: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const out = await fn();
    const done = { step, ms: Math.round(performance.now() - started) };
    steps.push(done);
    input.onStep?.(done);
    return out;
  };
  await assertEmpty(db);
  await timed('demo content', () => seedDemoContent(db, now));
  await timed('articles', () => copyArticles(db, input.factor));
  await timed('recipes', () => copyRecipes(db, input.factor));
  await timed('stores', () => copyStores(db, input.factor));
  await timed('events', () => copyEvents(db, input.factor, now));
  const people = await timed('members', () => insertScaleMembers(db, input.factor, now));
  const plan: [number, number][] = [
    [people.heavy, HEAVY_ORDERS_PER_FACTOR * input.factor],
    ...people.typical.map((id, i) => [id, typicalOrders(i + 1)] as [number, number]),
  ];
  await timed('orders', () => insertScaleOrders(db, plan, now));
  await timed('analyze', () => db.execute(sql`analyze`));
  return steps;
}
