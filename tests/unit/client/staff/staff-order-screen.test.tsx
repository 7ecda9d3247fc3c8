// @vitest-environment jsdom
import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffOrder, StaffOrderRefund } from '../../../../schemas/staff-order.schema';
import { StaffOrderScreen } from '../../../../src/screens/staff/staff-order-screen';
import { renderStaffPage, signedInForEachTest, stubByMethod } from './staff-dom';

signedInForEachTest();

const STAFF = { id: 3, name: '陳活動', email: 'events@example.com', roles: ['events'] };
const NO = '2611270000000042';
const ticket = (id: number, name: string, price: number, refundId: number | null) => ({
  id,
  registration_number: `R${id}`,
  ticket_name: name,
  ticket_price: price,
  user_name: '王小明',
  user_phone: '0922111444',
  user_email: 'xiaoming@example.com',
  refund_id: refundId,
  refunded_at: null,
});
const failedRefund: StaffOrderRefund = {
  id: 5,
  status: 'failed',
  method: 'gateway',
  amount: 800,
  item_ids: [12],
  requested_by: 'staff',
  reason: '行程異動',
  notify_member: true,
  attempts: 1,
  failure_reason: '此筆付款經由 LINE Pay，目前的金流無法退款。',
  gateway_answer: null,
  credit_note_no: null,
  created_at: '2026-11-27T02:00:00.000Z',
  settled_at: null,
};
const order: StaffOrder = {
  order_number: NO,
  status: 'paid',
  member: { id: 9, name: '王大明', email: 'daming@example.com', mobile: null },
  event_name: '鑄鐵鍋入門課',
  session_started_at: '2026-12-05T06:00:00.000Z',
  count: 2,
  total: 2000,
  refunded_amount: 0,
  created_at: '2026-11-26T02:00:00.000Z',
  payment_type: '9104',
  paid_at: '2026-11-26T02:05:00.000Z',
  expires_at: null,
  can_cancel: false,
  can_refund: true,
  invoice: null,
  credit_notes: [],
  payments: [],
  items: [ticket(11, '一般票', 1200, null), ticket(12, '學生票', 800, 5)],
  refunds: [failedRefund],
  history: [],
};
const settled: StaffOrder = {
  ...order,
  refunded_amount: 800,
  credit_notes: [{ no: '0000000042', amount: 800, reason: '活動退款', issued_at: '2026-11-27T03:00:00.000Z' }],
  refunds: [
    { ...failedRefund, status: 'succeeded', method: 'outside', failure_reason: null, credit_note_no: '0000000042' },
  ],
};

const renderOrder = () =>
  renderStaffPage(
    `/staff/orders/${NO}`,
    { pattern: '/staff/orders/:orderNumber', entryId: 'staff-order', params: { orderNumber: NO } },
    <StaffOrderScreen />,
  );

describe('a refund the gateway refused', () => {
  it('is recorded as handled outside the gateway only once staff have read what that does', async () => {
    let current = order;
    const sent = stubByMethod({
      'GET /api/staff/me': { body: { data: STAFF } },
      [`GET /api/staff/orders/${NO}`]: () => ({ body: { data: current } }),
      [`POST /api/staff/orders/${NO}/refunds/5/outside`]: () => {
        current = settled;
        return { body: { data: settled } };
      },
    });
    renderOrder();
    const refunds = await screen.findByRole('region', { name: '退款紀錄' });
    expect(within(refunds).getByText(`原因：${failedRefund.failure_reason}`)).toBeTruthy();
    expect(within(refunds).getByRole('button', { name: '重試退款' })).toBeTruthy();

    fireEvent.click(within(refunds).getByRole('button', { name: '改為金流外退款' }));
    // nothing is sent until the warning is read and confirmed; 返回 takes it back
    expect(within(refunds).getByText(/將此筆 NT\$800 記為已在金流外退款/)).toBeTruthy();
    fireEvent.click(within(refunds).getByRole('button', { name: '返回' }));
    expect(within(refunds).queryByText(/將此筆 NT\$800/)).toBeNull();
    fireEvent.click(within(refunds).getByRole('button', { name: '改為金流外退款' }));
    const confirm = within(refunds).getByRole('button', { name: '確認記為金流外退款' });
    // a double click settles once: the button is off while its call runs
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(refunds).findByText(/已退款/)).toBeTruthy();
    expect(within(refunds).queryByRole('button', { name: '改為金流外退款' })).toBeNull();
    expect(sent.filter((s) => s.path.endsWith('/outside')).map((s) => `${s.method} ${s.path}`)).toEqual([
      `POST /api/staff/orders/${NO}/refunds/5/outside`,
    ]);
  });

  it("says the server's refusal beside the button", async () => {
    stubByMethod({
      'GET /api/staff/me': { body: { data: STAFF } },
      [`GET /api/staff/orders/${NO}`]: () => ({ body: { data: order } }),
      [`POST /api/staff/orders/${NO}/refunds/5/outside`]: () => ({
        status: 422,
        body: { message: '只有退款失敗的紀錄可以重試。', errors: { refund_id: ['只有退款失敗的紀錄可以重試。'] } },
      }),
    });
    renderOrder();
    const refunds = await screen.findByRole('region', { name: '退款紀錄' });
    fireEvent.click(within(refunds).getByRole('button', { name: '改為金流外退款' }));
    fireEvent.click(within(refunds).getByRole('button', { name: '確認記為金流外退款' }));
    expect((await within(refunds).findByRole('alert')).textContent).toBe('只有退款失敗的紀錄可以重試。');
  });
});

