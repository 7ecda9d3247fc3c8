import sharp from 'sharp';
import { axeViolations } from '../support/axe';
import { signInAsNewMember } from '../support/e2e-member';
import { grantEditor, signInAsAdmin } from '../support/e2e-staff';
import { expect, test } from '../support/e2e-test';

/**
 * Issue 24's home page in the running app: an editor (a new member this spec's admin makes an
 * editor) adds a desktop banner with its picture, publishes it and sees it on the home page, takes
 * it down and sees it gone, retitles a home block and sees the new title on the home page, and adds
 * an item to a section of the talent-development page and sees it there.
 * Rules and edge cases (roles, 422, 409, audit, sections) are tests/api/staff-home.test.ts's.
 */

/** This spec's admin (STAFF_EMAILS in playwright.config.ts); one test, so one worker at a time. */
const ADMIN = 'e2e.blocks@example.com.tw';

test.use({ actionTimeout: 20_000 });

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
});

test('an editor publishes a desktop banner, takes it down, retitles a home block and adds an item to a section', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const subject = `春季選物 ${tag}`;
  const blockTitle = `本季活動 ${tag}`;
  const itemTitle = `輪調計畫 ${tag}`;

  const { email } = await signInAsNewMember(page);
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const admin = await browser.newContext({ baseURL: origin, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  await signInAsAdmin(admin.request, ADMIN);
  await grantEditor(admin.request, email);
  await admin.close();

  await page.goto('/staff');
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '首頁橫幅與區塊' }).click();
  await expect(page).toHaveURL(/\/staff\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: '首頁橫幅與區塊' })).toBeVisible();

  // a banner: its desktop picture uploaded, with its alternative text, saved as a draft
  await page.getByRole('button', { name: '新增橫幅' }).click();
  const jpeg = await sharp({ create: { width: 96, height: 40, channels: 3, background: '#b5523b' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('版本').selectOption({ label: '電腦版' });
  await page.getByRole('textbox', { name: /^標題/ }).fill(subject);
  await page
    .getByLabel(/^圖片\s*\*?\s*必填$/)
    .setInputFiles({ name: 'spring.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('link', { name: 'spring.jpg' })).toBeVisible();
  await page.getByRole('textbox', { name: /^圖片替代文字/ }).fill('木桌上的紅色鑄鐵鍋');
  await page.getByRole('textbox', { name: /^連結/ }).fill('/events');
  expect(await axeViolations(page), '/staff/home with the banner form').toEqual([]);
  await page.getByRole('button', { name: '新增橫幅' }).click();
  await expect(page.getByRole('status').filter({ hasText: `已新增「${subject}」` })).toBeVisible();

  const desktop = page.getByRole('table', { name: '電腦版橫幅' });
  const row = desktop.getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('cell', { name: '草稿' })).toBeVisible();
  await expect(row.getByRole('img', { name: '木桌上的紅色鑄鐵鍋' })).toBeVisible();

  // published: on the home page's carousel
  await row.getByRole('button', { name: '發布' }).click();
  await expect(row.getByRole('cell', { name: '已發布' })).toBeVisible();
  const home = await page.context().newPage();
  await home.goto('/');
  const carousel = home.getByRole('region', { name: '主打消息' });
  await expect(carousel.getByText(subject)).toBeAttached();

  // taken down: gone from the home page
  await row.getByRole('button', { name: '下架' }).click();
  await expect(row.getByRole('cell', { name: '已下架' })).toBeVisible();
  await home.reload();
  await expect(home.getByRole('region', { name: '主打消息' })).toBeVisible();
  await expect(home.getByText(subject)).toHaveCount(0);

  // a home block retitled: the home page shows the new title on its next request
  await page.getByRole('button', { name: '編輯「活動區塊」' }).click();
  const form = page.getByRole('region', { name: '編輯「活動區塊」' });
  await form.getByRole('textbox', { name: /^標題/ }).fill(blockTitle);
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(form.getByRole('status')).toHaveText('已儲存，網站上已更新。');
  await home.reload();
  await expect(home.getByRole('heading', { name: blockTitle })).toBeVisible();

  // a page section gets one more item: the public page lists it on its next request
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '頁面區塊' }).click();
  await page.getByRole('navigation', { name: '頁面' }).getByRole('link', { name: '人才培育' }).click();
  await expect(page).toHaveURL(/\/staff\/pages\?page=talent-development$/);
  await page.getByRole('button', { name: '編輯「培訓體系」' }).click();
  const section = page.getByRole('region', { name: '編輯「培訓體系」' });
  await section.getByRole('button', { name: '新增項目' }).click();
  const item = section.getByRole('group', { name: '項目 4' });
  await item.getByRole('textbox', { name: /^項目標題/ }).fill(itemTitle);
  await item.getByRole('textbox', { name: /^項目內容/ }).fill('每季一次的跨部門輪調。');
  expect(await axeViolations(page), '/staff/pages with the section form').toEqual([]);
  await section.getByRole('button', { name: '儲存' }).click();
  await expect(section.getByRole('status')).toHaveText('已儲存，網站上已更新。');
  await home.goto('/talent-development');
  await expect(home.getByText(itemTitle)).toBeVisible();
  await home.close();
});
