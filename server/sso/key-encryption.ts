import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The sign-in service's private key, encrypted at rest (AES-256-GCM) with a key derived from
 * SSO_KEY_ENCRYPTION_KEY: a copy of the database alone no longer signs id_tokens for anyone.
 * SSO_KEY_ENCRYPTION_KEY_PREVIOUS still opens what the previous key sealed while a new one is
 * rolled out (README "Rotating the signing key's encryption key").
 */
export interface KeyEncryption {
  /** seals new and re-sealed keys; null: keys are stored as plain JWKs (the default) */
  current: Uint8Array | null;
  /** opens keys sealed earlier (the current one first, then the previous) */
  readable: readonly Uint8Array[];
}

export const NO_KEY_ENCRYPTION: KeyEncryption = { current: null, readable: [] };

/** What sits in `private_jwk` when sealed; a plain JWK has `kty` instead. */
export interface SealedJwk {
  sealed: 'A256GCM';
  /** which key sealed it: the first bytes of the derived key's SHA-256, never the key */
  key: string;
  iv: string;
  tag: string;
  data: string;
}

const derive = (secret: string) => new Uint8Array(hkdfSync('sha256', secret, 'haolife-sso', 'signing key at rest', 32));
const keyId = (key: Uint8Array) => createHash('sha256').update(key).digest('hex').slice(0, 16);

export function keyEncryption(env: {
  SSO_KEY_ENCRYPTION_KEY?: string | undefined;
  SSO_KEY_ENCRYPTION_KEY_PREVIOUS?: string | undefined;
}): KeyEncryption {
  const current = env.SSO_KEY_ENCRYPTION_KEY ? derive(env.SSO_KEY_ENCRYPTION_KEY) : null;
  const previous = env.SSO_KEY_ENCRYPTION_KEY_PREVIOUS ? derive(env.SSO_KEY_ENCRYPTION_KEY_PREVIOUS) : null;
  const readable: Uint8Array[] = [];
  for (const key of [current, previous]) if (key) readable.push(key);
  return { current, readable };
}

export const isSealed = (stored: Record<string, unknown>): stored is SealedJwk & Record<string, unknown> =>
  stored.sealed === 'A256GCM';

export function seal(jwk: Record<string, unknown>, key: Uint8Array): SealedJwk {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return {
    sealed: 'A256GCM',
    key: keyId(key),
    iv: iv.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    data: data.toString('base64url'),
  };
}

/** The plain JWK, or an Error that says which setting is missing. */
export function open(sealed: SealedJwk, encryption: KeyEncryption): Record<string, unknown> {
  const key = encryption.readable.find((k) => keyId(k) === sealed.key);
  if (!key) {
    throw new Error(
      'The signing key in the database is encrypted with another key: set SSO_KEY_ENCRYPTION_KEY (or SSO_KEY_ENCRYPTION_KEY_PREVIOUS) to the one that sealed it.',
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as Record<string, unknown>;
}
