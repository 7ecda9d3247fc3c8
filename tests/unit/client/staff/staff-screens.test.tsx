// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { StaffAuditScreen } from '../../../../src/screens/staff/staff-audit-screen';
import { StaffHomeScreen } from '../../../../src/screens/staff/staff-home-screen';
import { StaffMailsScreen } from '../../../../src/screens/staff/staff-mails-screen';
import { StaffPeopleScreen } from '../../../../src/screens/staff/staff-people-screen';
import { at, links, meta, type Route, stubApi } from '../api-stub';
import { signedInForEachTest } from './staff-dom';

signedInForEachTest();

const ADMIN = { id: 1, name: '王管理', email: 'admin@example.com', roles: ['admin'] };
const EDITOR = { id: 2, name: '李編輯', email: 'editor@example.com', roles: ['editor'] };
const person = (p: typeof ADMIN) => ({ ...p, granted_at: '2026-11-01T02:00:00.000Z' });

function renderAt(path: string, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** answers one method on one path */
const on =
  (method: string, path: string, body: unknown, status = 200): Route =>
  (url) =>
    url.pathname === path && method === currentMethod ? { status, body } : undefined;
let currentMethod = 'GET';

/** stubApi answers by URL only: this one also records the method of each call */
function stubWithMethods(...routes: Route[]) {
  const calls = stubApi(...routes);
  const inner = globalThis.fetch as unknown as (input: string, init?: RequestInit) => Promise<Response>;
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    currentMethod = init?.method ?? 'GET';
    sent.push({
      method: currentMethod,
      path: new URL(input, 'http://localhost').pathname,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    return inner(input, init);
  });
  return { calls, sent };
}

describe('the staff shell', () => {
  it('tells a member without a role that they have no console access, and what to do', async () => {
    stubWithMethods(at('/api/staff/me', { message: '您沒有權限執行此操作。' }, 403));
    renderAt('/staff', <StaffHomeScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: '您沒有後台權限' })).toBeTruthy();
    expect(screen.getByText(/請聯絡網站管理員/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '後台選單' })).toBeNull();
  });

  it("lists in its navigation only what the person's roles open", async () => {
    stubWithMethods(at('/api/staff/me', { data: ADMIN }));
    renderAt('/staff', <StaffHomeScreen />);
    const nav = await screen.findByRole('navigation', { name: '後台選單' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      '總覽',
      '人員與角色',
      '稽核紀錄',
      '郵件佇列',
      '流程洞察',
      '文章',
      '首頁橫幅與區塊',
      '頁面區塊',
      '條款與政策',
      '食譜',
      '品牌',
      '商品資訊',
      '商品型號',
      '門市',
      '活動',
      '活動訂單',
      '入場驗票',
      '維修申請',
      '速修預約時段',
      '保固登錄審核',
      '贈品申請',
      '贈品活動',
      '聯絡我們留言',
    ]);
    expect(screen.getByText('王管理')).toBeTruthy();
    cleanup();

    stubWithMethods(at('/api/staff/me', { data: EDITOR }));
    renderAt('/staff', <StaffHomeScreen />);
    const editorNav = await screen.findByRole('navigation', { name: '後台選單' });
    expect(
      within(editorNav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      '總覽',
      '流程洞察',
      '文章',
      '首頁橫幅與區塊',
      '頁面區塊',
      '條款與政策',
      '食譜',
      '品牌',
      '商品資訊',
      '商品型號',
      '門市',
    ]);
    expect(screen.getByRole('link', { name: '回到網站' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: '登出' })).toBeTruthy();
  });

  it('shows a screen that needs another role as such, without calling its API', async () => {
    const { sent } = stubWithMethods(at('/api/staff/me', { data: EDITOR }));
    renderAt('/staff/people', <StaffPeopleScreen />);
    expect(await screen.findByText('此頁需要其他角色')).toBeTruthy();
    expect(sent.map((c) => c.path)).toEqual(['/api/staff/me']);
  });
});

