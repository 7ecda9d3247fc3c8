import { describe, expect, it } from 'vitest';
import { containsPattern, excerptAround, highlightRanges, searchTerms } from '../../server/content/search-text';

describe('search text helpers', () => {
  it('splits a keyword on any blank, drops repeats and caps the terms', () => {
    expect(searchTerms('  土鍋　炊飯 土鍋 ')).toEqual(['土鍋', '炊飯']);
    expect(searchTerms('a b c d e f g')).toHaveLength(5);
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('marks every occurrence, merging overlaps, in any letter case', () => {
    expect(highlightRanges('Kazeno 風野 kazeno', ['kazeno'])).toEqual([
      [0, 6],
      [10, 16],
    ]);
    expect(highlightRanges('土鍋炊飯', ['土鍋', '鍋炊'])).toEqual([[0, 3]]);
  });

  it('cuts an excerpt around the first match with ellipses', () => {
    const text = `${'前'.repeat(100)}目標${'後'.repeat(100)}`;
    const excerpt = excerptAround(text, ['目標']);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('目標');
  });
});
