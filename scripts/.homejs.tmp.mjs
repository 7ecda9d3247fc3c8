import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };
const ORIGIN = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: 412, height: 839 } });
await page.addInitScript(() => {
  new MutationObserver((_, o) => { if (document.documentElement.dataset.ready) { window.__r = performance.now(); o.disconnect(); } })
    .observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
});
const bodies = new Map();
page.on('response', async (res) => { if (res.url().endsWith('.js')) { const b = await res.body().catch(() => null); if (b) bodies.set(res.url(), b); } });
await page.goto(`${ORIGIN}/`);
await page.waitForSelector('html[data-ready]');
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const { r, starts } = await page.evaluate(() => ({ r: window.__r, starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]) }));
const startOf = new Map(starts);
let before = 0;
for (const [url, body] of bodies) { const g = gzipSync(body, { level: 9 }).length; const pre = (startOf.get(url) ?? 0) <= r; if (pre) before += g; console.log(pre ? 'before' : 'after ', (g / 1024).toFixed(1), new URL(url).pathname); }
console.log('home JS before usable (gzip -9):', (before / 1024).toFixed(1), 'KiB');
await browser.close();
