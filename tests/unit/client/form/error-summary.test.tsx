// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorList } from '../../../../src/components/form/error-list';
import { ErrorSummary } from '../../../../src/components/form/error-summary';
import { TextField } from '../../../../src/components/form/text-field';

afterEach(cleanup);

function Step({ errors }: { errors: { name: string; message: string }[] }) {
  return (
    <form>
      <ErrorSummary errors={errors} />
      <TextField label="姓名" name="name" error={errors.find((e) => e.name === 'name')?.message} />
      <TextField label="訂單編號" name="others.order_number" />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    render(<Step errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('appears focused, titled, with one link per refused field', () => {
    render(
      <Step
        errors={[
          { name: 'name', message: '請輸入姓名。' },
          { name: 'others.order_number', message: '請輸入訂單編號。' },
        ]}
      />,
    );
    const summary = screen.getByRole('alert', { name: '請修正以下欄位' });
    expect(document.activeElement).toBe(summary);
    expect(summary.tabIndex).toBe(-1);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['請輸入姓名。', '#field-name'],
      ['請輸入訂單編號。', '#field-others-order_number'],
    ]);
  });

  it('moves the focus to the field whose link is followed', () => {
    render(<Step errors={[{ name: 'others.order_number', message: '請輸入訂單編號。' }]} />);
    fireEvent.click(screen.getByRole('link', { name: '請輸入訂單編號。' }));
    expect(document.activeElement).toBe(screen.getByLabelText('訂單編號'));
  });

  it('takes the focus again when the errors change, not when they stay the same', () => {
    const first = [{ name: 'name', message: '請輸入姓名。' }];
    const { rerender } = render(<Step errors={first} />);
    screen.getByLabelText(/^姓名/).focus();
    rerender(<Step errors={[...first]} />);
    expect(document.activeElement).toBe(screen.getByLabelText(/^姓名/));
    rerender(<Step errors={[{ name: 'name', message: '姓名最多 50 個字。' }]} />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('takes its own title', () => {
    render(<ErrorSummary title="送出失敗" errors={[{ name: 'x', message: '錯誤' }]} />);
    expect(screen.getByRole('alert', { name: '送出失敗' })).toBeTruthy();
  });
});

describe('errorList', () => {
  it('lists react-hook-form’s errors in the step’s order, nested paths included', () => {
    const errors = {
      others: { city: { type: 'custom', message: '請選擇縣市。' } },
      name: { type: 'too_small', message: '請輸入姓名。' },
    };
    expect(errorList(errors, ['name', 'email', 'others.city'])).toEqual([
      { name: 'name', message: '請輸入姓名。' },
      { name: 'others.city', message: '請選擇縣市。' },
    ]);
  });
});
