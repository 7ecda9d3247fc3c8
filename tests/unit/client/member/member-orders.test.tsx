// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserOrder } from '../../../../schemas/user-order.schema';
import { MemberOrders } from '../../../../src/screens/member-activity/member-orders';
import { links, meta, stubApi } from '../api-stub';
import { testQueryClient } from '../session/session-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = (n: number): UserOrder => ({
  order_number: `26112700${String(n).padStart(6, '0')}`,
  count: 1,
  amount: 0,
  total: 0,
  status: 'cancelled',
  display_status: 2,
  can_refund: false,
  can_cancel: false,
  payment_failed: false,
  refund_at: null,
  credit_info: null,
  pay_type: 'FREE_PAYMENT',
  payment_type: 'ZERO',
  expires_at: null,
  created_at: '2026-11-01T02:00:00.000Z',
  invoice_info: null,
  event_info: {
    event_id: 1,
    event_name: `鑄鐵鍋料理教室 ${n}`,
    event_status: 'open',
    session_status: 'upcoming',
    event_started_at: '2026-12-20T02:00:00.000Z',
    event_ended_at: '2026-12-20T05:00:00.000Z',
    session_started_at: '2026-12-20T02:00:00.000Z',
    session_ended_at: '2026-12-20T05:00:00.000Z',
    place_name: '好生活 信義門市',
  },
  items: [],
});

/** /api/user/orders answering `total` orders, 10 a page, as the server pages them. */
function ordersApi(total: number) {
  return stubApi((url) => {
    if (url.pathname !== '/api/user/orders') return undefined;
    const page = Number(url.searchParams.get('page') ?? 1);
    const first = (page - 1) * 10;
    const data = Array.from({ length: Math.max(0, Math.min(10, total - first)) }, (_, i) => order(first + i + 1));
    return { body: { data, meta: meta(page, total, 10), links } };
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/member/activity', element: <MemberOrders /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the member orders list (/member/activity)', () => {
  it('asks the API for the page in the address and shows the pager when there are more pages', async () => {
    const calls = ordersApi(23);
    renderAt('/member/activity?page=2');
    expect(await screen.findByText('鑄鐵鍋料理教室 11')).toBeTruthy();
    expect(calls.at(-1)?.searchParams.get('page')).toBe('2');
    const pager = screen.getByRole('navigation', { name: '分頁' });
    expect(within(pager).getByText('第 2 頁，共 3 頁')).toBeTruthy();
    expect(within(pager).getByRole('link', { name: '上一頁' }).getAttribute('href')).toBe('/member/activity');
    expect(within(pager).getByRole('link', { name: '下一頁' }).getAttribute('href')).toBe('/member/activity?page=3');
    expect(within(pager).getByText('共 23 筆')).toBeTruthy();
  });

  it('shows no pager when every order fits one page', async () => {
    ordersApi(4);
    renderAt('/member/activity');
    expect(await screen.findByText('鑄鐵鍋料理教室 4')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分頁' })).toBeNull();
  });

  it('says there are no orders yet when the member has none', async () => {
    ordersApi(0);
    renderAt('/member/activity');
    expect(await screen.findByText('您還沒有報名任何活動。')).toBeTruthy();
  });
});
