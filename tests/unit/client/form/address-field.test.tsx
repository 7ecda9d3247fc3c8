// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { refineAddress } from '../../../../schemas/address.schema';
import { allCities } from '../../../../schemas/tw-address';
import { AddressField, type AddressValue } from '../../../../src/components/form/address-field';
import { useAddressField } from '../../../../src/components/form/use-address-field';

afterEach(cleanup);

const cities = allCities();
const select = (label: string | RegExp) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (el: HTMLElement) =>
  within(el)
    .getAllByRole('option')
    .map((o) => o.textContent);

function Controlled({ initial, ...props }: { initial: AddressValue; allOption?: boolean; namePrefix?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AddressField {...props} cities={cities} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const SendSchema = z
  .object({ send_city: z.string(), send_town: z.string(), send_zip_code: z.string() })
  .superRefine(refineAddress('send_'));

function SendAddressForm({ onValid }: { onValid: (data: z.output<typeof SendSchema>) => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SendSchema),
    defaultValues: { send_city: '', send_town: '', send_zip_code: '' },
  });
  const address = useAddressField(control, 'send_');
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <AddressField {...address} cities={cities} required />
      <button type="submit">下一步</button>
    </form>
  );
}

const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}');

describe('AddressField', () => {
  it('offers the 22 cities, then the chosen city’s towns', () => {
    render(<Controlled initial={{ city: '', town: '', zip_code: '' }} />);
    expect(optionTexts(select('縣市'))).toHaveLength(23);
    expect(optionTexts(select('縣市'))[0]).toBe('請選擇');
    expect(optionTexts(select('鄉鎮市區'))).toEqual(['請選擇']);
    fireEvent.change(select('縣市'), { target: { value: '基隆市' } });
    expect(optionTexts(select('鄉鎮市區'))).toEqual([
      '請選擇',
      '仁愛區',
      '信義區',
      '中正區',
      '中山區',
      '安樂區',
      '暖暖區',
      '七堵區',
    ]);
  });

  it('fills the zip code from the town, and clears town and zip when the city changes', () => {
    render(<Controlled initial={{ city: '', town: '', zip_code: '' }} />);
    fireEvent.change(select('縣市'), { target: { value: '臺北市' } });
    fireEvent.change(select('鄉鎮市區'), { target: { value: '中正區' } });
    expect(shown()).toEqual({ city: '臺北市', town: '中正區', zip_code: '100' });
    const zip = screen.getByLabelText('郵遞區號') as HTMLInputElement;
    expect(zip.value).toBe('100');
    expect(zip.readOnly).toBe(true);
    fireEvent.change(select('縣市'), { target: { value: '新北市' } });
    expect(shown()).toEqual({ city: '新北市', town: '', zip_code: '' });
    expect(select('鄉鎮市區').value).toBe('');
    expect(zip.value).toBe('');
  });

  it('shows a stored address written with 台', () => {
    render(<Controlled initial={{ city: '台中市', town: '西屯區', zip_code: '407' }} />);
    expect(select('縣市').value).toBe('臺中市');
    expect(select('鄉鎮市區').value).toBe('西屯區');
  });

  it('offers 全部地區 first when it filters', () => {
    render(<Controlled allOption initial={{ city: '', town: '', zip_code: '' }} />);
    expect(optionTexts(select('縣市'))[0]).toBe('全部地區');
    expect(select('縣市').value).toBe('');
  });

  it('names its fields with the prefix and ties each error to its control', () => {
    render(
      <AddressField
        cities={cities}
        namePrefix="others."
        value={{ city: '臺北市', town: '', zip_code: '' }}
        onChange={() => {}}
        errors={{ town: '請選擇鄉鎮市區。' }}
      />,
    );
    expect(select('縣市').id).toBe('field-others-city');
    expect(select('縣市').name).toBe('others.city');
    expect(select('鄉鎮市區').id).toBe('field-others-town');
    expect(screen.getByLabelText('郵遞區號').id).toBe('field-others-zip_code');
    expect(select('鄉鎮市區').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select('鄉鎮市區').getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '請選擇鄉鎮市區。',
    );
    expect(select('縣市').hasAttribute('aria-invalid')).toBe(false);
  });

  it('works in a react-hook-form form with the shared schema (useAddressField)', async () => {
    const onValid = vi.fn();
    render(<SendAddressForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByText('請選擇縣市。');
    expect(screen.getByText('請選擇鄉鎮市區。')).toBeTruthy();
    // the first refused field takes the focus
    expect(document.activeElement).toBe(select(/^縣市/));
    fireEvent.change(select(/^縣市/), { target: { value: '高雄市' } });
    fireEvent.change(select(/^鄉鎮市區/), { target: { value: '鼓山區' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        { send_city: '高雄市', send_town: '鼓山區', send_zip_code: '804' },
        expect.anything(),
      ),
    );
    expect(screen.queryByText('請選擇縣市。')).toBeNull();
  });
});
