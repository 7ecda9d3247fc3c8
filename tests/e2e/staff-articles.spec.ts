import sharp from 'sharp';
import { axeViolations } from '../support/axe';
import { signInAsNewMember } from '../support/e2e-member';
import { adminContext, signInAsNewEditor } from '../support/e2e-staff';
import { expect, test } from '../support/e2e-test';
import { allSitemapFiles } from '../support/sitemap-files';

/**
 * Issue 24's "done when" for articles, in the running app: an editor (a new member the admin
 * grants `editor` by email) writes an article in the console with a heading, a list and a
 * captioned picture, previews it, schedules it for the coming minute in Taipei time, and the server's
 * sweeper puts it on /hence, in the sitemap and in search; the admin finds its life in the audit
 * log. Rules and edge cases are the API tests'; the publication task's paths are its model spec's.
 */

// a control that is not there fails in seconds, not at the end of the long test's budget
test.use({ actionTimeout: 20_000 });

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
});

/** `YYYY-MM-DDTHH:mm` in Taipei time, as the datetime-local field takes it. */
const taipeiLocal = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);

test('an editor writes, previews and schedules an article, and the schedule publishes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const word = `收納${Date.now().toString(36)}`;
  const subject = `${word} 的廚房整理術`;
  const caption = '整理後的廚房層架';
  const { email } = await signInAsNewEditor(page);

  await page.goto('/staff/articles');
  await expect(page.getByRole('heading', { level: 1, name: '文章' })).toBeVisible();
  expect(await axeViolations(page), '/staff/articles').toEqual([]);
  await page.getByRole('link', { name: '新增文章' }).click();
  await expect(page).toHaveURL(/\/staff\/articles\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: '新增文章' })).toBeVisible();

  await page.getByRole('textbox', { name: '標題 必填', exact: true }).fill(subject);
  const body = page.getByRole('textbox', { name: /^內文/ });
  const tools = page.getByRole('toolbar', { name: '文字格式' });
  await body.click();
  await tools.getByRole('button', { name: '標題', exact: true }).click();
  await expect(tools.getByRole('button', { name: '標題', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('先從層架開始');
  await page.keyboard.press('Enter');
  await page.keyboard.type('開始前準備：');
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: '項目清單' }).click();
  await page.keyboard.type('透明收納盒');
  await page.keyboard.press('Enter');
  await page.keyboard.type('標籤貼紙');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(body.getByRole('heading', { level: 2, name: '先從層架開始' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveText(['透明收納盒', '標籤貼紙']);

  // a real small JPEG, uploaded through the picture panel, with its alt text and caption
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c88a50' } })
    .jpeg()
    .toBuffer();
  await tools.getByRole('button', { name: '插入圖片' }).click();
  const panel = page.getByRole('group', { name: '插入圖片' });
  await panel.getByLabel('圖片檔案').setInputFiles({ name: 'shelf.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await panel.getByRole('textbox', { name: '替代文字' }).fill('木層架上排好的收納盒');
  await panel.getByRole('textbox', { name: '圖說' }).fill(caption);
  await panel.getByRole('button', { name: '插入圖片' }).click();
  await expect(panel).toHaveCount(0);
  await expect(body.getByRole('img', { name: '木層架上排好的收納盒' })).toBeVisible();
  await expect(body.locator('figcaption')).toHaveText(caption);
  expect(await axeViolations(page), '/staff/articles/new').toEqual([]);

  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/articles\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { level: 1, name: '編輯文章' })).toBeVisible();
  await expect(page.getByText('目前狀態：草稿')).toBeVisible();
  expect(await axeViolations(page), `/staff/articles/${id}`).toEqual([]);

  // the preview: the public page as it will be, told not to be indexed
  const href = await page.getByRole('link', { name: '預覽' }).getAttribute('href');
  expect(href).toBe(`/api/staff/articles/${id}/preview`);
  const preview = await page.request.get(href ?? '');
  expect(preview.status()).toBe(200);
  expect(preview.headers()['x-robots-tag']).toContain('noindex');
  const html = await preview.text();
  expect(html).toContain(subject);
  expect(html).toMatch(new RegExp(`<figcaption[^>]*>${caption}</figcaption>`));
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  // a draft is nowhere public yet
  expect((await page.request.get(`/hence/article/${id}`)).status()).toBe(404);

  await page.getByRole('link', { name: '發布設定' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/articles/${id}/publish$`));
  await expect(page.getByRole('heading', { level: 2, name: '發布設定', exact: true })).toBeVisible();
  expect(await axeViolations(page), `/staff/articles/${id}/publish`).toEqual([]);
  // the next whole minute if it is at least 40 seconds away (time to confirm), else the one after
  const nextMinute = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
  const when = new Date(nextMinute);
  const shown = taipeiLocal(when).replace('T', ' ').replaceAll('-', '/');
  await page.getByRole('radio', { name: /^排程發布/ }).check();
  await page.getByLabel('發布時間（台北時間）').fill(taipeiLocal(when));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '確認發布設定', exact: true })).toBeVisible();
  await expect(page.getByText(`「${subject}」將於 ${shown}（台北時間）自動發布。`)).toBeVisible();
  await page.getByRole('button', { name: '確認執行' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '發布狀態已更新', exact: true })).toBeVisible();
  await expect(page.getByText(`已排程，將於 ${shown}（台北時間）發布。`)).toBeVisible();
  // still not public before its time
  expect((await page.request.get(`/hence/article/${id}`)).status()).toBe(404);

  // the sweeper (every 10 s) publishes it once its time has come
  const timing = { timeout: 150_000, intervals: [5_000] };
  await expect
    .poll(async () => {
      const found = await page.request.get(`/api/search?keyword=${encodeURIComponent(word)}`);
      return found.status() === 200 && (await found.text()).includes(subject);
    }, timing)
    .toBe(true);
  expect(Date.now(), 'not before its time').toBeGreaterThanOrEqual(when.getTime());
  await expect
    .poll(
      async () => (await allSitemapFiles({ request: (p) => page.request.get(p) })).includes(`/hence/article/${id}<`),
      timing,
    )
    .toBe(true);
  await expect(async () => {
    await page.goto('/hence');
    await expect(page.getByRole('link', { name: subject }).first()).toBeVisible({ timeout: 5_000 });
  }).toPass(timing);
  await page.goto(`/hence/article/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.locator('figcaption').filter({ hasText: caption })).toBeVisible();

  // the admin finds the article's life in the audit log: written, scheduled, published by the schedule
  const admin = await adminContext(browser, new URL(page.url()).origin);
  const adminPage = await admin.newPage();
  await adminPage.goto('/staff/audit');
  await expect(adminPage.getByRole('heading', { level: 1, name: '稽核紀錄' })).toBeVisible();
  await adminPage.getByRole('textbox', { name: '對象', exact: true }).fill('article');
  await adminPage.getByRole('textbox', { name: '對象編號' }).fill(String(id));
  await adminPage.getByRole('button', { name: '篩選', exact: true }).click();
  const table = adminPage.getByRole('table', { name: /稽核紀錄/ });
  await expect(table.getByText('共 3 筆')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'article.create' })).toContainText(email);
  await expect(table.getByRole('row').filter({ hasText: 'article.scheduled' })).toContainText(email);
  await expect(table.getByRole('row').filter({ hasText: 'article.publish' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'article.publish' }).filter({ hasText: email })).toHaveCount(0);
  await admin.close();
});

test('a member without a role is refused the articles; a guest is sent to sign in', async ({ page, browser }) => {
  const guest = await browser.newPage();
  await guest.goto('/staff/articles');
  await expect(guest).toHaveURL(/\/sso\/login\?/);
  const url = new URL(guest.url());
  expect(new URL(url.searchParams.get('return_to') ?? '', url.origin).pathname).toBe('/staff/articles');
  await guest.close();

  await signInAsNewMember(page);
  await page.goto('/staff/articles');
  await expect(page.getByRole('heading', { level: 1, name: '您沒有後台權限' })).toBeVisible();
  await expect(page.getByRole('link', { name: '新增文章' })).toHaveCount(0);
  expect((await page.request.get('/api/staff/articles')).status()).toBe(403);
});

test('an editor’s typing is kept as a draft on the server: offered back after a reload, shown to another editor, gone once saved', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email } = await signInAsNewEditor(page);
  const subject = `草稿測試 ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/staff/articles', {
    data: { class: 'articleBlog', subject, body: '<p>內文</p>', category_ids: [], is_top: false },
  });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  await page.goto(`/staff/articles/${id}`);
  const title = page.getByRole('textbox', { name: '標題 必填', exact: true });
  await title.fill(`${subject}（改）`);
  await expect(page.getByText(/^草稿已自動儲存/)).toBeVisible();

  // the tab is gone: the next visit offers the draft back, and the form shows the saved article until then
  await page.reload();
  const mine = page.getByRole('region', { name: '您的草稿' });
  await expect(mine).toContainText('尚未儲存的草稿');
  await expect(title).toHaveValue(subject);
  await mine.getByRole('button', { name: '還原草稿' }).click();
  await expect(title).toHaveValue(`${subject}（改）`);
  await expect(mine).toHaveCount(0);

  // another editor opening the article sees whose changes are waiting
  const otherContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  });
  const other = await otherContext.newPage();
  await signInAsNewEditor(other);
  await other.goto(`/staff/articles/${id}`);
  await expect(other.getByRole('region', { name: '其他人的草稿' })).toContainText(email);

  // saved: the draft has done its work
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(page.getByText('已儲存。')).toBeVisible();
  await other.reload();
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByRole('textbox', { name: '標題 必填', exact: true })).toHaveValue(`${subject}（改）`);
  await expect(other.getByRole('region', { name: '其他人的草稿' })).toHaveCount(0);
  await otherContext.close();
});
