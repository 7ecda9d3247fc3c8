import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ssoSigningKeys } from '../../server/db/tables/sso-signing-key.table';
import { keyEncryption } from '../../server/sso/key-encryption';
import { ensureSigningKey, forgetSigningKey, publishedJwks, signIdToken } from '../../server/sso/signing-keys.service';
import { testApp } from '../support/api-app';
import { freshDb } from '../support/fresh-db';
import { loginQuery, newAccount, register, SITE, ssoBrowser, tempDataDir } from '../support/sso-browser';

const OLD = 'an old secret of at least thirty-two characters';
const NEW = 'a new secret, also thirty-two characters or more';

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof freshDb>>['db']) => Promise<T>): Promise<T> {
  const t = await freshDb();
  try {
    return await fn(t.db);
  } finally {
    await t.close();
  }
}

const storedPrivate = async (db: Parameters<typeof ensureSigningKey>[0]) =>
  (await db.select({ jwk: ssoSigningKeys.privateJwk }).from(ssoSigningKeys)).map((r) => r.jwk);

describe('the signing key at rest', () => {
  it('is encrypted when SSO_KEY_ENCRYPTION_KEY is set: no private part in the database, sign-in works', async () => {
    await withDb(async (db) => {
      const app = testApp(db, { env: { DATA_DIR: tempDataDir(), SSO_KEY_ENCRYPTION_KEY: NEW } });
      const { id_token } = loginQuery(await register(ssoBrowser(app), newAccount()));
      const [stored] = await storedPrivate(db);
      expect(JSON.stringify(stored)).not.toMatch(/"d"|"x"|"kty"/);
      expect(stored).toMatchObject({ sealed: 'A256GCM' });
      const jwks = (await (await app.request('/sso/.well-known/jwks.json')).json()) as never;
      await expect(jwtVerify(id_token, createLocalJWKSet(jwks), { issuer: `${SITE}/sso` })).resolves.toBeTruthy();
    });
  });

  it('a plain key from before is sealed at the next start, and keeps signing with the same kid', async () => {
    await withDb(async (db) => {
      const before = await ensureSigningKey(db);
      expect(await storedPrivate(db)).toEqual([expect.objectContaining({ kty: 'EC', d: expect.any(String) })]);
      forgetSigningKey(db);
      const after = await ensureSigningKey(db, keyEncryption({ SSO_KEY_ENCRYPTION_KEY: OLD }));
      expect(after.kid).toBe(before.kid);
      expect(JSON.stringify(await storedPrivate(db))).not.toContain('"d"');
    });
  });

  it('rotation: the previous key opens it, it is sealed again with the new one, then the old one is not needed', async () => {
    await withDb(async (db) => {
      const first = await ensureSigningKey(db, keyEncryption({ SSO_KEY_ENCRYPTION_KEY: OLD }));
      const sealedOld = JSON.stringify(await storedPrivate(db));

      // without any key, or with only a wrong one, the server says what to set
      for (const env of [{}, { SSO_KEY_ENCRYPTION_KEY: NEW }]) {
        forgetSigningKey(db);
        await expect(ensureSigningKey(db, keyEncryption(env))).rejects.toThrow(
          /^The signing key in the database is encrypted with another key: set SSO_KEY_ENCRYPTION_KEY/,
        );
      }

      forgetSigningKey(db);
      await ensureSigningKey(db, keyEncryption({ SSO_KEY_ENCRYPTION_KEY: NEW, SSO_KEY_ENCRYPTION_KEY_PREVIOUS: OLD }));
      expect(JSON.stringify(await storedPrivate(db))).not.toBe(sealedOld);

      forgetSigningKey(db);
      const rotated = await ensureSigningKey(db, keyEncryption({ SSO_KEY_ENCRYPTION_KEY: NEW }));
      expect(rotated.kid).toBe(first.kid);
      const token = await signIdToken(db, {
        issuer: `${SITE}/sso`,
        audience: 'haolife-web',
        subject: 's',
        claims: { name: 'n', email: 'e@example.com', phone_number: '0912345678' },
      });
      const jwks = createLocalJWKSet(await publishedJwks(db));
      await expect(jwtVerify(token, jwks)).resolves.toBeTruthy();
    });
  });
});
