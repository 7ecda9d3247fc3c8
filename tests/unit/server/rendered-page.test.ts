import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID } from '../../../schemas/boot-plan';
import { QUERY_STATE_ELEMENT_ID } from '../../../schemas/query-state';
import { type PageFiles, withRenderedPage } from '../../../server/spa/rendered-page';
import { HEAD_MARKER } from '../../../server/spa/seo';

// index.html as Vite builds it, trimmed to what the server rewrites for a rendered page
const template = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8">${HEAD_MARKER}
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/router-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

const css: Record<string, string> = {
  '/assets/index-1.css': 'body{color:#111}',
  '/assets/home-3.css': '.home{content:"</style><script>alert(1)</script>"}',
};
const page = {
  html: '<link rel="preload" as="image" href="/demo/first.svg"/><main><h1>首頁</h1></main>',
  queryState: { queries: [{ queryKey: ['home'], state: { data: { subject: '</script><script>alert(1)</script>' } } }] },
};
const files: PageFiles = {
  styles: ['/assets/home-3.css'],
  chunks: ['/assets/home.route-4.js'],
  bootScript: '/assets/boot-5.js',
};

const render = (overrides: Partial<PageFiles> = {}) =>
  withRenderedPage(template, page, { ...files, ...overrides }, (href) => css[href]);

const dataBlock = (html: string, id: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1] ?? 'null');

describe('a rendered page', () => {
  const html = render();
  const head = html.slice(0, html.indexOf('</head>'));

  it('has the page inside #root and the query cache after it, with no way out of its element', () => {
    expect(html).toContain('<div id="root"><main><h1>首頁</h1></main></div>');
    expect(dataBlock(html, QUERY_STATE_ELEMENT_ID)).toEqual(page.queryState);
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it("moves React's picture preloads to the head, ahead of everything the head had", () => {
    expect(head.indexOf('<link rel="preload" as="image" href="/demo/first.svg"/>')).toBeLessThan(
      head.indexOf(HEAD_MARKER),
    );
    expect(html.slice(html.indexOf('<body>'))).not.toContain('rel="preload"');
  });

  it("inlines the entry's stylesheet in its place and the route's after it, keeping a disabled link", () => {
    expect(head).toContain('<style>body{color:#111}</style>');
    expect(head).not.toContain('href="/assets/index-1.css"');
    expect(head).toContain('<link rel="stylesheet" href="/assets/home-3.css" disabled>');
    expect(head.indexOf('body{color:#111}')).toBeLessThan(head.indexOf('.home{'));
    // a stylesheet cannot end its element early
    expect(head).toContain('.home{content:"<\\/style><script>alert(1)</script>"}');
  });

  it('starts the app from the boot script after the first paint, with every chunk in its plan', () => {
    expect(head).not.toContain('src="/assets/index-1.js"');
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).toContain('<script type="module" crossorigin src="/assets/boot-5.js"></script>');
    expect(dataBlock(html, BOOT_ELEMENT_ID)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/router-2.js', '/assets/home.route-4.js'],
    });
  });

  it("without a boot script (an older build), starts the app as index.html says, with the route's chunks", () => {
    const older = render({ bootScript: null });
    expect(older).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(older).toContain('<link rel="modulepreload" crossorigin href="/assets/home.route-4.js">');
    expect(older).not.toContain(`id="${BOOT_ELEMENT_ID}"`);
  });
});
