import { TOKEN_TYPE } from '../../schemas/auth-login.schema';
import type { Db } from '../db/client';
import { type IdTokenTrust, verifyIdToken } from './id-token.service';
import { upsertMember } from './members.service';
import { createSession } from './sessions.service';

/**
 * `POST /api/auth/login`: a verified id_token becomes a member (created at first login) and a new
 * session. Throws UnauthenticatedError for any token that does not verify.
 */
export async function logIn(
  db: Db,
  input: { outerId: string; idToken: string; trust: IdTokenTrust },
): Promise<{ token_type: string; token: string; expiresAt: Date }> {
  const claims = await verifyIdToken(input.trust, input.idToken, input.outerId);
  const member = await upsertMember(db, claims);
  const session = await createSession(db, member.id);
  return { token_type: TOKEN_TYPE, token: session.token, expiresAt: session.expiresAt };
}
