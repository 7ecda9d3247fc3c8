import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readEnv } from '../../server/env';
import { freshDbForFile, testApp, testTickets } from '../support/api-app';
import { readMail } from '../support/eml';
import { newAccount, outboxMail, register, ssoBrowser, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile();

describe('links never come from an unchecked Host header', () => {
  it('refuses to build the app in production without PUBLIC_URL or ALLOWED_HOSTS, in one sentence', () => {
    expect(() => createApp({ db, env: readEnv({ NODE_ENV: 'production' }) })).toThrow(
      /^PUBLIC_URL or ALLOWED_HOSTS must be set in production/,
    );
    expect(() =>
      createApp({
        db,
        env: readEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://haolife.example' }),
        tickets: testTickets,
      }),
    ).not.toThrow();
    expect(() =>
      createApp({
        db,
        env: readEnv({ NODE_ENV: 'production', ALLOWED_HOSTS: 'haolife.example' }),
        tickets: testTickets,
      }),
    ).not.toThrow();
  });

  it('with ALLOWED_HOSTS, another Host is refused before anything is read, mailed or linked', async () => {
    const dataDir = tempDataDir();
    const app = testApp(db, {
      env: { ...readEnv({ ALLOWED_HOSTS: 'localhost, www.haolife.example:8443' }), DATA_DIR: dataDir },
    });
    const account = newAccount();
    await register(ssoBrowser(app), account);
    const mailsBefore = (await outboxMail(dataDir, 0)).length;

    const poisoned = await app.request('http://evil.example/sso/forgot', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: account.email }),
    });
    expect(poisoned.status).toBe(421);
    for (const path of ['/', '/sitemap.xml', '/api/health', '/sso/login']) {
      expect((await app.request(`http://evil.example${path}`)).status).toBe(421);
    }
    // a port is part of an entry that names one
    expect((await app.request('http://www.haolife.example:8443/api/health')).status).toBe(200);
    expect((await app.request('http://www.haolife.example/api/health')).status).toBe(421);
    expect((await app.request('http://LOCALHOST:3000/api/health')).status).toBe(200);

    // the genuine host still gets its reset link, on its own origin
    expect((await ssoBrowser(app).submit('/sso/forgot', { email: account.email })).status).toBe(200);
    const mails = (await outboxMail(dataDir, mailsBefore + 1)).map(readMail);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.text).toContain('http://localhost/sso/reset?');
    expect(mails.some((m) => m.text.includes('evil.example'))).toBe(false);
  });

  it('with PUBLIC_URL, every link and canonical address is the public one whatever the Host', async () => {
    const app = testApp(db, { env: readEnv({ PUBLIC_URL: 'https://www.haolife.example' }) });
    for (const path of ['/sitemap.xml', '/sitemaps/pages-1.xml']) {
      const sitemap = await (await app.request(`http://evil.example${path}`)).text();
      expect(sitemap, path).toContain('<loc>https://www.haolife.example/');
      expect(sitemap, path).not.toContain('evil.example');
    }
    const page = await (await app.request('http://evil.example/news', { headers: { accept: 'text/html' } })).text();
    expect(page).toContain('https://www.haolife.example/news');
    expect(page).not.toContain('evil.example');
  });

  it('in development answers only for the hosts it was started for', async () => {
    const app = testApp(db, { env: readEnv({ NODE_ENV: 'development', PORT: '3001' }) });
    for (const host of ['localhost:3001', 'localhost:3000', '127.0.0.1:3001', '[::1]:3001']) {
      expect((await app.request(`http://${host}/api/health`)).status, host).toBe(200);
    }
    expect((await app.request('http://evil.example:3001/api/health')).status).toBe(421);
    const named = testApp(db, { env: readEnv({ NODE_ENV: 'development', HOST: 'dev.haolife.test' }) });
    expect((await named.request('http://dev.haolife.test:3000/api/health')).status).toBe(200);
  });
});
