// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepProgress } from '../../../../src/components/form/step-progress';

afterEach(cleanup);

const STEPS = ['填寫資料', '確認內容', '完成'] as const;

describe('StepProgress', () => {
  it('names the steps in order and says which one the member is on', () => {
    render(<StepProgress steps={STEPS} current={1} />);
    const nav = screen.getByRole('navigation', { name: '填寫進度' });
    expect(within(nav).getByText('步驟 2／3')).toBeTruthy();
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[1]?.textContent).toContain('確認內容');
  });

  it('marks the steps already done, for the eye and the ear', () => {
    render(<StepProgress steps={STEPS} current={2} label="聯絡我們進度" />);
    const items = within(screen.getByRole('navigation', { name: '聯絡我們進度' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.includes('已完成'))).toEqual([true, true, false]);
    expect(items.map((li) => li.className.includes('step-progress__step--done'))).toEqual([true, true, false]);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('步驟 3／3')).toBeTruthy();
  });
});
