import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { MOBILE_PATTERN, normaliseMobile } from '../../schemas/person-fields.schema';
import type { AppDeps } from '../app-env';
import { UnauthenticatedError } from '../domain/domain-errors';
import { discoverProvider } from '../oidc/oidc-discovery';
import type { MemberClaims } from './members.service';

/** Whom the site believes: an issuer, the audience its tokens must name, and the issuer's keys. */
export interface IdTokenTrust {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /**
   * The site's own service issues short-lived tokens for the handover in an address; a standard
   * provider's id_tokens may live an hour (they are fetched server to server and forwarded at
   * once), so for them only their age is capped.
   */
  capLifetime: boolean;
}

/** Asymmetric algorithms only: `none` and HMAC (a public key used as a shared secret) never verify. */
const ALGORITHMS = ['ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'EdDSA'];
/** Clock drift allowed between the issuer and this server. */
const CLOCK_TOLERANCE_SECONDS = 5;
/**
 * The longest an id_token may live (exp - iat), and the oldest one accepted (now - iat): it is a
 * one-time handover in an address, not a credential to keep.
 */
export const MAX_ID_TOKEN_LIFETIME_SECONDS = 10 * 60;

// jose caches each remote key set (and refetches on an unknown kid, at most every 30 s): keep one
// per address for the life of the process.
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/**
 * The external provider when SSO_ISSUER is set (its keys at SSO_JWKS_URL, or where its discovery
 * document says); otherwise the site's own sign-in service at `<origin>/sso`, whose keys
 * `siteJwks` gives (the caller reads them from the shared database; asked only when the site's
 * own service is the issuer).
 */
export async function idTokenTrust(
  env: Pick<AppDeps['env'], 'SSO_ISSUER' | 'SSO_JWKS_URL' | 'SSO_AUDIENCE'>,
  siteOrigin: string,
  siteJwks: () => Promise<JSONWebKeySet>,
): Promise<IdTokenTrust> {
  if (env.SSO_ISSUER) {
    const jwksUrl = env.SSO_JWKS_URL ?? (await discoverProvider(env.SSO_ISSUER)).jwks_uri;
    let keys = remoteKeySets.get(jwksUrl);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUrl));
      remoteKeySets.set(jwksUrl, keys);
    }
    return { issuer: env.SSO_ISSUER, audience: env.SSO_AUDIENCE, keys, capLifetime: false };
  }
  return {
    issuer: `${siteOrigin}/sso`,
    audience: env.SSO_AUDIENCE,
    keys: createLocalJWKSet(await siteJwks()),
    capLifetime: true,
  };
}

export const LOGIN_REFUSED_MESSAGE = '登入驗證失敗，請重新登入。';

/** One answer for every reason (the client only needs "log in again"); the reason is for the log. */
const loginRefused = (reason: string) => new UnauthenticatedError(LOGIN_REFUSED_MESSAGE, reason);

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null;

/**
 * Signature (issuer's keys), issuer, audience, expiry, and `sub` equal to the outer_id the client
 * sent: a token for another member cannot be replayed under someone else's id.
 */
export interface VerifiedIdToken {
  claims: MemberClaims;
  /** for single use: the issuer's id of this token, and when it stops mattering */
  jti: string | null;
  expiresAt: Date;
}

/**
 * `nonce`: what this browser's login cookie says the token must carry (null: the browser has
 * none); undefined only where no nonce is bound (never on a login).
 */
export async function verifyIdToken(
  trust: IdTokenTrust,
  idToken: string,
  outerId: string,
  expected: { nonce?: string | null } = {},
): Promise<VerifiedIdToken> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, trust.keys, {
      issuer: trust.issuer,
      audience: trust.audience,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_ID_TOKEN_LIFETIME_SECONDS,
    }));
  } catch (err) {
    throw loginRefused(err instanceof Error ? `${err.name}: ${err.message}` : 'unverifiable id_token');
  }
  if (payload.sub !== outerId) throw loginRefused('sub differs from outer_id');
  const exp = payload.exp ?? 0;
  const iat = payload.iat ?? 0;
  if (trust.capLifetime && exp - iat > MAX_ID_TOKEN_LIFETIME_SECONDS)
    throw loginRefused('id_token lives longer than allowed');
  if (expected.nonce !== undefined && (!expected.nonce || payload.nonce !== expected.nonce)) {
    // the token was issued to another browser (login CSRF: someone else's sign-in in a link)
    throw loginRefused('nonce does not match this browser');
  }
  const jti = typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : null;
  const email = text(payload.email, 254)?.toLowerCase() ?? null;
  const phone = text(payload.phone_number, 30);
  const mobile = phone && MOBILE_PATTERN.test(normaliseMobile(phone)) ? normaliseMobile(phone) : null;
  return { claims: { outerId, name: text(payload.name, 50), email, mobile }, jti, expiresAt: new Date(exp * 1000) };
}
