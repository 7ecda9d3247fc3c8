import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../../server/db/tables/article.table';
import { seededAppForFile } from '../support/seeded-app';

const { db } = await seededAppForFile();

describe('the demo content reads like a magazine', () => {
  it('every HENCE article runs 800–1,500 characters in several sections, with a pull quote and captioned pictures', async () => {
    const rows = await db
      .select({ subject: articles.subject, body: articles.body, text: articles.bodyText })
      .from(articles)
      .where(eq(articles.class, 'articleProject'));
    expect(rows.length).toBeGreaterThan(10);
    for (const { subject, body, text } of rows) {
      const length = [...text.replace(/\s/g, '')].length;
      expect(length, subject).toBeGreaterThanOrEqual(800);
      expect(length, subject).toBeLessThanOrEqual(1500);
      expect(body.match(/<h2>/g)?.length ?? 0, subject).toBeGreaterThanOrEqual(3);
      expect(body, subject).toMatch(/<blockquote><p>[^<]+<\/p><p><small>— [^<]+<\/small><\/p><\/blockquote>/);
      expect(body.match(/<figure><img [^>]*><figcaption>[^<]+<\/figcaption><\/figure>/g)?.length ?? 0, subject).toBe(2);
    }
  });
});
