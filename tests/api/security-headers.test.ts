import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/app-env';
import { freshDbForFile, testApp } from '../support/api-app';

const { db } = await freshDbForFile();
const app = testApp(db);

function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

const ANSWERS: Record<string, () => Promise<Response>> = {
  'a page': async () => app.request('/events'),
  'a redirect': async () => app.request('/Events'),
  'a 404 page': async () => app.request('/no-such-page'),
  'an API answer': async () => app.request('/api/health'),
  'an API 404': async () => app.request('/api/no-such-thing'),
  'robots.txt': async () => app.request('/robots.txt'),
};

describe.each(Object.entries(ANSWERS))('%s', (_, fetchIt) => {
  it('allows scripts from the site only, with no inline script', async () => {
    const policy = csp(await fetchIt());
    expect(policy.get('script-src')).toContain("'self'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('cannot be framed by another site', async () => {
    const res = await fetchIt();
    expect(csp(res).get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('forbids MIME sniffing and limits the referrer', async () => {
    const res = await fetchIt();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('asks for https from browsers that reached it over https', async () => {
    const res = await fetchIt();
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('lets only the site itself use the camera', async () => {
    const res = await fetchIt();
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(res.headers.get('permissions-policy')).toContain('microphone=()');
  });
});

describe('error answers', () => {
  it('carry the same headers when a route throws', async () => {
    const api = new Hono<AppEnv>().get('/test/boom', () => {
      throw new Error('bug');
    });
    const broken = testApp(db, { extraApi: [api] });
    const res = await broken.request('/api/test/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp(res).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the page shell', () => {
  it('contains no inline script the CSP would block', async () => {
    const html = await (await app.request('/')).text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) {
      // a script is either a file or a data block (JSON-LD, the page's carried answers), never code
      expect(/\bsrc=/.test(tag) || /type="application\/(ld\+)?json"/.test(tag), tag).toBe(true);
    }
  });
});
