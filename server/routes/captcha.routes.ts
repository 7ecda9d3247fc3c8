import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { createCaptchaChallenge } from '../services/captcha.service';

/**
 * The site's own captcha. The challenge is the altcha widget's format, not wrapped in `{ data }`:
 * the widget reads it as is. Each answer is new, so nothing may cache it.
 */
export function captchaRoutes() {
  return new Hono<AppEnv>().get('/captcha/challenge', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await createCaptchaChallenge(c.var.deps));
  });
}
