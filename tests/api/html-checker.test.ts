import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as entryServer from '../../src/entry-server';
import { BROWSER, freshDbForFile, testApp } from '../support/api-app';
import { allSitemapFiles } from '../support/sitemap-files';
import { tempDataDir } from '../support/sso-browser';

// What search engines and assistive technology receive (issue 23 §7), over the server-rendered
// HTML of every page the sitemap lists, rendered once for the file: the Nu Html Checker (one JVM
// checks every page at once, ≈ 5 s) and the structured data beside what the page shows.
// seededAt: the seed's moment (the seeded template's, before this file started)
const { db, seededAt } = await freshDbForFile({ seeded: true });
if (!seededAt) throw new Error('a seeded database says when it was seeded');
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

const sitemap = await allSitemapFiles(app);
const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
  path: new URL(m[1] ?? '').pathname,
  lastmod: m[2],
}));
const pages = new Map<string, string>();
for (const { path: p } of entries) {
  const res = await app.request(p, { headers: BROWSER });
  expect(res.status, p).toBe(200);
  pages.set(p, await res.text());
}

type Thing = Record<string, unknown>;
const structuredData = (html: string): Thing[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '') as Thing,
  );
const ofType = (html: string, type: string) => structuredData(html).filter((d) => d['@type'] === type);
const pageOf = (prefix: string) => {
  const found = [...pages].find(([p]) => p.startsWith(prefix));
  if (!found) throw new Error(`no sitemap page under ${prefix}`);
  return { path: found[0], html: found[1] };
};

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  message: string;
  extract?: string;
}

describe('the Nu Html Checker over every sitemap page', () => {
  it('finds no error', { timeout: 120_000 }, async () => {
    expect(pages.size).toBeGreaterThan(40);
    const dir = path.join(dataDir, 'vnu');
    mkdirSync(dir);
    const files = new Map<string, string>();
    for (const [i, [p, html]] of [...pages].entries()) {
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, html);
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

describe('structured data', () => {
  it('a BreadcrumbList on every page that draws a breadcrumb, the same names and addresses', () => {
    let drawn = 0;
    const differ: string[] = [];
    for (const [p, html] of pages) {
      const nav = /<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
      if (nav) drawn += 1;
      const crumbs = [...(nav ?? '').matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
        name: m[2],
        item: new URL(m[1] ?? '', 'http://localhost').toString(),
      }));
      const lists = ofType(html, 'BreadcrumbList').map((l) =>
        (l.itemListElement as Thing[]).map(({ name, item }) => ({ name, item })),
      );
      const said = JSON.stringify(lists);
      const shown = JSON.stringify(nav ? [crumbs] : []);
      if (said !== shown) differ.push(`${p}: drawn ${shown}, structured ${said}`);
    }
    expect(differ).toEqual([]);
    expect(drawn).toBeGreaterThan(40);
  });

  it('the home page says who publishes the site and how to search it', () => {
    const home = pages.get('/') ?? '';
    expect(ofType(home, 'Organization')[0]).toMatchObject({ name: '好生活', url: 'http://localhost/' });
    expect(ofType(home, 'WebSite')[0]).toMatchObject({
      url: 'http://localhost/',
      potentialAction: { target: { urlTemplate: 'http://localhost/search?keyword={search_term_string}' } },
    });
  });

  it('a recipe has the steps the page shows and its total time', () => {
    const { path: p, html } = pageOf('/hence/recipe/article/');
    const [recipe] = ofType(html, 'Recipe');
    const shown = [...(/<ol>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '').matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(shown.length, p).toBeGreaterThan(1);
    expect(((recipe?.recipeInstructions ?? []) as Thing[]).map((s) => s.text)).toEqual(shown);
    expect(recipe?.totalTime).toMatch(/^PT\d+M$/);
  });

  it("a store has its hours, its place and its address's parts", () => {
    const html = pages.get('/locations/1') ?? pageOf('/locations/').html;
    const [store] = ofType(html, 'Store');
    expect(store?.address).toMatchObject({
      streetAddress: expect.any(String),
      addressLocality: expect.stringMatching(/[區市鎮鄉]$/),
      addressRegion: expect.stringMatching(/[市縣]$/),
      postalCode: expect.stringMatching(/^\d{3}$/),
      addressCountry: 'TW',
    });
    expect(store?.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number) });
    const hours = store?.openingHoursSpecification as Thing[];
    expect(hours.length).toBeGreaterThan(0);
    expect(hours[0]).toMatchObject({ opens: expect.stringMatching(/^\d\d:\d\d$/), dayOfWeek: expect.any(Array) });
  });

  it("an event's offer has its price, currency and when sign-up opened", () => {
    for (const [p, html] of pages) {
      if (!/^\/events\/\d+$/.test(p)) continue;
      const offers = ofType(html, 'Event')[0]?.offers as Thing;
      expect(offers, p).toMatchObject({
        price: expect.any(Number),
        priceCurrency: 'TWD',
        validFrom: expect.any(String),
      });
    }
  });

  it("dates are the records' own, never the moment the seed ran", () => {
    const recent = (iso: string | undefined) => iso !== undefined && new Date(iso) >= seededAt;
    expect(entries.filter((e) => e.lastmod).length).toBeGreaterThan(40);
    expect(entries.filter((e) => recent(e.lastmod)).map((e) => e.path)).toEqual([]);
    const modified = [...pages].flatMap(([p, html]) =>
      structuredData(html)
        .filter((d) => recent(d.dateModified as string | undefined))
        .map(() => p),
    );
    expect(modified).toEqual([]);
  });
});
