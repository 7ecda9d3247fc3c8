import { signInAsNewMember } from '../support/e2e-member';
import { expect, test } from '../support/e2e-test';

/**
 * The profile form at /member/edit on the form kit: a refused value is named at the top of the
 * form (the error summary, which takes the focus, its link going to the field) and by the field
 * itself; what only the server refuses (its 422) lands there the same way.
 */

const MOBILE_MESSAGE = '請輸入正確的手機號碼（09 開頭共 10 碼）。';

test('a bad mobile number: the error summary links to the field, the message is by the field', async ({ page }) => {
  await signInAsNewMember(page);
  await page.goto('/member/edit');
  const mobile = page.getByRole('textbox', { name: /^手機號碼/ });
  await mobile.fill('0212345678');
  await page.getByRole('button', { name: '儲存變更' }).click();

  const summary = page.getByRole('alert').filter({ hasText: '請修正以下欄位' });
  await expect(summary).toBeFocused();
  const link = summary.getByRole('link', { name: MOBILE_MESSAGE });
  await expect(link).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription(new RegExp(MOBILE_MESSAGE.replace(/[()（）]/g, '.')));

  await link.click();
  await expect(mobile).toBeFocused();
  // mended, the summary and the message go, and the profile is saved
  await mobile.fill('0987654321');
  await expect(summary).toHaveCount(0);
  await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: '儲存變更' }).click();
  await expect(page.getByRole('status').filter({ hasText: '會員資料已更新。' })).toBeVisible();
});

test('the server’s refusal (422) is shown by the field and in the error summary', async ({ page }) => {
  await signInAsNewMember(page);
  await page.goto('/member/edit');
  await page.route('**/api/user/profile', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: '輸入的資料有誤。', errors: { address: ['此地址無法寄送。'] } }),
    });
  });
  await page.getByRole('textbox', { name: '地址' }).fill('某處');
  await page.getByRole('button', { name: '儲存變更' }).click();
  const summary = page.getByRole('alert').filter({ hasText: '請修正以下欄位' });
  await expect(summary.getByRole('link', { name: '此地址無法寄送。' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '地址' })).toHaveAccessibleDescription('此地址無法寄送。');
  await expect(page.getByRole('status').filter({ hasText: '會員資料已更新。' })).toHaveCount(0);
});
