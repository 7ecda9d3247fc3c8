import { randomUUID } from 'node:crypto';
import { asc, gt, isNull, or, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { ssoSigningKeys } from '../db/tables/sso-signing-key.table';

const ALG = 'ES256';
/** id_tokens are handed over in a URL: keep them short-lived. */
export const ID_TOKEN_TTL_SECONDS = 5 * 60;

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

// One lookup per database and process: the key does not change while the server runs.
const signingKeys = new WeakMap<Db, Promise<SigningKey>>();

/**
 * The key that signs id_tokens: created on first start, then read back by every app server.
 * Two servers starting together may both insert one; they then all sign with the oldest, and
 * both stay in the JWKS, so every token verifies either way.
 */
export function ensureSigningKey(db: Db): Promise<SigningKey> {
  let pending = signingKeys.get(db);
  if (!pending) {
    pending = loadOrCreateSigningKey(db);
    // a failed lookup (database down) must be retried next time, not remembered
    pending.catch(() => signingKeys.delete(db));
    signingKeys.set(db, pending);
  }
  return pending;
}

async function loadOrCreateSigningKey(db: Db): Promise<SigningKey> {
  const current = () =>
    db
      .select()
      .from(ssoSigningKeys)
      .where(isNull(ssoSigningKeys.retiredAt))
      .orderBy(asc(ssoSigningKeys.createdAt), asc(ssoSigningKeys.kid))
      .limit(1);
  let [row] = await current();
  if (!row) {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    await db
      .insert(ssoSigningKeys)
      .values({
        kid,
        alg: ALG,
        publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' },
        privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALG },
      })
      .onConflictDoNothing();
    [row] = await current();
  }
  if (!row) throw new Error('no signing key could be stored');
  const privateKey = (await importJWK(row.privateJwk as JWK, row.alg)) as CryptoKey;
  return { kid: row.kid, privateKey };
}

/** Keys in use, and keys retired within the last day (tokens they signed are still around). */
export async function publishedJwks(db: Db): Promise<{ keys: JWK[] }> {
  // the lookup that signs also creates the first key, so a JWKS is never empty
  await ensureSigningKey(db);
  const rows = await db
    .select({ publicJwk: ssoSigningKeys.publicJwk })
    .from(ssoSigningKeys)
    .where(or(isNull(ssoSigningKeys.retiredAt), gt(ssoSigningKeys.retiredAt, sql`now() - interval '1 day'`)))
    .orderBy(asc(ssoSigningKeys.createdAt));
  return { keys: rows.map((r) => r.publicJwk as JWK) };
}

export interface IdTokenInput {
  issuer: string;
  audience: string;
  subject: string;
  /** OpenID Connect standard claims: name, email, phone_number */
  claims: { name: string; email: string; phone_number: string };
}

export async function signIdToken(db: Db, input: IdTokenInput): Promise<string> {
  const key = await ensureSigningKey(db);
  return new SignJWT(input.claims)
    .setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(input.audience)
    .setSubject(input.subject)
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
    .sign(key.privateKey);
}
