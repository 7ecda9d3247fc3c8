import { randomUUID } from 'node:crypto';
import { asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { ssoSigningKeys } from '../db/tables/sso-signing-key.table';
import { isSealed, type KeyEncryption, NO_KEY_ENCRYPTION, open, seal } from './key-encryption';

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
export function ensureSigningKey(db: Db, encryption: KeyEncryption = NO_KEY_ENCRYPTION): Promise<SigningKey> {
  let pending = signingKeys.get(db);
  if (!pending) {
    pending = loadOrCreateSigningKey(db, encryption);
    // a failed lookup (database down) must be retried next time, not remembered
    pending.catch(() => signingKeys.delete(db));
    signingKeys.set(db, pending);
  }
  return pending;
}

/** Reads the key again on next use, as a restart would (tests of key storage). */
export function forgetSigningKey(db: Db): void {
  signingKeys.delete(db);
}

/**
 * With an encryption key set, every stored private key ends up sealed with it: plain ones (from
 * before the key was set) and those sealed with the previous key (a rotation) are sealed again.
 */
async function resealAll(db: Db, encryption: KeyEncryption): Promise<void> {
  const { current } = encryption;
  if (!current) return;
  const sealedNow = seal({}, current).key;
  for (const row of await db.select().from(ssoSigningKeys)) {
    const stored = row.privateJwk;
    if (isSealed(stored) && stored.key === sealedNow) continue;
    const plain = isSealed(stored) ? open(stored, encryption) : stored;
    await db
      .update(ssoSigningKeys)
      .set({ privateJwk: { ...seal(plain, current) } })
      .where(eq(ssoSigningKeys.kid, row.kid));
  }
}

async function loadOrCreateSigningKey(db: Db, encryption: KeyEncryption): Promise<SigningKey> {
  await resealAll(db, encryption);
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
        privateJwk: stored({ ...(await exportJWK(privateKey)), kid, alg: ALG }, encryption),
      })
      .onConflictDoNothing();
    [row] = await current();
  }
  if (!row) throw new Error('no signing key could be stored');
  const jwk = isSealed(row.privateJwk) ? open(row.privateJwk, encryption) : row.privateJwk;
  const privateKey = (await importJWK(jwk as JWK, row.alg)) as CryptoKey;
  return { kid: row.kid, privateKey };
}

const stored = (jwk: Record<string, unknown>, encryption: KeyEncryption): Record<string, unknown> =>
  encryption.current ? { ...seal(jwk, encryption.current) } : jwk;

/** Keys in use, and keys retired within the last day (tokens they signed are still around). */
export async function publishedJwks(db: Db, encryption?: KeyEncryption): Promise<{ keys: JWK[] }> {
  // the lookup that signs also creates the first key, so a JWKS is never empty
  await ensureSigningKey(db, encryption);
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
  /** binds the token to the browser that signed in (routes/login-nonce.ts) */
  nonce?: string;
}

export async function signIdToken(db: Db, input: IdTokenInput, encryption?: KeyEncryption): Promise<string> {
  const key = await ensureSigningKey(db, encryption);
  return (
    new SignJWT({ ...input.claims, ...(input.nonce ? { nonce: input.nonce } : {}) })
      .setProtectedHeader({ alg: ALG, kid: key.kid, typ: 'JWT' })
      // each token opens one session (id-token-uses.service.ts)
      .setJti(randomUUID())
      .setIssuer(input.issuer)
      .setAudience(input.audience)
      .setSubject(input.subject)
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
      .sign(key.privateKey)
  );
}
