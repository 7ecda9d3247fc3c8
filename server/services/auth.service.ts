import { TOKEN_TYPE } from '../../schemas/auth-login.schema';
import type { Db } from '../db/client';
import { ConflictError, UnauthenticatedError } from '../domain/domain-errors';
import { type IdTokenTrust, LOGIN_REFUSED_MESSAGE, verifyIdToken } from './id-token.service';
import { spendIdToken } from './id-token-uses.service';
import { findMemberByOuterId, upsertMember } from './members.service';
import { sha256Hex } from './secret-token';
import { createSession } from './sessions.service';

export const OTHER_MEMBER_SIGNED_IN_MESSAGE = '此瀏覽器已登入另一個會員帳號，請先登出再登入。';

export interface LogInInput {
  outerId: string;
  idToken: string;
  trust: IdTokenTrust;
  /** the nonce this browser's login cookie says the token must carry (null: it has none) */
  nonce: string | null;
  /** the site's own issuer always gives a jti: a token without one is refused */
  requireJti: boolean;
  /** the member this browser is already signed in as, if any */
  signedInMemberId: number | null;
}

/**
 * `POST /api/auth/login`: a verified id_token becomes a member (created at first login) and a new
 * session. Throws UnauthenticatedError for any token that does not verify, was issued to another
 * browser or was used before; ConflictError when the browser is signed in as another member
 * (never switched silently).
 */
export async function logIn(
  db: Db,
  input: LogInInput,
): Promise<{ token_type: string; token: string; expiresAt: Date }> {
  const verified = await verifyIdToken(input.trust, input.idToken, input.outerId, { nonce: input.nonce });
  if (verified.jti === null && input.requireJti) {
    throw new UnauthenticatedError(LOGIN_REFUSED_MESSAGE, 'id_token without jti');
  }
  // a provider that gives no jti (a standard id_token need not) is held to single use by the
  // token's own digest
  const first = await spendIdToken(db, {
    issuer: input.trust.issuer,
    jti: verified.jti ?? `sha256:${sha256Hex(input.idToken)}`,
    expiresAt: verified.expiresAt,
  });
  if (!first) throw new UnauthenticatedError(LOGIN_REFUSED_MESSAGE, 'id_token used before');
  if (input.signedInMemberId !== null) {
    const member = await findMemberByOuterId(db, input.outerId);
    if (member?.id !== input.signedInMemberId) throw new ConflictError(OTHER_MEMBER_SIGNED_IN_MESSAGE);
  }
  const member = await upsertMember(db, verified.claims);
  const session = await createSession(db, member.id);
  return { token_type: TOKEN_TYPE, token: session.token, expiresAt: session.expiresAt };
}
