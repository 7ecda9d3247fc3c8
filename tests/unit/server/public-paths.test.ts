import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../../../server/http/public-paths';

describe('isPublicPath: what the public cache may keep', () => {
  it('takes the public content calls and the pages', () => {
    for (const path of [
      '/api/homepage',
      '/api/homepage/eco_life',
      '/api/article_news',
      '/api/article_blogs/cast-iron-first-use',
      '/api/articles/12',
      '/api/locations',
      '/api/events/3',
      '/api/search',
      '/api/contact_classes',
      '/api/subscribe_topics',
      '/api/legal/membership-terms',
      '/api/legal/privacy-policy',
      '/',
      '/blog/article/cast-iron-first-use',
      '/sitemap.xml',
    ])
      expect(isPublicPath(path), path).toBe(true);
  });

  it('never a member call, the sign-in service, payments, or an API route nobody listed', () => {
    for (const path of [
      '/api/user/profile',
      '/api/user',
      '/api/auth/login',
      '/api/clear-cookie',
      '/api/contact',
      '/api/captcha',
      // each visitor needs a challenge of their own
      '/api/captcha/challenge',
      '/api/submit_subscribe_topic',
      '/api/subscriptions',
      '/api/health',
      '/api/homepage/x/y',
      '/api/legal/refund-policy',
      '/api/staff/legal',
      '/sso/login',
      '/sso',
      '/pay/return',
      '/media/upload',
    ])
      expect(isPublicPath(path), path).toBe(false);
  });
});
