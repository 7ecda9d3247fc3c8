import { Hono } from 'hono';
import { ProfileUpdateSchema } from '../../schemas/profile-update.schema';
import { validate } from '../http/validate';
import { getProfile, updateProfile } from '../services/members.service';
import { type MemberEnv, requireMember, UNAUTHENTICATED_MESSAGE } from './member-auth.middleware';

/** `GET|POST /api/user/profile`: always the caller's own profile, whatever the request names. */
export function userProfileRoutes() {
  return new Hono<MemberEnv>()
    .use('*', requireMember)
    .get('/profile', async (c) => {
      const profile = await getProfile(c.var.deps.db, c.var.member.id);
      // a session outliving its member (account removed) is no login at all
      if (!profile) return c.json({ message: UNAUTHENTICATED_MESSAGE }, 401);
      c.header('Cache-Control', 'no-store');
      return c.json({ data: profile });
    })
    .post('/profile', validate('json', ProfileUpdateSchema), async (c) => {
      const profile = await updateProfile(c.var.deps.db, c.var.member.id, c.req.valid('json'));
      if (!profile) return c.json({ message: UNAUTHENTICATED_MESSAGE }, 401);
      return c.json({ data: profile });
    });
}
