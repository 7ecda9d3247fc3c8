// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRouteModule } from '../../../../src/app/route-modules';
import { renderApp } from '../render-app';
import { signedInForEachTest } from './staff-dom';

beforeAll(async () => {
  await Promise.all(
    ['staff-location', 'staff-product-model-new', 'staff-product-info'].map((id) => loadRouteModule(id)),
  );
}, 60_000);
signedInForEachTest();

const EDITOR = { id: 2, name: '李編輯', email: 'editor@example.com', roles: ['editor'] };
const page = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, from: 1, last_page: 1, per_page: 200, to: data.length, total: data.length },
  links: { first: null, last: null, prev: null, next: null },
});

const store = (over: Record<string, unknown> = {}) => ({
  id: 5,
  name: '好生活 大安門市',
  class: { id: 1, name: '直營門市' },
  categories: [],
  city: { id: 1, name: '臺北市' },
  town: { id: 5, name: '大安區', zipcode: '106' },
  zip_code: '106',
  address: '忠孝東路四段 1 號',
  phone: '02-2720-1188',
  hours: ['週一至週五 11:00–21:00'],
  latitude: null,
  longitude: null,
  image: null,
  sort: 0,
  status: 'draft',
  published_at: null,
  publish_at: null,
  version: 3,
  updated_at: '2026-11-20T02:00:00.000Z',
  ...over,
});

type Sent = { method: string; path: string; body: unknown };