describe('people and roles', () => {
  it('puts the server refusal of a grant by the email field', async () => {
    const { sent } = stubWithMethods(
      on('GET', '/api/staff/me', { data: ADMIN }),
      on('GET', '/api/staff/people', { data: [person(ADMIN)] }),
      on(
        'POST',
        '/api/staff/people',
        { message: '輸入資料有誤。', errors: { email: ['找不到使用此 Email 的會員，請對方先登入網站一次。'] } },
        422,
      ),
    );
    renderAt('/staff/people', <StaffPeopleScreen />);
    fireEvent.change(await screen.findByRole('textbox', { name: /會員 Email/ }), {
      target: { value: 'nobody@example.com' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '內容編輯' }));
    fireEvent.click(screen.getByRole('button', { name: '授予角色' }));
    const field = await screen.findByRole('textbox', { name: /會員 Email/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const errorId =
      field
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('-error')) ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('找不到使用此 Email 的會員，請對方先登入網站一次。');
    expect(sent.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/staff/people', body: { email: 'nobody@example.com', roles: ['editor'] } },
    ]);
  });

  it("saves a person's ticked roles as a whole, and shows the server's 409 by their boxes", async () => {
    const { sent } = stubWithMethods(
      on('GET', '/api/staff/me', { data: ADMIN }),
      on('GET', '/api/staff/people', { data: [person(ADMIN), person(EDITOR)] }),
      on(
        'PUT',
        '/api/staff/people/2/roles',
        { message: '衝突', errors: { roles: ['網站至少需要一位管理員，無法移除最後一位管理員的管理員角色。'] } },
        409,
      ),
    );
    renderAt('/staff/people', <StaffPeopleScreen />);
    const boxes = await screen.findByRole('group', { name: '李編輯 的角色' });
    // one's own roles are not for changing: the boxes are disabled and say why
    const own = screen.getByRole('group', { name: /王管理 的角色/ }) as HTMLFieldSetElement;
    expect(own.disabled).toBe(true);
    expect(document.getElementById(own.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '不能變更自己的角色，請由另一位管理員處理。',
    );
    fireEvent.click(within(boxes).getByRole('checkbox', { name: '活動與訂單' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存角色：李編輯' }));
    await waitFor(() => expect(boxes.getAttribute('aria-invalid')).toBe('true'));
    const note = document.getElementById(boxes.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('網站至少需要一位管理員，無法移除最後一位管理員的管理員角色。');
    expect(sent.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/staff/people/2/roles', body: { roles: ['editor', 'events'] } },
    ]);
  });
});

describe('the audit log', () => {
  const entry = {
    id: 7,
    at: '2026-11-20T03:05:00.000Z',
    actor_id: 1,
    actor_email: 'admin@example.com',
    ip: '203.0.113.9',
    action: 'staff.roles',
    entity: 'member',
    entity_id: '2',
    before: { roles: ['editor'], note: 'same' },
    after: { roles: ['editor', 'events'], note: 'same' },
  };

  it('lists entries in Taipei time from the filters in the address, each with its before → after', async () => {
    const { calls } = stubWithMethods(
      at('/api/staff/me', { data: ADMIN }),
      at('/api/staff/audit', { data: [entry], meta: meta(1, 1, 50), links }),
    );
    renderAt('/staff/audit?action=staff.roles', <StaffAuditScreen />);
    const table = await screen.findByRole('table', { name: /稽核紀錄/ });
    expect(within(table).getByRole('rowheader').textContent).toBe('2026/11/20 11:05');
    expect(within(table).getByText('admin@example.com')).toBeTruthy();
    expect(within(table).getByText('member #2')).toBeTruthy();
    expect(calls.find((u) => u.pathname === '/api/staff/audit')?.searchParams.get('action')).toBe('staff.roles');
    expect((screen.getByRole('textbox', { name: '動作' }) as HTMLInputElement).value).toBe('staff.roles');

    fireEvent.click(within(table).getByRole('button', { name: '顯示變更' }));
    const diff = screen.getByRole('table', { name: 'member #2 的變更' });
    // only the changed key, both values side by side
    expect(
      within(diff)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['roles']);
    expect(
      within(diff)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['editor', 'editor、events']);
    // read-only: nothing on the screen edits or deletes
    expect(screen.queryByRole('button', { name: /刪除|編輯|修改/ })).toBeNull();
  });

  it("puts the server's refusal of a filter by its field", async () => {
    stubWithMethods(
      at('/api/staff/me', { data: ADMIN }),
      at('/api/staff/audit', { message: '輸入資料有誤。', errors: { to: ['結束日期不可早於開始日期。'] } }, 422),
    );
    renderAt('/staff/audit?from=2026-11-20&to=2026-11-01', <StaffAuditScreen />);
    expect(await screen.findByText('結束日期不可早於開始日期。')).toBeTruthy();
    expect(screen.getByLabelText('結束日期').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the mail outbox', () => {
  const failed = {
    id: 5,
    key: 'contact:12:ack',
    template: null,
    to: 'refused@example.com',
    subject: '我們已收到您的留言',
    status: 'failed',
    attempts: 10,
    last_error: '550 mailbox unavailable',
    created_at: '2026-11-20T03:05:00.000Z',
    sent_at: null,
  };
  const template = {
    ...failed,
    id: 6,
    key: 'order:E-1:paid',
    template: 'order-paid',
    to: null,
    subject: null,
    status: 'queued',
    attempts: 0,
    last_error: null,
  };

  it('lists mails from the filters in the address and sends a failed one again, once', async () => {
    let answer!: (value: unknown) => void;
    const { calls, sent } = stubWithMethods(
      at('/api/staff/me', { data: ADMIN }),
      on('POST', '/api/staff/mails/5/retry', { data: { ...failed, status: 'queued' } }),
      at('/api/staff/mails', { data: [failed, template], meta: meta(1, 2, 50), links }),
    );
    const inner = globalThis.fetch;
    // the retry answers only when the test says so: a second press meanwhile must send nothing
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST') await new Promise((resolve) => (answer = resolve));
      return inner(input, init);
    });
    renderAt('/staff/mails?status=failed', <StaffMailsScreen />);
    const table = await screen.findByRole('table', { name: /郵件佇列/ });
    expect(calls.find((u) => u.pathname === '/api/staff/mails')?.searchParams.get('status')).toBe('failed');
    expect((screen.getByRole('combobox', { name: '狀態' }) as HTMLSelectElement).value).toBe('failed');
    expect(within(table).getAllByRole('rowheader')[0]?.textContent).toBe('2026/11/20 11:05');
    expect(within(table).getByText('寄送失敗')).toBeTruthy();
    expect(within(table).getByText('550 mailbox unavailable')).toBeTruthy();
    // a template mail not made yet: its key and template name
    expect(within(table).getByText('order:E-1:paid')).toBeTruthy();
    expect(within(table).getByText('（寄出時產生：order-paid）')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /重新寄送/ })).toHaveLength(1);

    const button = within(table).getByRole('button', { name: '重新寄送 refused@example.com' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(null);
    expect(await screen.findByText('已重新排入寄送。')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('已重新排入寄送。');
    expect(within(table).getAllByText('待寄出')).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: /重新寄送/ })).toBeNull();
    expect(sent.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
