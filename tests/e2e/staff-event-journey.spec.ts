import { devices } from '@playwright/test';
import { formatMoney } from '../../schemas/money';
import { formatTaipei } from '../../schemas/taipei-date';
import { validDetails, validSessions, validSurvey, validTickets } from '../models/staff-event-edit.model';
import { axeViolations } from '../support/axe';
import { fillSessions, fillSurvey, fillTickets, typeDetails } from '../support/e2e-event-editor';
import { expectFlowStep } from '../support/e2e-flow-page';
import { signInAsNewMember } from '../support/e2e-member';
import { adminContext, signInAsAdmin } from '../support/e2e-staff';
import { expect, type Page, test } from '../support/e2e-test';

/**
 * Issue 27 from end to end, in the running app: a member granted `events` creates an event with two
 * sessions and two ticket types in the console's editor and publishes it; a new member buys two
 * tickets of it and pays at the sandbox gateway; staff find the order by the member's email and
 * refund one ticket through the gateway (its seat comes back, the credit note says that ticket's
 * price, the history shows each step); a phone at the door lets the other ticket in, then says
 * 已入場 with the first time, and 已退款 for the refunded one. Each part's rules and edge cases are
 * the API tests' (staff-events, staff-orders, staff-checkin) and the editor's paths its model spec's.
 */

test.use({ actionTimeout: 15_000 });

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(
    testInfo.project.name === 'phone',
    'the console is for desktops and tablets (the door phone is a context of its own)',
  );
});

interface Session {
  id: number;
  subject: string;
  seats_left: number;
  tickets: { id: number; name: string; price: number }[];
}

const STEP_NAMES = ['活動資料與圖片', '場次', '票種', '報名問卷', '確認並發布'];
/** The editor's step `n` is on screen (its address, heading and place in the steps) before typing. */
async function onStep(page: Page, n: number) {
  await expect(page).toHaveURL(new RegExp(`/staff/events/new${n === 1 ? '' : `/step${n}`}$`));
  await expect(page.getByRole('heading', { level: 2, name: STEP_NAMES[n - 1], exact: true })).toBeVisible();
  await expectFlowStep(page, n, STEP_NAMES);
}

const sessionsOf = async (page: Page, eventId: number) =>
  ((await (await page.request.get(`/api/calendar_events/${eventId}`)).json()) as { data: Session[] }).data;

