// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorId, fieldId } from '../../../../src/components/form/field-id';
import { RadioGroup, RadioGroupField } from '../../../../src/components/form/radio-group-field';

afterEach(cleanup);

// the step schemas ask for ids as numbers: a string "3" must not pass
const SessionSchema = z.object({ session_id: z.number({ error: '請選擇場次。' }).int().min(1, '請選擇場次。') });

const SESSIONS = [
  { value: 1, label: '週六下午場', hint: '剩餘 10 位' },
  { value: 2, label: '週日下午場', hint: '已額滿', disabled: true },
  { value: 3, label: '週一晚場', hint: '剩餘 4 位' },
] as const;

function SessionForm({
  onValid,
  onValueChange,
  initial,
  options = SESSIONS,
}: {
  onValid: (data: z.output<typeof SessionSchema>) => void;
  onValueChange?: (value: number) => void;
  initial?: number;
  options?: readonly { value: number; label: string; hint?: string; disabled?: boolean }[];
}) {
  const { control, handleSubmit, setFocus } = useForm({
    resolver: zodResolver(SessionSchema),
    defaultValues: { session_id: initial as number },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <RadioGroupField
        control={control}
        name="session_id"
        label="場次"
        hint="請選擇一個場次。"
        required
        options={options}
        onValueChange={onValueChange}
      />
      <button type="button" onClick={() => setFocus('session_id')}>
        聚焦
      </button>
      <button type="submit">下一步</button>
    </form>
  );
}

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('RadioGroupField', () => {
  it('gives the form the chosen option’s own value: a number stays a number', async () => {
    const onValid = vi.fn();
    const onValueChange = vi.fn();
    render(<SessionForm onValid={onValid} onValueChange={onValueChange} />);
    fireEvent.click(radio('週一晚場'));
    expect(radio('週一晚場').checked).toBe(true);
    expect(onValueChange).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ session_id: 3 });
    expect(screen.queryByText('請選擇場次。')).toBeNull();
  });

  it('starts with nothing chosen, and an untouched group is refused with its error tied to the group', async () => {
    const onValid = vi.fn();
    render(<SessionForm onValid={onValid} />);
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const message = await screen.findByText('請選擇場次。');
    expect(onValid).not.toHaveBeenCalled();
    expect(message.id).toBe(errorId('session_id'));
    const group = screen.getByRole('group', { name: /場次/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(group)).toEqual(['請選擇一個場次。', '請選擇場次。']);
    // the summary's link target: the first radio that can be chosen
    expect(radio('週六下午場').id).toBe(fieldId('session_id'));
  });

  it('a draft’s value is shown chosen, and it carries the field id and takes the form’s focus', async () => {
    render(<SessionForm onValid={() => {}} initial={3} />);
    expect(radio('週一晚場').checked).toBe(true);
    expect(radio('週一晚場').id).toBe(fieldId('session_id'));
    expect(radio('週六下午場').id).not.toBe(fieldId('session_id'));
    fireEvent.click(screen.getByRole('button', { name: '聚焦' }));
    await waitFor(() => expect(document.activeElement).toBe(radio('週一晚場')));
  });

  it('skips a disabled first option for the field id, and cannot choose a disabled one', async () => {
    const options = [
      { value: 2, label: '週日下午場', disabled: true },
      { value: 3, label: '週一晚場' },
    ];
    render(<SessionForm onValid={() => {}} options={options} />);
    expect(radio('週日下午場').disabled).toBe(true);
    expect(radio('週一晚場').id).toBe(fieldId('session_id'));
    fireEvent.click(screen.getByRole('button', { name: '聚焦' }));
    await waitFor(() => expect(document.activeElement).toBe(radio('週一晚場')));
  });

  it('ties each option’s hint to its radio, outside its name; native radios share the field’s name', () => {
    render(<SessionForm onValid={() => {}} />);
    const group = screen.getByRole('group', { name: /場次/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(describedText(radio('週六下午場'))).toEqual(['剩餘 10 位']);
    expect(describedText(radio('週日下午場'))).toEqual(['已額滿']);
    for (const r of within(group).getAllByRole('radio')) expect((r as HTMLInputElement).name).toBe('session_id');
    expect(within(group).getByText('必填')).toBeTruthy();
  });
});

describe('RadioGroup (controlled, outside a react-hook-form form)', () => {
  it('hands on the option value and shows the one it is given', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'B2C', label: '會員載具' },
      { value: 'B2B', label: '公司' },
    ];
    const { rerender } = render(
      <RadioGroup name="carrier" label="發票類型" options={options} value="B2C" onChange={onChange} />,
    );
    expect(radio('會員載具').checked).toBe(true);
    fireEvent.click(radio('公司'));
    expect(onChange).toHaveBeenLastCalledWith('B2B');
    // controlled: nothing moves until the owner says so
    expect(radio('會員載具').checked).toBe(true);
    rerender(<RadioGroup name="carrier" label="發票類型" options={options} value="B2B" onChange={onChange} />);
    expect(radio('公司').checked).toBe(true);
    expect(radio('公司').id).toBe(fieldId('carrier'));
  });
});
