import AxeBuilder from '@axe-core/playwright';
import { formatMoney } from '../../schemas/money';
import { signInAsNewMember } from '../support/e2e-member';
import { signInAsAdmin } from '../support/e2e-staff';
import { expect, type Page, test } from '../support/e2e-test';

/**
 * Issue 27 items 3 and 4 in the running app: a member pays a two-ticket order at the sandbox
 * gateway; staff holding `events` find it by the member's email, refund one ticket through the
 * gateway after reviewing what the refund will do, and see its seat back, a credit note for that
 * ticket's price and the order's history. Rules and edge cases (refusals, retries, ECPay's
 * DoAction, roles) are the API tests' (tests/api/staff-orders.test.ts).
 */

const ADMIN_EMAIL = 'e2e.orders@example.com.tw';
// an event no other spec buys, so the seats counted here are this spec's
const EVENT = '餐桌花藝與器皿搭配';

test.use({ actionTimeout: 15_000 });

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
});

interface Session {
  id: number;
  state: string;
  seats_left: number;
  tickets: { id: number; price: number }[];
}

async function openSession(page: Page, eventId: number): Promise<Session> {
  const sessions = (await (await page.request.get(`/api/calendar_events/${eventId}`)).json()) as { data: Session[] };
  const open = sessions.data.find((s) => s.state === 'open');
  if (!open) throw new Error(`no open session of ${EVENT}`);
  return open;
}

test('staff find an order by the member email and refund one of its two tickets through the gateway', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // the member places a two-ticket order and pays it at the sandbox, as the member area does
  const { email: memberEmail } = await signInAsNewMember(page);
  await page.goto('/events');
  await page.getByRole('link', { name: EVENT }).first().click();
  await page.waitForURL(/\/events\/\d+$/);
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());
  const session = await openSession(page, eventId);
  const ticket = session.tickets[0];
  const placed = await page.request.post('/api/cart/pay', {
    data: {
      event_id: eventId,
      session_id: session.id,
      tickets: [{ ticket_id: ticket?.id, quantity: 2 }],
      participants: [
        { name: '林小花', phone: '0912000111', email: 'flower@example.com' },
        { name: '林小草', phone: '0912000222', email: 'grass@example.com' },
      ],
      answers: [],
      invoice: { carrier_type: 'B2C', invoice_email: memberEmail },
      payment_type: '9104',
      agree: true,
      idempotency_key: `e2e-orders-${Date.now().toString(36)}`,
    },
  });
  expect(placed.status()).toBe(200);
  const orderNumber = ((await placed.json()) as { data: { order_number: string } }).data.order_number;
  await page.goto('/member/activity');
  await page.getByRole('article').filter({ hasText: orderNumber }).getByRole('button', { name: '前往付款' }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await page.getByRole('button', { name: '付款', exact: true }).click();
  await expect(page.getByRole('region', { name: '付款完成' })).toBeVisible();

  // a staff member holding `events`, granted by the admin
  const staffContext = await browser.newContext({ baseURL, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  const staff = await staffContext.newPage();
  const { email: staffEmail } = await signInAsNewMember(staff);
  const admin = await browser.newContext({ baseURL, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  await signInAsAdmin(admin.request, ADMIN_EMAIL);
  expect(
    (await admin.request.post('/api/staff/people', { data: { email: staffEmail, roles: ['events'] } })).status(),
  ).toBe(200);
  await admin.close();

  await staff.goto('/staff');
  await staff.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '活動訂單' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: '活動訂單' })).toBeVisible();
  await staff.getByRole('searchbox', { name: /^查詢/ }).fill(memberEmail);
  await staff.getByRole('button', { name: '篩選', exact: true }).click();
  await expect(staff).toHaveURL(/[?&]q=/);
  const rows = staff.getByRole('table', { name: /活動訂單/ }).getByRole('row');
  // the header and this member's one order
  await expect(rows).toHaveCount(2);
  await rows.getByRole('link', { name: orderNumber }).click();
  await expect(staff.getByRole('heading', { level: 1, name: '訂單明細' })).toBeVisible();
  await expect(staff.getByText('已付款').first()).toBeVisible();

  const seatsBefore = (await openSession(page, eventId)).seats_left;
  const tickets = staff.getByRole('checkbox', { name: /^選擇退款 / });
  await expect(tickets).toHaveCount(2);
  await tickets.first().check();
  await staff.getByRole('textbox', { name: /^退款原因/ }).fill('參加者之一行程異動');
  await staff.getByRole('button', { name: '檢視退款內容' }).click();
  // what it will do, before it does it
  await expect(staff.getByText(`將退款 1 張票券，共 ${formatMoney(ticket?.price ?? 0)}。`)).toBeVisible();
  await expect(staff.getByText('退款方式：經金流退回原付款方式')).toBeVisible();
  await staff.getByRole('button', { name: '確認退款' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: `已退款 ${formatMoney(ticket?.price ?? 0)}` }),
  ).toBeVisible();

  // one seat back; the other ticket still the member's, the order still paid
  expect((await openSession(page, eventId)).seats_left).toBe(seatsBefore + 1);
  await expect(staff.getByRole('checkbox', { name: /^選擇退款 / })).toHaveCount(1);
  await expect(staff.getByRole('cell', { name: '已退款' })).toHaveCount(1);
  // the credit note says that ticket's price
  await expect(
    staff.getByText(new RegExp(`折讓單 \\d{10}：${formatMoney(ticket?.price ?? 0).replace('$', '\\$')}`)).first(),
  ).toBeVisible();

  const history = staff.getByRole('region', { name: '訂單歷程' }).getByRole('listitem');
  for (const step of ['建立訂單', '付款完成', '開立發票', '申請退款', '退款完成', '開立折讓單']) {
    await expect(history.filter({ hasText: step }).first()).toBeVisible();
  }
  await expect(history.filter({ hasText: '申請退款' })).toContainText(staffEmail);
  const axe = await new AxeBuilder({ page: staff }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await staffContext.close();
});