test('staff create and publish an event, a member buys two tickets, staff refund one, the door lets the other in once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const subject = `${validDetails.subject} ${Date.now().toString(36)}`;
  // the survey's question is optional here, so the purchase below needs no answers
  const survey = { ...validSurvey, questions: validSurvey.questions.map((q) => ({ ...q, required: false })) };

  // a member the admin grants `events` writes the event in the editor's five steps
  const staffContext = await browser.newContext({ baseURL: origin, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  const staff = await staffContext.newPage();
  const { email: staffEmail } = await signInAsNewMember(staff);
  const admin = await adminContext(browser, origin);
  expect(
    (await admin.request.post('/api/staff/people', { data: { email: staffEmail, roles: ['events'] } })).status(),
  ).toBe(200);
  await admin.close();
  await staff.goto('/staff');
  await staff.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '活動', exact: true }).click();
  await staff.getByRole('link', { name: '新增活動' }).first().click();
  await onStep(staff, 1);
  await typeDetails(staff, { ...validDetails, subject });
  await staff.getByRole('button', { name: '下一步' }).click();
  await onStep(staff, 2);
  await fillSessions(staff, validSessions);
  await staff.getByRole('button', { name: '下一步' }).click();
  await onStep(staff, 3);
  await fillTickets(staff, validTickets);
  await staff.getByRole('button', { name: '下一步' }).click();
  await onStep(staff, 4);
  await fillSurvey(staff, survey);
  await staff.getByRole('button', { name: '下一步' }).click();
  await onStep(staff, 5);
  await expect(staff.getByText(subject)).toBeVisible();
  await staff.getByRole('radio', { name: '儲存並發布' }).check();
  await staff.getByRole('button', { name: '確認送出' }).click();
  await expect(staff.getByText(`「${subject}」已儲存並發布，已出現在活動列表。`)).toBeVisible();

  // a new member finds it on /events (its month) and buys two tickets of its first session
  const { email: memberEmail } = await signInAsNewMember(page);
  await page.goto(`/events?month=${validSessions.sessions[0]?.starts_local.slice(0, 7)}`);
  await page.getByRole('link', { name: subject }).first().click();
  await page.waitForURL(/\/events\/\d+$/);
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());
  const sessions = await sessionsOf(page, eventId);
  expect(sessions.map((s) => s.subject)).toEqual(validSessions.sessions.map((s) => s.subject));
  const session = sessions[0] as Session;
  const ticket = session.tickets[0];
  expect(ticket).toMatchObject({ name: validTickets.tickets[0]?.name, price: validTickets.tickets[0]?.price });
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
      idempotency_key: `e2e-journey-${Date.now().toString(36)}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderNumber = ((await placed.json()) as { data: { order_number: string } }).data.order_number;
  await page.goto('/member/activity');
  await page.getByRole('article').filter({ hasText: orderNumber }).getByRole('button', { name: '前往付款' }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await page.getByRole('button', { name: '付款', exact: true }).click();
  await expect(page.getByRole('region', { name: '付款完成' })).toBeVisible();
  const seatsPaid = (await sessionsOf(page, eventId))[0]?.seats_left ?? 0;
  expect(seatsPaid).toBe((validSessions.sessions[0]?.capacity ?? 0) - 2);

  // staff find the order by the member's email and refund one of its tickets through the gateway
  await staff.goto('/staff');
  await staff.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '活動訂單' }).click();
  await staff.getByRole('searchbox', { name: /^查詢/ }).fill(memberEmail);
  await staff.getByRole('button', { name: '篩選', exact: true }).click();
  const rows = staff.getByRole('table', { name: /活動訂單/ }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.getByRole('link', { name: orderNumber }).click();
  await expect(staff.getByRole('heading', { level: 1, name: '訂單明細' })).toBeVisible();
  const price = formatMoney(ticket?.price ?? 0);
  // the refund's three steps (the staff-refund flow): the ticket, how and why, the review
  await staff
    .getByRole('group', { name: /^要退款的票券/ })
    .getByRole('checkbox')
    .first()
    .check();
  await staff.getByRole('button', { name: '下一步' }).click();
  await staff.getByRole('textbox', { name: /^退款原因/ }).fill('參加者之一行程異動');
  await staff.getByRole('button', { name: '下一步' }).click();
  await expect(staff.getByText(`將退款 1 張票券，共 ${price}。`)).toBeVisible();
  await staff.getByRole('button', { name: '確認退款' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `已退款 ${price}` })).toBeVisible();
  expect((await sessionsOf(page, eventId))[0]?.seats_left, 'the refunded seat is back').toBe(seatsPaid + 1);
  await expect(staff.getByText(new RegExp(`折讓單 \\d{10}：${price.replace('$', '\\$')}`)).first()).toBeVisible();
  const history = staff.getByRole('region', { name: '訂單歷程' }).getByRole('listitem');
  for (const step of ['建立訂單', '付款完成', '開立發票', '申請退款', '退款完成', '開立折讓單']) {
    await expect(history.filter({ hasText: step }).first()).toBeVisible();
  }
  await expect(history.filter({ hasText: '申請退款' })).toContainText(staffEmail);
  // which mails the member was sent, in words
  await expect(history.filter({ hasText: '寄送通知' }).filter({ hasText: '退款通知' })).toHaveCount(1);
  await expect(history.filter({ hasText: '寄送通知' }).filter({ hasText: '報名成功與票券' })).toHaveCount(1);
  expect(await axeViolations(staff)).toEqual([]);
  await staffContext.close();

  // the member's tickets now: one refunded (no code), one to show at the door
  const order = (await (await page.request.get(`/api/user/orders/${orderNumber}`)).json()) as {
    data: { items: { registration_number: string; ticket_code: string | null }[] };
  };
  const kept = order.data.items.find((i) => i.ticket_code);
  const refunded = order.data.items.find((i) => !i.ticket_code);
  expect(kept && refunded, 'one ticket kept, one refunded').toBeTruthy();

  // a phone at the door: the kept ticket enters once; the refunded one does not
  const door = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: origin,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
  await signInAsAdmin(door.request);
  const phone = await door.newPage();
  await phone.goto('/staff/checkin');
  await phone.getByRole('link', { name: new RegExp(`${subject}.*${session.subject}`) }).click();
  await phone.getByLabel('本機名稱').fill('正門');
  const verdict = phone.locator('.checkin-verdict__words');
  const check = async (ticketText: string) => {
    await phone.getByLabel('報名編號或姓名').fill(ticketText);
    await phone.getByRole('button', { name: '查驗', exact: true }).click();
    await expect(verdict).not.toHaveText('查驗中…');
  };
  await check(kept?.ticket_code as string);
  await expect(verdict).toHaveText('可入場');
  const list = (await (await door.request.get(`/api/staff/checkin/sessions/${session.id}`)).json()) as {
    data: { tickets: { registration_number: string; first: { at: string } | null }[] };
  };
  const first = list.data.tickets.find((t) => t.registration_number === kept?.registration_number)?.first;
  await check(kept?.registration_number as string);
  await expect(verdict).toHaveText(`已入場（${formatTaipei(first?.at as string, 'HH:mm:ss')}，正門）`);
  await check(refunded?.registration_number as string);
  await expect(verdict).toHaveText('已退款');
  await door.close();
});
