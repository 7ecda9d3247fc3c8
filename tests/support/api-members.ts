import { randomBytes } from 'node:crypto';
import { TOKEN_TYPE } from '../../schemas/auth-login.schema';
import type { Db } from '../../server/db/client';
import { upsertMember } from '../../server/services/members.service';
import { createSession } from '../../server/services/sessions.service';

/**
 * Members with a live session, made through the members and sessions services (the sign-in
 * service itself is tested on its own): many at once for the concurrency tests.
 */
export async function quickMembers(db: Db, count: number) {
  const out: { id: number; auth: { authorization: string } }[] = [];
  for (let i = 0; i < count; i++) {
    const tag = randomBytes(6).toString('hex');
    const member = await upsertMember(db, {
      outerId: `t-${tag}`,
      name: '王小明',
      email: `${tag}@example.com`,
      mobile: null,
    });
    const session = await createSession(db, member.id);
    out.push({ id: member.id, auth: { authorization: `${TOKEN_TYPE} ${session.token}` } });
  }
  return out;
}
