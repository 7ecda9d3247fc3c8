import { validMessage } from '../models/contact.model';
import { solveCaptcha } from '../support/captcha';
import { fillMessage, messageForm, passCaptcha } from '../support/e2e-contact';
import { signInAsNewMember } from '../support/e2e-member';
import { outboxMails } from '../support/e2e-outbox';
import { expect, type Page, test } from '../support/e2e-test';

/**
 * SPEC §2 /contact in three steps, as a guest and as a member, and the subscriptions beside it.
 * The mails are read from the running server's outbox (.eml files, no SMTP configured).
 */

const mailsTo = (to: string) => outboxMails().filter((m) => m.to === to);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a guest writes in three steps, goes back with the browser, reloads step 2, and both mails go out', async ({
  page,
}) => {
  const email = `guest.${Date.now().toString(36)}@example.com`;
  await page.goto('/contact');
  await expect(heading(page, '填寫聯絡資料')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '填寫進度' }).locator('[aria-current="step"]')).toContainText(
    '填寫資料',
  );
  await fillMessage(page, { ...validMessage, email });
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/contact\/step2$/);
  await expect(heading(page, '確認您的留言')).toBeFocused();
  await expect(page.getByText('HL-20261101-0042')).toBeVisible();
  await expect(page.getByText('100 臺北市中正區')).toBeVisible();

  // the browser's back button: step 1 with everything typed
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(heading(page, '填寫聯絡資料')).toBeVisible();
  await expect(messageForm(page).getByLabel('訂單編號')).toHaveValue('HL-20261101-0042');
  await expect(messageForm(page).getByLabel('鄉鎮市區')).toHaveValue('中正區');
  // and forward again
  await page.goForward();
  await expect(heading(page, '確認您的留言')).toBeVisible();

  // a reload keeps the step and what was typed
  await page.reload();
  await expect(page).toHaveURL(/\/contact\/step2$/);
  await expect(heading(page, '確認您的留言')).toBeVisible();
  await expect(page.getByText('HL-20261101-0042')).toBeVisible();

  await passCaptcha(page);
  const send = page.getByRole('button', { name: '確認送出' });
  await send.dblclick();
  await expect(page).toHaveURL(/\/contact\/step3$/);
  await expect(heading(page, '已收到您的來信')).toBeVisible();
  await expect(page.getByText(`確認信已寄至 ${email}。`)).toBeVisible();

  await expect.poll(() => mailsTo(email).length).toBe(1);
  expect(mailsTo(email)[0]?.subject).toMatch(/^好生活：我們已收到您的來信（#\d{10}）$/);
  // the class's own address got the message: exactly one, though 確認送出 was double-clicked
  const notices = mailsTo('service@haolife.example').filter((m) => m.text.includes(`Email：${email}`));
  expect(notices).toHaveLength(1);
  expect(notices[0]?.text).toContain('訂單編號：HL-20261101-0042');

  // back from "sent" starts a fresh, empty form
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(messageForm(page).getByLabel('留言內容')).toHaveValue('');
});

test('a message to an address written to too often is refused with the time to wait; nothing typed is lost', async ({
  page,
}) => {
  // five messages to one address from five places (the server trusts X-Forwarded-For here)
  const email = `often.${Date.now().toString(36)}.${process.pid}@example.com`;
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  for (let i = 0; i < 5; i++) {
    const sent = await page.request.post('/api/contact', {
      data: { ...validMessage, email, google_recaptcha_token: await solveCaptcha(origin) },
      headers: { 'x-forwarded-for': `198.18.250.${(process.pid + i) % 256}` },
    });
    expect(sent.status()).toBe(200);
  }
  await page.goto('/contact');
  await fillMessage(page, { ...validMessage, email });
  await page.getByRole('button', { name: '下一步' }).click();
  await passCaptcha(page);
  await page.getByRole('button', { name: '確認送出' }).click();
  const problem = page.getByRole('alert').filter({ hasText: '資料尚未送出' });
  await expect(problem).toContainText(/送出次數過多，請於 \d+ 分鐘後再試。/);
  await expect(page).toHaveURL(/\/contact\/step2$/);
  await expect(page.getByText('HL-20261101-0042')).toBeVisible();
  expect(mailsTo(email)).toHaveLength(5);
});

test('step 2 or 3 opened with nothing filled in lands on step 1', async ({ page }) => {
  await page.goto('/contact/step3');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(heading(page, '填寫聯絡資料')).toBeVisible();
  await page.goto('/contact/step2');
  await expect(page).toHaveURL(/\/contact$/);
});

test('refused fields are listed at the top, each linked to its field', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: '下一步' }).click();
  const summary = page.getByRole('alert').filter({ hasText: '請修正以下欄位' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: '請輸入 Email。' }).click();
  await expect(messageForm(page).getByLabel('Email')).toBeFocused();
});

test('a member finds name, email and phone filled in from the profile', async ({ page }) => {
  const { email } = await signInAsNewMember(page);
  await page.goto('/contact');
  const form = messageForm(page);
  await expect(form.getByLabel('姓名')).toHaveValue('測試會員');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('手機號碼')).toHaveValue('0912345678');
});

test('subscribing to a topic, and the second time it is answered clearly', async ({ page }) => {
  const email = `reader.${Date.now().toString(36)}@example.com`;
  await page.goto('/contact');
  const panel = page.getByRole('region', { name: '訂閱電子報' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByRole('radio', { name: /新品上市/ }).check();
  await panel.getByRole('button', { name: '訂閱' }).click();
  await expect(panel.getByRole('status')).toHaveText(`訂閱成功！確認信已寄至 ${email}。`);
  await panel.getByRole('button', { name: '訂閱' }).click();
  await expect(panel.getByRole('status')).toHaveText(`此 Email 已訂閱「新品上市」。`);
});
