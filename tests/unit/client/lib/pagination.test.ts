import { describe, expect, it } from 'vitest';
import { clampPage, PAGINATION_TEXT, pageItems, pageSearch, parsePage } from '../../../../src/lib/pagination';

const labels = (current: number, last: number) =>
  pageItems(current, last).map((item) =>
    item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page),
  );

describe('pagination', () => {
  it("takes the go-to box's number within 1…last, and nothing that is not a whole number", () => {
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage(' 3 ', 5)).toBe(3);
    expect(clampPage('9', 5)).toBe(5);
    expect(clampPage('0', 5)).toBe(1);
    expect(clampPage('', 5)).toBeNull();
    expect(clampPage('-2', 5)).toBeNull();
    expect(clampPage('2.5', 5)).toBeNull();
    expect(clampPage('二', 5)).toBeNull();
  });

  it('reads ?page= as a whole number of at least 1', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-1')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999')).toBe(1);
  });

  it('shows every page of a short list', () => {
    expect(labels(1, 1)).toEqual(['[1]']);
    expect(labels(2, 3)).toEqual(['1', '[2]', '3']);
    expect(labels(1, 5)).toEqual(['[1]', '2', '…', '5']);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(labels(10, 20)).toEqual(['1', '…', '9', '[10]', '11', '…', '20']);
    expect(labels(20, 20)).toEqual(['1', '…', '19', '[20]']);
  });

  it('never hides a single page behind a gap', () => {
    expect(labels(4, 7)).toEqual(['1', '2', '3', '[4]', '5', '6', '7']);
  });

  it('draws nothing for an empty list and clamps a page past the end', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(labels(9, 3)).toEqual(['1', '2', '[3]']);
  });

  it('writes the page into the address, keeping the other parameters', () => {
    expect(pageSearch('?keyword=鍋&type=news', 2)).toBe('?keyword=%E9%8D%8B&type=news&page=2');
    expect(pageSearch('?page=3&city=1', 1)).toBe('?city=1');
    expect(pageSearch('', 1)).toBe('');
    expect(pageSearch(new URLSearchParams('page=2'), 5)).toBe('?page=5');
  });

  it('writes a list of its own under its own parameter, leaving the page of the others', () => {
    expect(pageSearch('?page=2', 3, 'repairs_page')).toBe('?page=2&repairs_page=3');
    expect(pageSearch('?repairs_page=3&page=2', 1, 'repairs_page')).toBe('?page=2');
  });

  it("speaks the SPEC's words", () => {
    expect(PAGINATION_TEXT.total(12)).toBe('共 12 筆');
    expect(PAGINATION_TEXT.perPage(5)).toBe('每頁 5 筆');
    expect(PAGINATION_TEXT.goTo(2)).toBe('前往 第 2 頁');
    expect(PAGINATION_TEXT.previous).toBe('上一頁');
    expect(PAGINATION_TEXT.next).toBe('下一頁');
  });
});
