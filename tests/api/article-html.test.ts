import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ArticleResponse } from '../../schemas/article.schema';
import { htmlToText, prepareRichText, sanitizeArticleHtml } from '../../server/content/article-html';
import { articles } from '../../server/db/tables/article.table';
import { seededAppForFile } from '../support/seeded-app';

const { db, ok } = await seededAppForFile();

const HOSTILE = [
  '<h1>標題</h1>',
  '<p onclick="steal()">段落<script>alert(1)</script></p>',
  '<img src="/demo/card-01.svg" onerror="alert(1)" width="1200" height="800" alt="圖">',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">假連結</a>',
  '<a href="JaVaScRiPt:alert(1)">大小寫</a>',
  '<a href="https://example.com/page" target="_self">外部連結</a>',
  '<a href="/hence">站內連結</a>',
  '<iframe src="https://example.com"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<style>body{display:none}</style>',
  '<blockquote>引言</blockquote><ul><li>項目</li></ul>',
  '<figure><img src="/demo/card-02.svg" width="abc" height="800"><figcaption>說明</figcaption></figure>',
].join('');

describe('sanitizeArticleHtml', () => {
  const clean = sanitizeArticleHtml(HOSTILE);

  it('drops scripts, event handlers, javascript: URLs, frames, svg and style', () => {
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg|<style|alert\(/i);
  });

  it('keeps headings, paragraphs, lists, quotes and figures with their sizes', () => {
    expect(clean).toContain('<h2>標題</h2>');
    expect(clean).toContain('<p>段落</p>');
    expect(clean).toContain('<blockquote>引言</blockquote>');
    expect(clean).toContain('<ul><li>項目</li></ul>');
    expect(clean).toContain(
      '<img src="/demo/card-01.svg" alt="圖" width="1200" height="800" loading="lazy" decoding="async" />',
    );
    expect(clean).toContain('<figcaption>說明</figcaption>');
    // a size that is not a number is dropped, not passed through
    expect(clean).toContain('<img src="/demo/card-02.svg" alt="" height="800"');
  });

  it('opens external links in a new tab without window.opener, and leaves site links alone', () => {
    expect(clean).toContain(
      '<a href="https://example.com/page" target="_blank" rel="noopener noreferrer">外部連結</a>',
    );
    expect(clean).toContain('<a href="/hence">站內連結</a>');
  });

  it('is stable: sanitising twice changes nothing', () => {
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it('gives the text of a body with blocks separated and inline tags joined', () => {
    expect(htmlToText('<p>好<strong>生活</strong></p><p>第二段 &amp; 更多</p>')).toBe('好生活 第二段 & 更多');
    expect(prepareRichText('<p>a</p><script>x</script>')).toEqual({ body: '<p>a</p>', bodyText: 'a' });
  });
});

describe('article bodies over the API', () => {
  it('are sanitised on the way out even when a stored row holds a script', async () => {
    // a row written around the service (an import, an old row): the output pass still cleans it
    const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.class, 'articleNews')).limit(1);
    await db
      .update(articles)
      .set({ body: HOSTILE })
      .where(eq(articles.id, row?.id ?? 0));
    const { data } = await ok(`/api/article_news/${row?.id}`, ArticleResponse);
    expect(data.body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(data.body).toContain('<h2>標題</h2>');
  });

  it('were stored sanitised by the seed', async () => {
    const rows = await db.select({ body: articles.body }).from(articles);
    expect(rows.every((r) => r.body === sanitizeArticleHtml(r.body) || r.body === HOSTILE)).toBe(true);
  });
});
