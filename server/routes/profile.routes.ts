import { Hono } from 'hono';
import { ProfileUpdateSchema } from '../../schemas/profile-update.schema';
import { validate } from '../http/validate';
import { getProfile, updateProfile } from '../services/profile.service';
import type { MemberEnv } from './member-auth.middleware';

/**
 * `GET|POST /api/user/profile`: always the caller's own profile, whatever the request names.
 * Mounted under /api/user, whose prefix guard (app.ts) has already set `c.var.member`.
 */
export function profileRoutes() {
  return new Hono<MemberEnv>()
    .get('/profile', async (c) => {
      const profile = await getProfile(c.var.deps.db, c.var.member.id);
      c.header('Cache-Control', 'no-store');
      return c.json({ data: profile });
    })
    .post('/profile', validate('json', ProfileUpdateSchema), async (c) => {
      const profile = await updateProfile(c.var.deps.db, c.var.member.id, c.req.valid('json'));
      return c.json({ data: profile });
    });
}
