// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewList } from '../../../../src/components/form/review-list';

afterEach(cleanup);

describe('ReviewList', () => {
  it('lists the answers by section, empty ones as 未填寫, each with its change button', () => {
    const changeName = vi.fn();
    render(
      <ReviewList
        sections={[
          {
            title: '聯絡資料',
            rows: [
              { label: '姓名', value: '王小明', change: { onClick: changeName } },
              { label: '電話', value: '', change: { onClick: () => {} } },
            ],
          },
          { title: '詢問內容', rows: [{ label: '內容', value: '請問保固' }] },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['聯絡資料', '詢問內容']);
    const [contact] = document.querySelectorAll('dl');
    expect(contact).toBeTruthy();
    const terms = within(contact as HTMLElement).getAllByRole('term');
    const details = within(contact as HTMLElement).getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['姓名', '電話']);
    expect(details.map((d) => d.textContent)).toContain('未填寫');
    fireEvent.click(screen.getByRole('button', { name: '修改 姓名' }));
    expect(changeName).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '修改 電話' })).toBeTruthy();
    // a row without a change has no button
    expect(screen.queryByRole('button', { name: /內容/ })).toBeNull();
  });
});
