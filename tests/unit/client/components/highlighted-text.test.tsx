// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedText } from '../../../../src/components/highlighted-text';

afterEach(cleanup);

describe('search highlighting', () => {
  it('wraps the matched terms in <mark>', () => {
    const { container } = render(
      <p>
        <HighlightedText text="第一只鑄鐵鍋怎麼選" ranges={[[3, 6]]} />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['鑄鐵鍋']);
    expect(container.textContent).toBe('第一只鑄鐵鍋怎麼選');
  });
});
