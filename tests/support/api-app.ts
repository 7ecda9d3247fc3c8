import { afterAll } from 'vitest';
import { type CreateAppOptions, createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { freshDb, type TestDb } from './fresh-db';

export type TestAppOptions = Omit<CreateAppOptions, 'db'>;

/** The app as production builds it (NODE_ENV production, no build unless `spa` is given). */
export function testApp(db: Db, options: TestAppOptions = {}) {
  return createApp({ db, ...options });
}

/**
 * For the top level of a test file: a fresh database for the file, closed (and on PostgreSQL
 * dropped) after its last test.
 *
 *   const { db } = await freshDbForFile();
 *   const app = testApp(db);
 */
export async function freshDbForFile(): Promise<TestDb> {
  const t = await freshDb();
  afterAll(() => t.close());
  return t;
}

/** Request headers of a browser asking for a page. */
export const BROWSER = { accept: 'text/html', 'accept-encoding': 'identity' } as const;
