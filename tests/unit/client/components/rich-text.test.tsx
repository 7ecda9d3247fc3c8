// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '../../../../src/components/rich-text';

afterEach(cleanup);

describe('rich text', () => {
  it('renders the server-sanitised body inside .rich-text', () => {
    const { container } = render(<RichText html="<h2>洗米與浸泡</h2><p>白米浸泡 30 分鐘。</p>" />);
    const box = container.querySelector('.rich-text');
    expect(box?.querySelector('h2')?.textContent).toBe('洗米與浸泡');
  });

  it('shows 載入失敗 in place of a body image that cannot load', () => {
    const { container } = render(
      <RichText html='<figure><img src="/missing.svg" alt="土鍋" width="1200" height="800" loading="lazy"></figure>' />,
    );
    const img = container.querySelector('img');
    if (img) fireEvent.error(img);
    const failed = screen.getByRole('img', { name: '載入失敗' });
    expect(failed.style.aspectRatio).toBe('1200 / 800');
    expect(container.querySelector('img')).toBeNull();
  });
});
