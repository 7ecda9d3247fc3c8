// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StaffArticleEditScreen, StaffArticleNewScreen } from '../../../../src/screens/staff/staff-article-edit-screen';
import { StaffBrandEditScreen } from '../../../../src/screens/staff/staff-brand-edit-screen';
import { links, meta } from '../api-stub';
import { renderStaffPage, signedInForEachTest, stubByMethod } from './staff-dom';

signedInForEachTest();

const EDITOR = { id: 2, name: '李編輯', email: 'editor@example.com', roles: ['editor'] };
const brand = (id: number, name: string, version = 1) => ({
  id,
  name,
  name_en: `Brand ${id}`,
  country: '德國',
  logo: null,
  service_types: ['general'],
  sort: id,
  version,
  updated_at: '2026-11-01T02:00:00.000Z',
});

const stub = stubByMethod;

function renderAt(path: string, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("an article's brand", () => {
  it('is asked for brand stories and FAQs only, and sent as the brand id', async () => {
    const sent = stub({
      'GET /api/staff/me': { body: { data: EDITOR } },
      'GET /api/staff/brands': {
        body: { data: [brand(1, '德國鍋具'), brand(2, '瑞典家電')], meta: meta(1, 2, 200), links },
      },
      'POST /api/staff/articles': { status: 422, body: { message: '輸入資料有誤。', errors: { subject: ['x'] } } },
    });
    renderAt('/staff/articles/new', <StaffArticleNewScreen />);
    const cls = await screen.findByRole('combobox', { name: /^類別/ });
    expect(screen.queryByRole('combobox', { name: /^品牌/ })).toBeNull();

    fireEvent.change(cls, { target: { value: 'articleFaq' } });
    const select = await screen.findByRole('combobox', { name: /^品牌/ });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      '不指定品牌',
      '德國鍋具',
      '瑞典家電',
    ]);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^標題/ }), { target: { value: '濾網多久換一次？' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(sent.some((c) => c.method === 'POST' && c.path === '/api/staff/articles')).toBe(true));
    expect(sent.find((c) => c.method === 'POST' && c.path === '/api/staff/articles')?.body).toMatchObject({
      class: 'articleFaq',
      brand_id: 2,
    });

    fireEvent.change(cls, { target: { value: 'articleNews' } });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^品牌/ })).toBeNull());
  });
});

describe("a brand's form", () => {
  it('saves from the version it read, and on a stale save shows both versions to choose from', async () => {
    const sent = stub({
      'GET /api/staff/me': { body: { data: EDITOR } },
      'GET /api/staff/brands/7': { body: { data: brand(7, '德國鍋具', 3) } },
      'PUT /api/staff/brands/7': {
        status: 409,
        body: {
          message: '這筆資料已被其他人更新。',
          errors: { version: ['這筆資料已被其他人更新。'] },
          current: brand(7, '德國鍋具（別人改的）', 4),
        },
      },
    });
    renderStaffPage(
      '/staff/brands/7',
      { pattern: '/staff/brands/:brandId', entryId: 'staff-brand', params: { brandId: '7' } },
      <StaffBrandEditScreen />,
    );
    const name = await screen.findByRole('textbox', { name: /^品牌名稱/ });
    fireEvent.change(name, { target: { value: '德國鍋具（我改的）' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '深層清潔' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await screen.findByRole('heading', { name: '這個品牌已被其他人更新' });
    expect(sent.find((c) => c.method === 'PUT' && c.path === '/api/staff/brands/7')?.body).toMatchObject({
      name: '德國鍋具（我改的）',
      service_types: ['general', 'deep'],
      sort: 7,
      version: 3,
    });
    expect(screen.getByRole('cell', { name: '德國鍋具（別人改的）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保留我的版本/ }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() =>
      expect(sent.filter((c) => c.method === 'PUT' && c.path === '/api/staff/brands/7')).toHaveLength(2),
    );
    expect(sent.filter((c) => c.method === 'PUT' && c.path === '/api/staff/brands/7')[1]?.body).toMatchObject({
      name: '德國鍋具（我改的）',
      version: 4,
    });
  });
});

describe("an article's own picture", () => {
  it('shows the stored one, and a save after removing it sends no picture', async () => {
    const article = {
      id: 9,
      class: 'articleNews',
      slug: 'news-9',
      subject: '新門市開幕',
      summary: '',
      body: '<p>歡迎。</p>',
      image: { link: '/media/41/cover.jpg', width: 800, height: 450 },
      author_id: null,
      brand_id: null,
      category_ids: [],
      is_top: false,
      status: 'draft',
      published_at: null,
      publish_at: null,
      version: 2,
      updated_at: '2026-11-01T02:00:00.000Z',
    };
    const sent = stub({
      'GET /api/staff/me': { body: { data: EDITOR } },
      'GET /api/staff/articles/9': { body: { data: article } },
      'PUT /api/staff/articles/9': { body: { data: { ...article, image: null, version: 3 } } },
    });
    renderStaffPage(
      '/staff/articles/9',
      { pattern: '/staff/articles/:articleId', entryId: 'staff-article', params: { articleId: '9' } },
      <StaffArticleEditScreen />,
    );
    const current = await screen.findByRole('img', { name: '目前的文章圖片' });
    expect(current.getAttribute('src')).toBe('/media/41/cover.jpg');
    expect(screen.getByLabelText(/^文章圖片/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '移除目前的圖片' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(sent.some((c) => c.method === 'PUT' && c.path === '/api/staff/articles/9')).toBe(true));
    expect(sent.find((c) => c.method === 'PUT' && c.path === '/api/staff/articles/9')?.body).toMatchObject({
      image_media_id: null,
      version: 2,
    });
    await waitFor(() => expect(screen.queryByRole('img', { name: '目前的文章圖片' })).toBeNull());
  });
});