/** The API by method and path; what the screen sent, in order. */
function stubApi(
  answer: (method: string, path: string, body: unknown) => { status?: number; body: unknown } | undefined,
) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      const body = init?.body && typeof init.body === 'string' ? JSON.parse(init.body) : null;
      sent.push({ method, path, body });
      const common: Record<string, unknown> = {
        '/api/staff/me': { data: EDITOR },
        '/api/location_classes': page([{ id: 1, name: '直營門市' }]),
        '/api/location_categories': page([{ id: 1, name: '速修服務' }]),
        '/api/option/address': page([{ id: 1, name: '臺北市', towns: [{ id: 5, name: '大安區', zipcode: '106' }] }]),
        '/api/staff/product-infos': page([
          {
            id: 3,
            brand_name: '菲耶羅',
            is_enable_warranty: true,
            is_verify_model: true,
            is_verify_code: false,
            is_show_notes: false,
            notes: '',
            models_count: 0,
            version: 1,
            updated_at: '2026-11-20T02:00:00.000Z',
          },
        ]),
      };
      const found =
        answer(method, path, body) ?? (method === 'GET' && path in common ? { body: common[path] } : undefined);
      const reply = found ?? { status: 404, body: { message: '找不到您要的資料。' } };
      if (reply.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

describe('the store form', () => {
  it('shows a stale save side by side, holds publishing until the editor chooses, then saves over theirs knowingly', async () => {
    const theirs = store({ phone: '02-2720-9999', version: 4 });
    const sent = stubApi((method, path, body) => {
      if (method === 'GET' && path === '/api/staff/locations/5') return { body: { data: store() } };
      if (method === 'PUT' && path === '/api/staff/locations/5') {
        return (body as { version: number }).version === 3
          ? {
              status: 409,
              body: { message: '資料已被其他人更新。', errors: { version: ['資料已被其他人更新。'] }, current: theirs },
            }
          : { body: { data: store({ phone: '02-2720-5555', version: 5 }) } };
      }
      return undefined;
    });
    renderApp('/staff/locations/5', { loggedIn: true });
    const phone = await screen.findByRole('textbox', { name: /^電話/ });
    fireEvent.change(phone, { target: { value: '02-2720-5555' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));

    const conflict = await screen.findByRole('alert', { name: '這筆據點已被其他人更新' });
    const row = within(conflict).getByRole('row', { name: /電話/ });
    expect(row.textContent).toContain('02-2720-5555');
    expect(row.textContent).toContain('02-2720-9999');
    const publish = screen.getByRole('button', { name: '發布設定' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(screen.getByText('比對完成前無法發布或排程。')).toBeTruthy();

    fireEvent.click(within(conflict).getByRole('button', { name: /保留我的版本/ }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('已儲存。')).toBeTruthy();
    const puts = sent.filter((c) => c.method === 'PUT' && c.path === '/api/staff/locations/5');
    expect(puts.map((p) => (p.body as { version: number; phone: string }).version)).toEqual([3, 4]);
    expect(puts[1]?.body).toMatchObject({ phone: '02-2720-5555' });
    expect((await screen.findByRole('link', { name: '發布設定' })).getAttribute('href')).toBe(
      '/staff/locations/5/publish',
    );
  });
});

describe('the product model form', () => {
  it("puts the server's refusal of the serial rule by its field", async () => {
    const message = '序號規則不可重複含有重複或「|」的群組（例如 (a+)+），以免比對過慢。';
    stubApi((method, path) =>
      method === 'POST' && path === '/api/staff/product-models'
        ? { status: 422, body: { message: '資料格式不正確。', errors: { code_pattern: [message] } } }
        : undefined,
    );
    renderApp('/staff/product-models/new', { loggedIn: true });
    const brand = await screen.findByRole('combobox', { name: /^品牌/ });
    fireEvent.change(brand, { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^型號名稱/ }), { target: { value: 'FY-1' } });
    const pattern = screen.getByRole('textbox', { name: /^序號規則/ });
    fireEvent.change(pattern, { target: { value: '^(a+)+$' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(pattern.getAttribute('aria-invalid')).toBe('true'));
    const described = (pattern.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(message);
  });
});

describe('the product info form', () => {
  it("saves a brand's flags from the version it read", async () => {
    const info = {
      id: 3,
      brand_name: '菲耶羅',
      is_enable_warranty: true,
      is_verify_model: false,
      is_verify_code: false,
      is_show_notes: false,
      notes: '',
      models_count: 2,
      version: 7,
      updated_at: '2026-11-20T02:00:00.000Z',
    };
    const sent = stubApi((method, path, body) => {
      if (path !== '/api/staff/product-infos/3') return undefined;
      if (method === 'GET') return { body: { data: info } };
      return { body: { data: { ...info, ...(body as object), version: 8 } } };
    });
    renderApp('/staff/product-infos/3', { loggedIn: true });
    const verify = await screen.findByRole('checkbox', { name: /^需驗證型號/ });
    fireEvent.click(verify);
    fireEvent.change(screen.getByRole('textbox', { name: /^備註/ }), { target: { value: '保固一年' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('已儲存。')).toBeTruthy();
    expect(sent.find((c) => c.method === 'PUT' && c.path === '/api/staff/product-infos/3')?.body).toEqual({
      version: 7,
      is_enable_warranty: true,
      is_verify_model: true,
      is_verify_code: false,
      is_show_notes: false,
      notes: '保固一年',
    });
  });
});

describe("a catalogue form's draft", () => {
  const info = {
    id: 3,
    brand_name: '菲耶羅',
    is_enable_warranty: true,
    is_verify_model: false,
    is_verify_code: false,
    is_show_notes: false,
    notes: '',
    models_count: 2,
    version: 7,
    updated_at: '2026-11-20T02:00:00.000Z',
  };
  const DRAFT = '/api/staff/drafts/product-info/3';

  it('is saved on the server as the editor types, from the version the form started at', async () => {
    const sent = stubApi((method, path) => {
      if (path === '/api/staff/product-infos/3' && method === 'GET') return { body: { data: info } };
      if (path === DRAFT && method === 'GET') return { body: { data: { mine: null, others: [] } } };
      if (path === DRAFT && method === 'PUT') return { status: 204, body: null };
      return undefined;
    });
    renderApp('/staff/product-infos/3', { loggedIn: true });
    const notes = await screen.findByRole('textbox', { name: /^備註/ });
    fireEvent.change(notes, { target: { value: '保固兩年' } });
    expect(await screen.findByText(/^草稿已自動儲存/)).toBeTruthy();
    const autosaves = sent.filter((c) => c.method === 'PUT' && c.path === DRAFT);
    expect(autosaves).toHaveLength(1);
    expect(autosaves[0]?.body).toMatchObject({ base_version: 7, data: { notes: '保固兩年', is_verify_model: false } });
  });

  it('is offered back, restored with the version it started from, and removed once saved', async () => {
    const sent = stubApi((method, path, body) => {
      if (path === DRAFT && method === 'GET') {
        return {
          body: {
            data: {
              mine: {
                data: { notes: '草稿的備註', is_verify_model: true },
                base_version: 6,
                updated_at: info.updated_at,
              },
              others: [{ name: '王編輯', email: 'wang@example.com', base_version: 7, updated_at: info.updated_at }],
            },
          },
        };
      }
      if (path === DRAFT && method === 'DELETE') return { status: 204, body: null };
      if (path !== '/api/staff/product-infos/3') return undefined;
      if (method === 'GET') return { body: { data: info } };
      return { body: { data: { ...info, ...(body as object), version: 8 } } };
    });
    renderApp('/staff/product-infos/3', { loggedIn: true });
    const mine = await screen.findByRole('region', { name: '您的草稿' });
    expect(mine.textContent).toContain('草稿依據第 6 版，之後已有人儲存為第 7 版');
    expect(screen.getByRole('region', { name: '其他人的草稿' }).textContent).toContain('王編輯');
    const notes = screen.getByRole('textbox', { name: /^備註/ }) as HTMLTextAreaElement;
    expect(notes.value).toBe('');

    fireEvent.click(within(mine).getByRole('button', { name: '還原草稿' }));
    await waitFor(() => expect(notes.value).toBe('草稿的備註'));
    expect((screen.getByRole('checkbox', { name: /^需驗證型號/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('region', { name: '您的草稿' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('已儲存。')).toBeTruthy();
    // the restored draft saves from its own version: over the newer one the server answers 409
    expect(sent.find((c) => c.method === 'PUT' && c.path === '/api/staff/product-infos/3')?.body).toMatchObject({
      version: 6,
      notes: '草稿的備註',
      is_verify_model: true,
    });
    await waitFor(() => expect(sent.some((c) => c.method === 'DELETE' && c.path === DRAFT)).toBe(true));
  });
});