describe('an unpaid order', () => {
  it('is cancelled for its member only once staff have read what that does, with one call', async () => {
    const unpaid: StaffOrder = {
      ...order,
      status: 'pending_payment',
      paid_at: null,
      expires_at: '2026-11-27T02:15:00.000Z',
      can_cancel: true,
      can_refund: false,
      items: order.items.map((i) => ({ ...i, refund_id: null })),
      refunds: [],
    };
    let current = unpaid;
    const sent = stubByMethod({
      'GET /api/staff/me': { body: { data: STAFF } },
      [`GET /api/staff/orders/${NO}`]: () => ({ body: { data: current } }),
      [`POST /api/staff/orders/${NO}/cancel`]: () => {
        current = { ...unpaid, status: 'cancelled', can_cancel: false, expires_at: null };
        return { body: { data: current } };
      },
    });
    renderOrder();
    const panel = await screen.findByRole('region', { name: '取消此訂單' });
    fireEvent.click(within(panel).getByRole('button', { name: '取消此訂單' }));
    expect(within(panel).getByText(/座位會立即釋出/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '不要取消' }));
    expect(within(panel).queryByText(/座位會立即釋出/)).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: '取消此訂單' }));
    const confirm = within(panel).getByRole('button', { name: '確認取消訂單' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    // cancelled: the panel is gone with the order's state
    await waitForElementToBeRemoved(() => screen.queryByRole('region', { name: '取消此訂單' }));
    expect(sent.filter((s) => s.method === 'POST').map((s) => `${s.method} ${s.path}`)).toEqual([
      `POST /api/staff/orders/${NO}/cancel`,
    ]);
  });
});

describe('a refund, on the flow kit', () => {
  it('takes the tickets offered, how and why, reads them back, and refunds once however often confirm is pressed', async () => {
    const refunded: StaffOrder = {
      ...order,
      refunded_amount: 1200,
      can_refund: false,
      items: [
        { ...ticket(11, '一般票', 1200, 6), refunded_at: '2026-11-27T04:00:00.000Z' },
        ticket(12, '學生票', 800, 5),
      ],
      refunds: [
        failedRefund,
        { ...failedRefund, id: 6, status: 'succeeded', amount: 1200, item_ids: [11], failure_reason: null },
      ],
    };
    let current = order;
    const sent = stubByMethod({
      // another staff member: a flow's actor outlives its screen a moment (flow-actor.ts), and the
      // tests above showed this order's refund to staff 3 with their own page's cache
      'GET /api/staff/me': { body: { data: { ...STAFF, id: 4 } } },
      [`GET /api/staff/orders/${NO}`]: () => ({ body: { data: current } }),
      [`POST /api/staff/orders/${NO}/refunds`]: () => {
        current = refunded;
        return { body: { data: refunded } };
      },
    });
    renderOrder();
    // step 1: only the ticket in no refund is offered (R12 waits in the failed refund)
    const tickets = await screen.findByRole('group', { name: /^要退款的票券/ });
    expect(
      within(tickets)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual(['R11・一般票・NT$1,200・王小明 0922111444']);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect((await screen.findByRole('alert')).textContent).toContain('請選擇要退款的票券');
    fireEvent.click(within(tickets).getByRole('checkbox', { name: /^R11/ }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    // step 2: how and why
    const reason = await screen.findByRole('textbox', { name: /^退款原因/ });
    fireEvent.change(reason, { target: { value: '參加者行程異動' } });
    fireEvent.click(screen.getByRole('radio', { name: '已於金流外退款（現金、匯款）' }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    // step 3: read back, then confirm pressed twice
    expect(await screen.findByText('將退款 1 張票券，共 NT$1,200。')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: '確認退款' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toContain('已退款 NT$1,200');
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts).toHaveLength(1);
    const { idempotency_key, ...body } = (posts[0]?.body ?? {}) as Record<string, unknown>;
    expect(body).toEqual({ item_ids: [11], method: 'outside', reason: '參加者行程異動', notify_member: true });
    expect(idempotency_key).toMatch(/^[\w-]{8,64}$/);
    // the order as the answer has it: the ticket refunded, nothing left to refund (no next refund offered)
    const rows = within(screen.getByRole('region', { name: '票券' })).getAllByRole('row');
    await waitFor(() => expect(rows[1]?.textContent).toContain('已退款'));
    expect(screen.queryByRole('button', { name: '退款其他票券' })).toBeNull();
  });
});
