// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { StaffHomePageScreen } from '../../../../src/screens/staff/staff-home-page-screen';
import { type Route, stubApi } from '../api-stub';
import { signedInForEachTest } from './staff-dom';

signedInForEachTest();

const EDITOR = { id: 2, name: '李編輯', email: 'editor@example.com', roles: ['editor'] };
const banner = (id: number, device: 'pc' | 'mobile', subject: string, status: string, version = 3) => ({
  id,
  device,
  subject,
  image: { link: `/media/${id}/b.jpg`, width: 1200, height: 500, alt: `${subject}的圖` },
  link: '/events',
  sort: id,
  status,
  published_at: null,
  publish_at: null,
  version,
  updated_at: '2026-11-20T02:00:00.000Z',
});
const BANNERS = [
  banner(1, 'pc', '冬日餐桌', 'published'),
  banner(2, 'pc', '料理教室', 'draft'),
  banner(3, 'mobile', '冬日餐桌（手機）', 'published'),
];
const BLOCKS = ['first_block', 'event_block', 'ecolife_block', 'services_block', 'footer_block'].map((key) => ({
  key,
  subject: `${key} 標題`,
  subtitle: null,
  content: '',
  image: null,
  link: null,
  link_text: null,
  version: 1,
  updated_at: '2026-11-20T02:00:00.000Z',
}));

/** Answers by method and path, and records what each call sent. */
function stubConsole(answers: Record<string, { status?: number; body: unknown }>) {
  let method = 'GET';
  const route: Route = (url) => answers[`${method} ${url.pathname}`];
  stubApi(route);
  const inner = globalThis.fetch as unknown as (input: string, init?: RequestInit) => Promise<Response>;
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    method = init?.method ?? 'GET';
    const path = new URL(input, 'http://localhost').pathname;
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
    return inner(input, init);
  });
  return sent;
}

const BASE = {
  'GET /api/staff/me': { body: { data: EDITOR } },
  'GET /api/staff/home-banners': { body: { data: BANNERS } },
  'GET /api/staff/home-blocks': { body: { data: BLOCKS } },
};

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/staff/home']}>
        <StaffHomePageScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/staff/home', () => {
  it('lists each carousel with its pictures and states, and the five blocks', async () => {
    stubConsole(BASE);
    renderScreen();
    const desktop = await screen.findByRole('table', { name: /^電腦版橫幅/ });
    expect(within(desktop).getByRole('img', { name: '冬日餐桌的圖' })).toBeTruthy();
    expect(within(desktop).getByRole('button', { name: '上移「冬日餐桌」' }).hasAttribute('disabled')).toBe(true);
    const phone = screen.getByRole('table', { name: /^手機版橫幅/ });
    expect(within(phone).getAllByRole('row')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^編輯「.+區塊」$|^編輯「首頁開頭」$/ })).toHaveLength(5);
  });

  it('publishes a draft and takes a published banner down, each from the version shown', async () => {
    const sent = stubConsole({
      ...BASE,
      'POST /api/staff/home-banners/2/publication': { body: { data: banner(2, 'pc', '料理教室', 'published', 4) } },
      'POST /api/staff/home-banners/1/publication': { body: { data: banner(1, 'pc', '冬日餐桌', 'unpublished', 4) } },
    });
    renderScreen();
    const desktop = await screen.findByRole('table', { name: /^電腦版橫幅/ });
    fireEvent.click(within(desktop).getByRole('button', { name: '發布' }));
    await screen.findByText('「料理教室」已發布。');
    fireEvent.click(within(desktop).getByRole('button', { name: '下架' }));
    await screen.findByText('「冬日餐桌」已下架。');
    const moves = sent.filter((c) => c.path.endsWith('/publication'));
    expect(moves).toEqual([
      { method: 'POST', path: '/api/staff/home-banners/2/publication', body: { to: 'published', version: 3 } },
      { method: 'POST', path: '/api/staff/home-banners/1/publication', body: { to: 'unpublished', version: 3 } },
    ]);
  });

  it('moves a banner up by sending its carousel in the new order', async () => {
    const sent = stubConsole({ ...BASE, 'POST /api/staff/home-banners/order': { body: { data: BANNERS } } });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: '上移「料理教室」' }));
    await screen.findByText('已更新順序。');
    expect(sent.find((c) => c.path === '/api/staff/home-banners/order')?.body).toEqual({ device: 'pc', ids: [2, 1] });
  });

  it('says so when someone else changed a banner first (409), and reloads the list', async () => {
    stubConsole({
      ...BASE,
      'POST /api/staff/home-banners/2/publication': {
        status: 409,
        body: { message: '這筆資料已被其他人更新', errors: { version: ['這筆資料已被其他人更新'] } },
      },
    });
    renderScreen();
    const desktop = await screen.findByRole('table', { name: /^電腦版橫幅/ });
    fireEvent.click(within(desktop).getByRole('button', { name: '發布' }));
    await screen.findByText('資料已被其他人更新，已重新載入最新內容，請再試一次。');
  });

  it('edits a banner from its version; a refused field shows by the field', async () => {
    const sent = stubConsole({
      ...BASE,
      'PUT /api/staff/home-banners/1': {
        status: 422,
        body: { message: '資料有誤', errors: { link: ['連結須為站內路徑（以 / 開頭）或 https:// 開頭的網址。'] } },
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: '編輯「冬日餐桌」' }));
    const form = await screen.findByRole('region', { name: '編輯「冬日餐桌」' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^標題/ }), { target: { value: '冬日餐桌 改' } });
    fireEvent.click(within(form).getByRole('button', { name: '儲存' }));
    await waitFor(() =>
      expect(sent.some((c) => c.method === 'PUT' && c.path === '/api/staff/home-banners/1')).toBe(true),
    );
    expect(sent.find((c) => c.method === 'PUT' && c.path === '/api/staff/home-banners/1')?.body).toMatchObject({
      subject: '冬日餐桌 改',
      image_alt: '冬日餐桌的圖',
      version: 3,
    });
    expect(await within(form).findAllByText('連結須為站內路徑（以 / 開頭）或 https:// 開頭的網址。')).not.toHaveLength(
      0,
    );
  });
});
