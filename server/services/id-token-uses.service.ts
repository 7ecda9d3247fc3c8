import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idTokenUses } from '../db/tables/id-token-use.table';

/**
 * Records that an id_token (issuer + jti) has been used; false when it already was. A token
 * copied from an address bar, a log or a mail cannot open a second session.
 */
export async function spendIdToken(db: Db, token: { issuer: string; jti: string; expiresAt: Date }): Promise<boolean> {
  // rows of tokens that have expired anyway are dead weight: sweep now and then
  if (Math.random() < 0.01) await db.delete(idTokenUses).where(lt(idTokenUses.expiresAt, sql`now()`));
  const inserted = await db.insert(idTokenUses).values(token).onConflictDoNothing().returning({ jti: idTokenUses.jti });
  return inserted.length === 1;
}
