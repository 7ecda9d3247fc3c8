import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { TOKEN_TYPE } from '../../schemas/auth-login.schema';
import type { LoginToken } from '../../schemas/login-token.schema';
import type { SessionLookup } from '../app-env';
import type { Db } from '../db/client';
import { sessionChangesOf } from '../db/content-changes';
import { members } from '../db/tables/member.table';
import { sessions } from '../db/tables/session.table';
import { newSecretToken, sha256Hex } from './secret-token';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A new session: 32 random bytes as the token, of which only the SHA-256 is stored. */
export async function createSession(db: Db, memberId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  // The member's expired sessions go now: login is the one moment we know they are dead weight.
  await db.delete(sessions).where(and(eq(sessions.memberId, memberId), lte(sessions.expiresAt, new Date())));
  await db.insert(sessions).values({ memberId, tokenHash: sha256Hex(token), expiresAt });
  return { token, expiresAt };
}

/** The member a valid, unexpired token belongs to; null for anything else. */
export async function findSessionMember(db: Db, token: LoginToken): Promise<{ id: number } | null> {
  const session = await findSession(db, token);
  return session ? { id: session.memberId } : null;
}

async function findSession(db: Db, token: LoginToken): Promise<{ memberId: number; expiresAt: Date } | null> {
  if (token.token_type.toLowerCase() !== TOKEN_TYPE.toLowerCase()) return null;
  const hash = sha256Hex(token.token);
  const [row] = await db
    .select({ memberId: sessions.memberId, tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  // The index lookup already matched; comparing again in constant time keeps the check itself
  // free of an early-exit string comparison whatever the database does.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(hash, 'hex'))) return null;
  return { memberId: row.memberId, expiresAt: row.expiresAt };
}

/** Logout: the token stops working on every app server at once. */
export async function endSession(db: Db, token: LoginToken): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token.token)));
}

/** "Sign out on all devices": every session of the member ends, on every app server. */
export async function endAllSessions(db: Db, memberId: number): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.memberId, memberId)).returning({ id: sessions.id });
  return ended.length;
}

/**
 * A new password (a reset, a change) ends every session of the member with this subject: whoever
 * knew the old password, or held a session opened with it, is out.
 */
export async function endSessionsOfSubject(db: Db, outerId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(inArray(sessions.memberId, db.select({ id: members.id }).from(members).where(eq(members.outerId, outerId))))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Valid sessions remembered per server (by the token's SHA-256, never the token). */
const REMEMBERED_SESSIONS = 10_000;

/**
 * What createApp and the page guards use to tell members from guests. A valid session is
 * remembered until it expires or any session changes or ends anywhere (the sessions table's
 * trigger notifies every app server, this one before its own logout answers), so a member's
 * request costs its own query only, and a logout still stops the token everywhere at once. Unknown
 * tokens are never remembered; nothing is while the changes cannot be heard.
 */
export function sessionLookup(db: Db): SessionLookup {
  const changes = sessionChangesOf(db);
  const known = new LRUCache<string, { memberId: number; expiresAt: number; generation: number }>({
    max: REMEMBERED_SESSIONS,
  });
  return {
    async findMember(token) {
      const generation = changes?.generation() ?? null;
      const key = generation === null ? null : sha256Hex(`${token.token_type.toLowerCase()} ${token.token}`);
      const hit = key ? known.get(key) : undefined;
      if (hit && hit.generation === generation && hit.expiresAt > Date.now()) return { id: hit.memberId };
      const session = await findSession(db, token);
      // remembered under the generation read before the query: a logout meanwhile moves it on
      if (session && key && generation !== null)
        known.set(key, { memberId: session.memberId, expiresAt: session.expiresAt.getTime(), generation });
      return session ? { id: session.memberId } : null;
    },
  };
}
