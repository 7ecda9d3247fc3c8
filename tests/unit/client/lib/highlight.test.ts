import { describe, expect, it } from 'vitest';
import { highlightSegments, normaliseRanges } from '../../../../src/lib/highlight';

describe('search highlights: [start, end) ranges to text segments', () => {
  it('marks one match in the middle', () => {
    expect(highlightSegments('第一只鑄鐵鍋怎麼選', [[3, 6]])).toEqual([
      { text: '第一只', marked: false },
      { text: '鑄鐵鍋', marked: true },
      { text: '怎麼選', marked: false },
    ]);
  });

  it('marks matches at the start and at the end', () => {
    expect(
      highlightSegments('門市台中', [
        [0, 2],
        [2, 4],
      ]),
    ).toEqual([{ text: '門市台中', marked: true }]);
    expect(highlightSegments('鑄鐵鍋開鍋', [[0, 3]])).toEqual([
      { text: '鑄鐵鍋', marked: true },
      { text: '開鍋', marked: false },
    ]);
  });

  it('leaves a text without ranges whole', () => {
    expect(highlightSegments('冬日餐桌', [])).toEqual([{ text: '冬日餐桌', marked: false }]);
    expect(highlightSegments('', [])).toEqual([{ text: '', marked: false }]);
  });

  it('merges overlapping and touching ranges, in any order', () => {
    expect(
      normaliseRanges(
        [
          [8, 10],
          [1, 4],
          [3, 6],
          [6, 7],
        ],
        20,
      ),
    ).toEqual([
      [1, 7],
      [8, 10],
    ]);
  });

  it('clamps ranges to the text and drops empty or reversed ones', () => {
    expect(
      normaliseRanges(
        [
          [-3, 2],
          [5, 5],
          [7, 4],
          [8, 99],
        ],
        10,
      ),
    ).toEqual([
      [0, 2],
      [8, 10],
    ]);
  });

  it('keeps every character exactly once', () => {
    const text = '…上味噌湯。 獨居者的鑄鐵鍋 一個人也要好好吃飯';
    const segments = highlightSegments(text, [
      [11, 14],
      [2, 4],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.marked).map((s) => s.text)).toEqual(['味噌', '鑄鐵鍋']);
  });
});
