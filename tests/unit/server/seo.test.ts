import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  HEAD_MARKER,
  injectHead,
  type PageSeo,
  prepareTemplate,
  renderHead,
} from '../../../server/spa/seo';

const seo: PageSeo = {
  title: 'T',
  description: 'D',
  canonical: 'https://site.example/x',
  image: 'https://site.example/og.png',
  type: 'website',
  noindex: false,
};

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderHead', () => {
  it('writes JSON-LD as data that no string inside can close', () => {
    const head = renderHead({ ...seo, jsonLd: [{ name: '</script><script>alert(1)</script>' }] }, '好生活');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).toContain('\\u003c/script>');
  });

  it('adds noindex only when asked', () => {
    expect(renderHead(seo, 's')).not.toContain('noindex');
    expect(renderHead({ ...seo, noindex: true }, 's')).toContain('<meta name="robots" content="noindex">');
  });
});

describe('prepareTemplate', () => {
  it('adds the site language and the head marker when an edit of index.html lost them', () => {
    const html = prepareTemplate('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    expect(html).toContain('<html lang="zh-Hant-TW">');
    expect(html).toContain(`${HEAD_MARKER}\n</head>`);
  });

  it('leaves a template that has both alone', () => {
    const original = `<html lang="zh-Hant-TW"><head>${HEAD_MARKER}</head></html>`;
    expect(prepareTemplate(original)).toBe(original);
  });
});

describe('injectHead', () => {
  it('inserts the tags literally, even with replacement patterns in them', () => {
    expect(injectHead(`<head>${HEAD_MARKER}</head>`, "<title>$& $' $`</title>")).toBe(
      "<head><title>$& $' $`</title></head>",
    );
  });
});
