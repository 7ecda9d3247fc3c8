// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from '../../../../src/components/form/checkbox-field';
import { errorId, fieldId } from '../../../../src/components/form/field-id';

afterEach(cleanup);

const AgreeSchema = z.object({ agree: z.literal(true, { error: '請閱讀並同意活動報名條款。' }) });
const LABEL = '我已閱讀並同意活動報名條款與退款須知';

function AgreeForm({ onValid }: { onValid: (data: z.output<typeof AgreeSchema>) => void }) {
  const { control, handleSubmit, setFocus } = useForm({
    resolver: zodResolver(AgreeSchema),
    defaultValues: { agree: false as true },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <CheckboxField control={control} name="agree" label={LABEL} hint="條款可於活動頁查看。" required />
      <button type="button" onClick={() => setFocus('agree')}>
        聚焦
      </button>
      <button type="submit">確認送出</button>
    </form>
  );
}

const box = () => screen.getByRole('checkbox', { name: new RegExp(LABEL) }) as HTMLInputElement;
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

describe('CheckboxField', () => {
  it('gives the form true once ticked (a boolean, not "on")', async () => {
    const onValid = vi.fn();
    render(<AgreeForm onValid={onValid} />);
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '確認送出' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ agree: true });
  });

  it('refuses an unticked box with an error tied to it, on the id an error summary links to', async () => {
    const onValid = vi.fn();
    render(<AgreeForm onValid={onValid} />);
    expect(box().id).toBe(fieldId('agree'));
    expect(describedText(box())).toEqual(['條款可於活動頁查看。']);
    fireEvent.click(screen.getByRole('button', { name: '確認送出' }));
    const message = await screen.findByText('請閱讀並同意活動報名條款。');
    expect(onValid).not.toHaveBeenCalled();
    expect(message.id).toBe(errorId('agree'));
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box())).toEqual(['條款可於活動頁查看。', '請閱讀並同意活動報名條款。']);
    // ticked again, the error goes (the form re-validates a field it has refused)
    fireEvent.click(box());
    await waitFor(() => expect(screen.queryByText('請閱讀並同意活動報名條款。')).toBeNull());
  });

  it('takes the form’s focus (react-hook-form’s ref)', async () => {
    render(<AgreeForm onValid={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '聚焦' }));
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });
});
