import { readFileSync } from 'node:fs';
import { axeViolations } from '../support/axe';
import { registerMember, signInAsNewMember } from '../support/e2e-member';
import { expect, type Page, test } from '../support/e2e-test';

/**
 * Issue 7 "Done when", in the running app with the seeded events: a new member buys two paid
 * tickets through the sandbox gateway, sees them with QR codes, downloads the calendar file,
 * refunds and opens the credit note; registers for a free event; sees a full session refused.
 * A guest opening an apply page signs in (banner 8) and comes back to step 1 of that event.
 * Rules and edge cases are the API tests' (tests/api/event-orders.test.ts).
 */

const PAID = '冬季土鍋炊飯教室';
const FREE = '手持吸塵器保養講座（線上）';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();

async function openApply(page: Page, subject: string): Promise<number> {
  await page.goto('/events');
  await page.getByRole('link', { name: subject }).first().click();
  await page.waitForURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('link', { name: '立即報名' }).click();
  // a login-only page: the router waits for the member's session to be read first
  await expect(page).toHaveURL(new RegExp(`/events/${id}/apply$`), { timeout: 15_000 });
  await expect(heading(page, '選擇場次與票券')).toBeVisible();
  return id;
}

test('a member buys two tickets, pays at the sandbox, gets QR codes and a calendar file, refunds, and registers for a free event', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsNewMember(page);
  const eventId = await openApply(page, PAID);

  // the full session is offered but cannot be chosen; the server refuses it too
  const full = page.getByRole('radio', { name: '加開場（已額滿）' });
  await expect(full).toBeDisabled();
  const sessions = (await (await page.request.get(`/api/calendar_events/${eventId}`)).json()) as {
    data: { id: number; state: string; tickets: { id: number }[] }[];
  };
  const fullSession = sessions.data.find((s) => s.state === 'full');
  const refused = await page.request.post('/api/cart/pay', {
    data: {
      event_id: eventId,
      session_id: fullSession?.id,
      tickets: [{ ticket_id: fullSession?.tickets[0]?.id, quantity: 1 }],
      participants: [{ name: '王小明', phone: '0912345678', email: 'ming@example.com' }],
      answers: [],
      invoice: { carrier_type: 'B2C', invoice_email: 'ming@example.com' },
      payment_type: '9104',
      agree: true,
      idempotency_key: 'e2e-full-session-0001',
    },
  });
  expect(refused.status()).toBe(422);
  expect(JSON.stringify(await refused.json())).toMatch(/剩餘張數不足|此場次已額滿/);

  // step 1: the open session, two 一般票
  await page.getByRole('radio', { name: '下午場' }).click();
  await page.getByLabel(/一般票（NT\$1,200）張數/).selectOption('2');
  await next(page);
  // step 2: two participants (the first from the profile)
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply/step2$`));
  await expect(page.getByRole('group', { name: '參加者 1' }).getByLabel('姓名')).toHaveValue('測試會員');
  const second = page.getByRole('group', { name: '參加者 2' });
  await second.getByLabel('姓名').fill('陳美華');
  await second.getByLabel('手機').fill('0922333444');
  await second.getByLabel('Email').fill('mei@example.com');
  await next(page);
  // step 3: this event has no survey
  await expect(page.getByText('此活動沒有報名問卷')).toBeVisible();
  await next(page);
  // step 4: a PHONE carrier, credit card, agree
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply/step4$`));
  await expect(page.getByTestId('apply-total')).toHaveText('NT$2,400');
  await page.getByLabel('手機條碼載具').check();
  await page.getByRole('textbox', { name: /^手機條碼/ }).fill('/abc1234');
  await page.getByLabel('信用卡一次付清').check();
  await page.getByLabel('我已閱讀並同意活動報名條款與退款須知').check();
  await page.getByRole('button', { name: '確認送出' }).click();

  // the sandbox gateway's own page, then back to the member's orders
  await expect(page).toHaveURL(/\/pay$/);
  await expect(page.getByTestId('pay-amount')).toHaveText('NT$2,400');
  await expect(page.getByTestId('pay-type')).toHaveText('信用卡一次付清');
  await page.getByRole('button', { name: '付款', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/activity\?order=\d+$/);

  const order = page.getByRole('article').filter({ hasText: PAID });
  await expect(order.getByText('已完成報名')).toBeVisible();
  await expect(order.getByText('（可申請退款）')).toBeVisible();
  await expect(order.getByText('信用卡一次付清', { exact: true })).toBeVisible();
  await expect(order.getByText('CREDIT_CARD_ONE_TIME')).toHaveCount(0);
  await expect(order.getByRole('img', { name: /報名序號 R\d{4}[0-9A-F]{10} 的 QR Code/ })).toHaveCount(2);
  await expect(order.getByText('購買人可將 QR Code 截圖')).toBeVisible();
  await expect(order.getByRole('link', { name: /^[A-Z]{2}\d{8}$/ })).toHaveAttribute(
    'href',
    'https://www.einvoice.nat.gov.tw/',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('link', { name: '加入行事曆（.ics）' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^event-\d+\.ics$/);
  const ics = readFileSync((await download.path()) as string, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('DURATION:PT1H');
  expect(ics).toContain(`SUMMARY:${PAID}`);

  // saved as a favourite on its page, found again in the member area
  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: '加入收藏' }).click();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  await page.goto('/member/activity');
  await expect(page.getByRole('region', { name: '收藏的活動' }).getByRole('link', { name: PAID })).toBeVisible();

  // refund in three steps, then the credit note
  await order.getByRole('link', { name: '申請退款' }).click();
  await expect(page).toHaveURL(/\/member\/refund\/\d+$/);
  await expect(heading(page, '退款須知')).toBeVisible();
  await page.getByLabel('我已閱讀並同意退款須知').check();
  await next(page);
  await expect(page).toHaveURL(/\/member\/refund\/\d+\/step2$/);
  await page.getByLabel('重複報名').check();
  await page.getByRole('button', { name: '確認退款' }).click();
  await expect(page).toHaveURL(/\/member\/refund\/\d+\/step3$/);
  await expect(page.getByText('已為您辦理退款 NT$2,400。')).toBeVisible();
  await page.getByRole('link', { name: '檢視折讓單' }).click();
  await expect(page).toHaveURL(/\/member\/activity\/credit-note\/\d{10}$/);
  await expect(page.getByRole('heading', { level: 1, name: '銷貨退回、進貨退出或折讓證明單' })).toBeVisible();
  await expect(page.getByRole('row', { name: /折讓金額/ })).toContainText('NT$2,400');
  await expect(page.getByRole('button', { name: '列印' })).toBeVisible();
  // one main landmark: the printable page's own layout is it (axe landmark-no-duplicate-main)
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // a free event: the survey's questions, no payment
  await openApply(page, FREE);
  await page.getByRole('radio', { name: '線上直播' }).click();
  await page.getByLabel(/免費票（免費）張數/).selectOption('1');
  await next(page);
  await next(page);
  await expect(heading(page, '填寫報名問卷')).toBeVisible();
  await next(page);
  await expect(page.getByRole('link', { name: '請回答「您目前使用的吸塵器型號」。' })).toBeVisible();
  await page.getByLabel('您目前使用的吸塵器型號').fill('V12');
  await page.getByLabel('1–3 年').check();
  await page.getByLabel('電池保養').check();
  await page.getByLabel('從哪裡得知這場講座').selectOption('官網');
  await next(page);
  await expect(page.getByText('免費活動，不需付款。')).toBeVisible();
  await page.getByLabel('我已閱讀並同意活動報名條款與退款須知').check();
  await page.getByRole('button', { name: '確認送出' }).click();
  await expect(page.getByText('報名完成！')).toBeVisible();
  await page.getByRole('link', { name: '前往我的活動' }).click();
  const freeOrder = page.getByRole('article').filter({ hasText: FREE });
  await expect(freeOrder.getByText('免付費', { exact: true })).toBeVisible();
  await expect(freeOrder.getByRole('img', { name: /QR Code/ })).toHaveCount(1);
  // each order's tickets are a region named after the order (axe landmark-unique)
  await expect(freeOrder.getByRole('region', { name: /^訂單 \S+ 的票券$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // the member area's overview leads with the next event (the paid one was refunded) and its tickets
  await page.goto('/member');
  const nextEvent = page.getByRole('region', { name: '即將參加' });
  await expect(nextEvent.getByRole('link', { name: FREE })).toBeVisible();
  await expect(nextEvent.getByRole('link', { name: '查看 1 張票券' })).toHaveAttribute(
    'href',
    /^\/member\/activity#order-\d+$/,
  );
  await expect(page.getByRole('region', { name: '進行中的服務' })).toContainText('目前沒有進行中的維修或清潔。');
  await page.goto('/member/activity');

  // an unpaid order (placed, never paid) is cancelled after the site's dialog asks
  const open = sessions.data.find((s) => s.state === 'open');
  const unpaid = await page.request.post('/api/cart/pay', {
    data: {
      event_id: eventId,
      session_id: open?.id,
      tickets: [{ ticket_id: open?.tickets[0]?.id, quantity: 1 }],
      participants: [{ name: '王小明', phone: '0912345678', email: 'ming@example.com' }],
      answers: [],
      invoice: { carrier_type: 'B2C', invoice_email: 'ming@example.com' },
      payment_type: '9101',
      agree: true,
      idempotency_key: 'e2e-unpaid-order-0001',
    },
  });
  const { data: pending } = (await unpaid.json()) as { data: { order_number: string } };
  await page.reload();
  const waiting = page.getByRole('article').filter({ hasText: pending.order_number });
  await expect(waiting.getByText('待付款')).toBeVisible();
  await expect(waiting.getByText('街口支付', { exact: true })).toBeVisible();
  await expect(waiting.getByText('STREET_KOU')).toHaveCount(0);
  await waiting.getByRole('button', { name: '取消訂單' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消訂單' }).click();
  await expect(waiting.getByText('已取消')).toBeVisible();
});

test('a guest opening an apply page signs in with banner 8 and comes back to step 1 of that event', async ({
  page,
  browser,
}) => {
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const other = await browser.newContext();
  const account = await registerMember(other.request, origin);
  await other.close();

  // the list as a month calendar, weeks from Sunday; the paid event on its day, a month or so ahead
  await page.goto('/events');
  await page.getByRole('link', { name: '月曆' }).click();
  await expect(page).toHaveURL(/\/events\?month=\d{4}-\d{2}$/);
  await expect(page.getByRole('columnheader').first()).toHaveText('日');
  const calendar = page.getByRole('table');
  const paidOnCalendar = calendar.getByRole('link', { name: new RegExp(PAID) });
  // the table shows once the month's events are in (QueryState), so a miss here is a real one
  await expect(calendar).toBeVisible();
  if (!(await paidOnCalendar.isVisible())) await page.getByRole('link', { name: '下個月' }).click();
  await expect(paidOnCalendar).toBeVisible();
  await page.goto('/events');
  await page.getByRole('link', { name: PAID }).first().click();
  await page.waitForURL(/\/events\/\d+$/);
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.goto(`/events/${eventId}/apply/step3`);
  await expect(page).toHaveURL(/\/sso\/login\?/);
  expect(new URL(page.url()).searchParams.get('banner')).toBe('8');
  await expect(page.getByText('登入後即可報名活動。')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('密碼').fill(account.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  // back at the event's apply flow: with no draft, step 3 lands on step 1
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply$`));
  await expect(heading(page, '選擇場次與票券')).toBeVisible();
});
