// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeImage } from '../../../../src/components/safe-image';

afterEach(cleanup);

describe('images', () => {
  it('reserves the box, loads lazily and shows 載入失敗 when the picture fails', () => {
    render(<SafeImage src="/missing.svg" alt="鑄鐵鍋" width={1200} height={800} />);
    const img = screen.getByRole('img', { name: '鑄鐵鍋' });
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('loading')).toBe('lazy');
    fireEvent.error(img);
    const failed = screen.getByRole('img', { name: '載入失敗' });
    expect(failed.textContent).toBe('載入失敗');
    expect(failed.style.aspectRatio).toBe('1200 / 800');
  });

  it('fetches the first banner at once, with high priority', () => {
    render(<SafeImage src="/banner.svg" alt="主視覺" width={1920} height={720} priority />);
    const img = screen.getByRole('img', { name: '主視覺' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
