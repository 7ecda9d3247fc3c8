import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/seed/seed';
import * as entryServer from '../../src/entry-server';
import { BROWSER, freshDbForFile, testApp } from '../support/api-app';
import { tempDataDir } from '../support/sso-browser';

// What a search engine receives, checked by a tool the site was never tuned to (issue 23 §7): the
// Nu Html Checker over the server-rendered HTML of every page the sitemap lists. One JVM checks
// every page at once (≈ 5 s), so the whole sitemap costs little more than one page.
const { db } = await freshDbForFile();
await seedDemoContent(db);
const dataDir = tempDataDir();
// the page around the rendered root is index.html's, as the build serves it (without the build's
// own files, which vitest does not make)
const spa = {
  indexHtml: readFileSync('index.html', 'utf8'),
  files: new Map(),
  routeFiles: new Map(),
  bootScript: null,
};
const app = testApp(db, { renderer: entryServer, spa, env: { DATA_DIR: dataDir } });
// the system's Java (the package's own Java download is an install script, which npm does not run here)
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

describe('the Nu Html Checker over every sitemap page', () => {
  it('finds no error', { timeout: 180_000 }, async () => {
    const xml = await (await app.request('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(paths.length).toBeGreaterThan(40);
    const dir = path.join(dataDir, 'vnu');
    mkdirSync(dir);
    const files = new Map<string, string>();
    for (const [i, p] of paths.entries()) {
      const res = await app.request(p, { headers: BROWSER });
      expect(res.status, p).toBe(200);
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, await res.text());
      files.set(`file:${file}`, p);
    }
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', '--errors-only', dir],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== 'info')
      .map((m) => `${files.get(m.url) ?? m.url}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`);
    expect(errors).toEqual([]);
  });
});
