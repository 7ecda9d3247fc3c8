import { describe, expect, it } from 'vitest';
import { documentFacts, formatFileSize } from '../../../../src/lib/format-file-size';

describe('file sizes', () => {
  it('reads bytes as KB below a megabyte (at least 1 KB) and MB with one decimal above', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(6403)).toBe('6 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(documentFacts({ size: 6403, pages: 8 })).toBe('PDF・8 頁・6 KB');
  });
});
