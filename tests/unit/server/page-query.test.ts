import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageQuery } from '../../../schemas/page-query.schema';

const news = pageQuery({ defaultPerPage: 5, maxPerPage: 100 });

describe('pageQuery', () => {
  it("fills in the endpoint's defaults", () => {
    expect(news.parse({})).toEqual({ page: 1, per_page: 5 });
  });

  it('reads query-string numbers', () => {
    expect(news.parse({ page: '3', per_page: '20' })).toEqual({ page: 3, per_page: 20 });
  });

  it.each([
    [{ page: '-1' }, '頁碼最小為 1。'],
    [{ page: '0' }, '頁碼最小為 1。'],
    [{ page: '2.5' }, '頁碼必須是整數。'],
    [{ page: String(MAX_PAGE + 1) }, `頁碼最大為 ${MAX_PAGE}。`],
    [{ per_page: '100000' }, '每頁筆數最多為 100 筆。'],
    [{ per_page: '0' }, '每頁筆數最少為 1 筆。'],
  ])('refuses %o with "%s"', (input, message) => {
    const result = news.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('refuses text and blanks instead of reading them as a default', () => {
    expect(news.safeParse({ page: 'abc' }).success).toBe(false);
    expect(news.safeParse({ page: '' }).success).toBe(false);
    expect(news.safeParse({ per_page: ' ' }).success).toBe(false);
  });

  it('refuses a default outside its own bounds when the endpoint is defined', () => {
    expect(() => pageQuery({ defaultPerPage: 200, maxPerPage: 100 })).toThrow();
    expect(() => pageQuery({ defaultPerPage: 0, maxPerPage: 100 })).toThrow();
  });
});
