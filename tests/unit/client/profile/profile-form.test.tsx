// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allCities } from '../../../../schemas/tw-address';
import { profileQueries } from '../../../../src/api/profile.queries';
import { ProfileForm } from '../../../../src/screens/member/profile-form';
import { profile } from '../../../support/profile-fixture';
import { fakeApi, json, testQueryClient } from '../session/session-fixtures';

function renderForm() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(profileQueries.me().queryKey, profile);
  render(
    <QueryClientProvider client={queryClient}>
      <ProfileForm profile={profile} cities={allCities()} />
    </QueryClientProvider>,
  );
  return { queryClient };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === 'form-field__error')?.textContent ?? null;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '儲存變更' }));
/** the error summary at the top: its links' words, in order */
const summaryLinks = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((a) => a.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile form (/member/edit)', () => {
  it('is filled with the profile, every field labelled', () => {
    renderForm();
    expect(field(/^姓名/).value).toBe('王小明');
    expect(field(/^手機號碼/).value).toBe('0912345678');
    expect(field('Email').value).toBe('ming@example.com.tw');
    expect(field('Email').readOnly).toBe(true);
    expect((screen.getByLabelText('性別') as HTMLSelectElement).value).toBe('');
    expect(
      within(screen.getByLabelText('性別'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['請選擇', '男', '女', '不透露']);
    for (const label of ['生日', '郵遞區號', '縣市', '鄉鎮市區', '地址', '訂閱好生活電子報'])
      expect(field(label)).toBeTruthy();
  });

  it('shows the schema’s zh-TW messages by their fields and sends nothing', async () => {
    const api = fakeApi({});
    renderForm();
    fireEvent.change(field(/^姓名/), { target: { value: '  ' } });
    fireEvent.change(field(/^手機號碼/), { target: { value: '12345' } });
    fireEvent.change(field('縣市'), { target: { value: '臺北市' } });
    submit();
    await waitFor(() => expect(errorOf(field(/^姓名/))).toBe('請輸入姓名。'));
    expect(field(/^姓名/).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field(/^手機號碼/))).toBe('請輸入正確的手機號碼（09 開頭共 10 碼）。');
    expect(errorOf(field('鄉鎮市區'))).toBe('請選擇鄉鎮市區。');
    expect(summaryLinks()).toEqual(['請輸入姓名。', '請輸入正確的手機號碼（09 開頭共 10 碼）。', '請選擇鄉鎮市區。']);
    expect(api.calls).toHaveLength(0);
  });

  it('focuses the error summary, whose links go to the refused fields in the page’s order', async () => {
    renderForm();
    fireEvent.change(field(/^手機號碼/), { target: { value: '12345' } });
    fireEvent.change(field('縣市'), { target: { value: '臺北市' } });
    submit();
    await waitFor(() => expect(errorOf(field('鄉鎮市區'))).toBe('請選擇鄉鎮市區。'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(summaryLinks()).toEqual(['請輸入正確的手機號碼（09 開頭共 10 碼）。', '請選擇鄉鎮市區。']);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('link', { name: '請選擇鄉鎮市區。' }));
    expect(document.activeElement).toBe(field('鄉鎮市區'));
  });

  it('disables the button while saving, sends once on a double click, then says it is saved', async () => {
    let answer: (r: Response) => void = () => {};
    const api = fakeApi({ 'POST /api/user/profile': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { queryClient } = renderForm();
    fireEvent.change(field(/^姓名/), { target: { value: '王大明' } });
    fireEvent.change(screen.getByLabelText('性別'), { target: { value: 'female' } });
    fireEvent.click(field('訂閱好生活電子報'));
    const button = screen.getByRole('button', { name: '儲存變更' });
    fireEvent.click(button);
    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: '儲存中…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toMatchObject({
      name: '王大明',
      mobile: '0912345678',
      gender: 'female',
      subscribe: true,
    });
    const saved = { ...profile, name: '王大明', gender: 'female', subscribe: true };
    answer(json({ data: saved }));
    await screen.findByText('會員資料已更新。');
    expect((screen.getByRole('button', { name: '儲存變更' }) as HTMLButtonElement).disabled).toBe(false);
    expect(queryClient.getQueryData(profileQueries.me().queryKey)).toEqual(saved);
  });

  it('puts the server’s 422 field errors by their fields', async () => {
    fakeApi({
      'POST /api/user/profile': () =>
        json(
          {
            message: '輸入的資料有誤。',
            errors: { birthday: ['生日不可晚於今天。'], address: ['地址最多 200 個字。'], unknown: ['x'] },
          },
          422,
        ),
    });
    renderForm();
    submit();
    await waitFor(() => expect(errorOf(field('生日'))).toBe('生日不可晚於今天。'));
    expect(errorOf(field('地址'))).toBe('地址最多 200 個字。');
    expect(field('生日').getAttribute('aria-invalid')).toBe('true');
    // the summary lists them in the page's order (the server's unknown field has no place on it)
    expect(summaryLinks()).toEqual(['生日不可晚於今天。', '地址最多 200 個字。']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });

  it('says so when the session has ended meanwhile', async () => {
    fakeApi({ 'POST /api/user/profile': () => json({ message: '請先登入會員。' }, 401) });
    renderForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('登入已逾時，請重新登入後再試。');
  });
});
