import { scrollY } from '../support/e2e-app';
import { signInAsNewMember } from '../support/e2e-member';
import { expect, type Page, test } from '../support/e2e-test';

/**
 * Issue 20, the gateway's way back: a payment that fails at the gateway (the sandbox at /pay)
 * says so at the top of the page it returns to, with the order's 前往付款 and 取消; the browser's
 * Back from the gateway lands on the order, not on an empty first step of the form that placed it.
 */

const PAID = '冬季土鍋炊飯教室';

async function openPaidEvent(page: Page): Promise<number> {
  await page.goto('/events');
  await page.getByRole('link', { name: PAID }).first().click();
  await page.waitForURL(/\/events\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** An order waiting for its payment, placed as the apply form's last step sends it. */
async function placeUnpaidOrder(page: Page, eventId: number): Promise<string> {
  const sessions = (await (await page.request.get(`/api/calendar_events/${eventId}`)).json()) as {
    data: { id: number; state: string; tickets: { id: number }[] }[];
  };
  const open = sessions.data.find((s) => s.state === 'open');
  const placed = await page.request.post('/api/cart/pay', {
    data: {
      event_id: eventId,
      session_id: open?.id,
      tickets: [{ ticket_id: open?.tickets[0]?.id, quantity: 1 }],
      participants: [{ name: '王小明', phone: '0912345678', email: 'ming@example.com' }],
      answers: [],
      invoice: { carrier_type: 'B2C', invoice_email: 'ming@example.com' },
      payment_type: '9104',
      agree: true,
      idempotency_key: `e2e-return-${Date.now().toString(36)}`,
    },
  });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { data: { order_number: string } }).data.order_number;
}

test('a payment refused at the gateway says so at the top of the order page, with pay again and cancel', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsNewMember(page);
  const orderNumber = await placeUnpaidOrder(page, await openPaidEvent(page));

  await page.goto('/member/activity');
  const order = page.getByRole('article').filter({ hasText: orderNumber });
  await order.getByRole('button', { name: '前往付款' }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await page.getByRole('button', { name: '付款失敗' }).click();

  await expect(page).toHaveURL(new RegExp(`/member/activity\\?order=${orderNumber}$`));
  const notice = page.getByRole('region', { name: '付款失敗' });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(`訂單 ${orderNumber} 的付款沒有成功`);
  await expect(notice.getByRole('button', { name: '前往付款' })).toBeVisible();
  await expect(notice.getByRole('button', { name: '取消訂單' })).toBeVisible();
  // at the top of the page, and the order is not listed a second time below it
  expect(await scrollY(page)).toBe(0);
  const top = await notice.boundingBox();
  expect(top?.y ?? 9999).toBeLessThan(page.viewportSize()?.height ?? 0);
  await expect(page.getByRole('article', { name: PAID, exact: true }).filter({ hasText: orderNumber })).toHaveCount(1);

  // paying again from there, this time with success, says that instead
  await notice.getByRole('button', { name: '前往付款' }).click();
  await expect(page).toHaveURL(/\/pay$/);
  await page.getByRole('button', { name: '付款', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/member/activity\\?order=${orderNumber}$`));
  const paid = page.getByRole('region', { name: '付款完成' });
  await expect(paid).toBeFocused();
  await expect(paid.getByText('已完成報名')).toBeVisible();
});

test('Back from the gateway lands on the order just placed, with 前往付款 and 取消', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsNewMember(page);
  const eventId = await openPaidEvent(page);
  await page.getByRole('link', { name: '立即報名' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply$`));
  // nothing is chosen for the member: the session by its radio, then one ticket
  await page.getByRole('radio', { name: '下午場' }).click();
  await page.getByLabel(/一般票（NT\$1,200）張數/).selectOption('1');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply/step2$`));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('此活動沒有報名問卷')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/apply/step4$`));
  await page.getByLabel('信用卡一次付清').check();
  await page.getByLabel('我已閱讀並同意活動報名條款與退款須知').check();
  await page.getByRole('button', { name: '確認送出' }).click();
  await expect(page).toHaveURL(/\/pay$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/member\/activity\?order=\d+$/);
  const notice = page.getByRole('region', { name: '尚未完成付款' });
  await expect(notice).toBeFocused();
  await expect(notice.getByRole('article')).toContainText(PAID);
  await expect(notice.getByText('待付款')).toBeVisible();
  await expect(notice.getByRole('button', { name: '前往付款' })).toBeVisible();
  await expect(notice.getByRole('button', { name: '取消訂單' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});
