// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRouteModule } from '../../../../src/app/route-modules';
import { renderApp } from '../render-app';
import { signedInForEachTest } from './staff-dom';

/** Issue 28's service screens in the DOM: what each form sends, and what a refusal shows. */

beforeAll(async () => {
  await Promise.all(['staff-gift-claim', 'staff-inbox-message'].map((id) => loadRouteModule(id)));
}, 60_000);
signedInForEachTest();

const SERVICE = { id: 3, name: '陳客服', email: 'service@example.com', roles: ['service'] };

type Sent = { method: string; path: string; body: unknown };
function stubApi(answer: (method: string, path: string) => { status?: number; body: unknown } | undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const found =
        path === '/api/staff/me'
          ? { body: { data: SERVICE } }
          : (answer(method, path) ?? { status: 404, body: { message: '找不到您要的資料。' } });
      return new Response(JSON.stringify(found.body), {
        status: found.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

const claim = (over: Record<string, unknown> = {}) => ({
  id: 12,
  created_at: '2026-11-20T02:00:00.000Z',
  gift_event_id: 1,
  gift_event_subject: 'HS 無線吸塵器購機禮',
  gift_name: '收納包',
  member_email: 'ming@example.com',
  member_name: '王小明',
  receive_name: '王小明',
  invoice_number: 'AB12345678',
  state: 'submitted',
  channel_name: '好生活 大安門市',
  sale_person: null,
  invoice_date: '2026-11-18',
  invoice_amount: 12800,
  invoice_products: 'HS 無線吸塵器 V12',
  random_code: '1406',
  tax_id: null,
  scan_invoice_number: null,
  scan_invoice_date: null,
  scan_random_code: null,
  scan_invoice_amount: null,
  receive_phone: '0912345678',
  receive_address: '100 臺北市中正區重慶南路一段 122 號',
  gift_text: null,
  medias: [
    {
      id: 40,
      url: '/api/staff/gift-claims/12/medias/40',
      name: 'invoice.png',
      content_type: 'image/png',
      byte_size: 100,
      width: 24,
      height: 24,
      created_at: '2026-11-20T02:00:00.000Z',
    },
  ],
  reject_reason: null,
  decided_at: null,
  decided_by_email: null,
  carrier: null,
  tracking_number: null,
  shipped_at: null,
  moves: ['approve', 'refuse'],
  ...over,
});

describe('the gift claim screen', () => {
  it('shows the invoice and photos; a refusal needs its reason, and is sent with it', async () => {
    let current = claim();
    const sent = stubApi((method, path) => {
      if (path === '/api/staff/gift-claims/12' && method === 'GET') return { body: { data: current } };
      if (path === '/api/staff/gift-claims/12/decision') {
        current = claim({ state: 'rejected', reject_reason: '照片模糊。', moves: [] });
        return { body: { data: current } };
      }
      return undefined;
    });
    renderApp('/staff/gift-claims/12', { loggedIn: true });
    expect(await screen.findByText('AB12345678')).toBeTruthy();
    const photo = screen.getByRole('img', { name: '第 1 張照片：invoice.png' });
    expect(photo.getAttribute('src')).toBe('/api/staff/gift-claims/12/medias/40');

    fireEvent.click(screen.getByRole('radio', { name: /不通過/ }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const reason = await screen.findByRole('textbox', { name: /^未通過原因/ });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: '照片模糊。' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    // read back before it is sent
    expect(await screen.findByText('照片模糊。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '送出審核結果' }));
    expect(await screen.findByText('已設為不通過，贈品已退回庫存，並已通知會員。')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/staff/gift-claims/12/decision',
        body: { decision: 'refuse', reason: '照片模糊。' },
      },
    ]);
    expect(screen.getByText('這筆申請已處理完畢，沒有後續動作。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '送出審核結果' })).toBeNull();
  });

  it("offers an approved claim's parcel only, and shows the server's word when it moved on meanwhile", async () => {
    const sent = stubApi((method, path) => {
      if (path === '/api/staff/gift-claims/12' && method === 'GET')
        return { body: { data: claim({ state: 'approved', moves: ['ship'] }) } };
      if (path === '/api/staff/gift-claims/12/shipment')
        return { status: 409, body: { message: '這筆申請目前為「已寄出」，無法執行此操作，請重新整理後再確認。' } };
      return undefined;
    });
    renderApp('/staff/gift-claims/12', { loggedIn: true });
    fireEvent.click(await screen.findByRole('radio', { name: /^寄出贈品/ }));
    expect(screen.queryByRole('radio', { name: /不通過/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const carrier = await screen.findByRole('textbox', { name: /^物流業者/ });
    fireEvent.change(carrier, { target: { value: '黑貓宅急便' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^物流單號/ }), { target: { value: 'TW12345678' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    fireEvent.click(await screen.findByRole('button', { name: '標示為已寄出' }));
    expect((await screen.findByRole('alert')).textContent).toContain('目前為「已寄出」');
    // the claim as it is now, read again, and a decision made again from it
    expect(await screen.findByText('目前狀態：已核准')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新審核' }));
    expect(await screen.findByRole('radio', { name: /^寄出贈品/ })).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { carrier: '黑貓宅急便', tracking_number: 'TW12345678' },
    ]);
  });
});

const message = (over: Record<string, unknown> = {}) => ({
  id: 7,
  class_id: 2,
  class_name: '維修與保固',
  name: '林小姐',
  email: 'lin@example.com',
  status: 'new',
  created_at: '2026-11-20T02:00:00.000Z',
  answered_at: null,
  phone: '0912345678',
  content: '集塵盒卡榫斷了。',
  others: { brand_name: 'HS', brands: [], channel_id: null },
  channel_name: null,
  member_id: null,
  answer: null,
  answered_by_email: null,
  ...over,
});

describe('the inbox message screen', () => {
  it('sends the answer typed and read back, then shows it kept with the message instead of the form', async () => {
    let current = message();
    const sent = stubApi((method, path) => {
      if (path === '/api/staff/inbox/7' && method === 'GET') return { body: { data: current } };
      if (path === '/api/staff/inbox/7/answer') {
        current = message({
          status: 'answered',
          answer: '可至門市免費更換。',
          answered_at: '2026-11-21T02:00:00.000Z',
          answered_by_email: SERVICE.email,
        });
        return { body: { data: current } };
      }
      return undefined;
    });
    renderApp('/staff/inbox/7', { loggedIn: true });
    expect(await screen.findByText('集塵盒卡榫斷了。')).toBeTruthy();
    expect(screen.getByText('HS')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^回覆/ }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const text = await screen.findByRole('textbox', { name: /^回覆內容/ });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(text, { target: { value: '可至門市免費更換。' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    fireEvent.click(await screen.findByRole('button', { name: '寄出回覆' }));
    expect(await screen.findByText('回覆已寄出，並保存在這則留言中。')).toBeTruthy();
    expect(screen.getByText('可至門市免費更換。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '寄出回覆' })).toBeNull();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/staff/inbox/7/answer', body: { answer: '可至門市免費更換。' } },
    ]);
  });
});
