// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorId, fieldId } from '../../../../src/components/form/field-id';
import {
  CheckboxGroupField,
  MobileField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../../src/components/form/text-field';

afterEach(cleanup);

const NameSchema = z.object({ name: z.string().trim().min(1, '請輸入姓名。') });

function NameForm({ onValid }: { onValid: (data: { name: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(NameSchema), defaultValues: { name: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField label="姓名" {...register('name')} error={errors.name?.message} />
      <button type="submit">送出</button>
    </form>
  );
}

function ResettableMessage() {
  const { register, reset } = useForm({ defaultValues: { content: '早安' } });
  return (
    <>
      <TextAreaField label="內容" {...register('content')} maxLength={10} />
      <button type="button" onClick={() => reset({ content: '午安你好' })}>
        還原
      </button>
    </>
  );
}

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

describe('fieldId', () => {
  it('turns a field path into an id an error summary can link to', () => {
    expect(fieldId('name')).toBe('field-name');
    expect(fieldId('others.city')).toBe('field-others-city');
    expect(fieldId('items[0].name')).toBe('field-items-0--name');
    expect(errorId('others.city')).toBe('field-others-city-error');
  });
});

describe('TextField', () => {
  it('ties its label, hint and error to the input', () => {
    render(<TextField label="公司名稱" name="others.company_name" hint="請填全名" error="請輸入公司名稱。" required />);
    const input = screen.getByLabelText(/^公司名稱/);
    expect(input.id).toBe('field-others-company_name');
    expect(input.getAttribute('name')).toBe('others.company_name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(describedText(input)).toEqual(['請填全名', '請輸入公司名稱。']);
    expect(document.getElementById(errorId('others.company_name'))?.textContent).toBe('請輸入公司名稱。');
    // the mark is seen; 必填 is heard
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('必填').className).toBe('visually-hidden');
  });

  it('is neither invalid nor described when it has no hint and no error', () => {
    render(<TextField label="姓名" name="name" />);
    const input = screen.getByLabelText('姓名');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('takes react-hook-form’s register as it is: value, validation and focus', async () => {
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('姓名'))).toEqual(['請輸入姓名。']));
    expect(document.activeElement).toBe(screen.getByLabelText('姓名'));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王小明' } });
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: '王小明' }, expect.anything()));
  });
});

describe('MobileField', () => {
  it('opens the number pad, autofills the phone and shows an example', () => {
    render(<MobileField label="手機號碼" name="phone" />);
    const input = screen.getByLabelText('手機號碼') as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('tel');
    expect(describedText(input)).toEqual(['例：0912345678']);
  });
});

describe('TextAreaField', () => {
  it('counts the characters as they are typed, when it has a limit', () => {
    render(<TextAreaField label="內容" name="content" maxLength={500} />);
    const area = screen.getByLabelText('內容');
    expect(describedText(area)).toEqual(['0／500']);
    fireEvent.change(area, { target: { value: '你好，請問' } });
    expect(describedText(area)).toEqual(['5／500']);
  });

  it('counts a value the form sets without a keystroke (reset, a restored draft)', async () => {
    render(<ResettableMessage />);
    expect(screen.getByText('2／10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '還原' }));
    await screen.findByText('4／10');
  });

  it('has no count without a limit', () => {
    render(<TextAreaField label="備註" name="memo" />);
    expect(screen.queryByText(/／/)).toBeNull();
  });
});

describe('SelectField', () => {
  it('starts with an empty 請選擇 when asked', () => {
    render(
      <SelectField
        label="購買通路"
        name="others.channel_id"
        placeholder
        options={[
          { value: '1', label: '門市' },
          { value: '2', label: '網路' },
        ]}
        error="請選擇購買通路。"
      />,
    );
    const select = screen.getByLabelText('購買通路') as HTMLSelectElement;
    expect(select.id).toBe('field-others-channel_id');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ['', '請選擇'],
      ['1', '門市'],
      ['2', '網路'],
    ]);
    expect(select.value).toBe('');
    expect(describedText(select)).toEqual(['請選擇購買通路。']);
  });
});

describe('CheckboxGroupField', () => {
  const options = [
    { value: 'a', label: 'Staub' },
    { value: 'b', label: 'Zwilling' },
    { value: 'c', label: 'BALLARINI' },
  ];

  it('is a group named by its legend; the first box carries the field id', () => {
    render(
      <CheckboxGroupField
        label="品牌"
        name="others.brands"
        options={options}
        value={[]}
        onChange={() => {}}
        error="請選擇品牌。"
      />,
    );
    const group = screen.getByRole('group', { name: '品牌' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByLabelText('Staub').id).toBe('field-others-brands');
    expect(describedText(group)).toEqual(['請選擇品牌。']);
  });

  it('adds and removes values, in the options’ order', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CheckboxGroupField label="品牌" name="brands" options={options} value={['c']} onChange={onChange} />,
    );
    expect((screen.getByLabelText('BALLARINI') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Staub'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    rerender(
      <CheckboxGroupField label="品牌" name="brands" options={options} value={['a', 'c']} onChange={onChange} />,
    );
    fireEvent.click(screen.getByLabelText('BALLARINI'));
    expect(onChange).toHaveBeenLastCalledWith(['a']);
  });
});
