import { signInAsNewMember } from '../support/e2e-member';
import { grantEditor, signInAsAdmin } from '../support/e2e-staff';
import { expect, test } from '../support/e2e-test';

/**
 * The console's recipes in the running app: an editor (a new member the recipes admin grants
 * `editor` by email) writes a recipe with two ingredients, saves the draft, publishes it through
 * the publication task articles use, and it is on its public page. Rules and edge cases (drafts hidden everywhere, 409, audit) are the API
 * tests' (tests/api/staff-recipes.test.ts).
 */

const ADMIN_EMAIL = 'e2e.recipes@example.com.tw';

test.use({ actionTimeout: 15_000 });

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
});

test('an editor writes a recipe with two ingredients, publishes it, and it is on its public page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const subject = `紅棗枸杞茶 ${Date.now().toString(36)}`;
  const { email } = await signInAsNewMember(page);
  const admin = await browser.newContext({ baseURL, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  await signInAsAdmin(admin.request, ADMIN_EMAIL);
  await grantEditor(admin.request, email);
  await admin.close();

  await page.goto('/staff');
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '食譜' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '食譜' })).toBeVisible();
  await page.getByRole('link', { name: '新增食譜' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新增食譜' })).toBeVisible();

  // sent empty, the form says what is missing, by field
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '請輸入食譜名稱。' }).first()).toBeVisible();

  await page.getByRole('textbox', { name: /^食譜名稱/ }).fill(subject);
  await page.getByRole('combobox', { name: /^節氣/ }).selectOption({ label: '立冬' });
  await page.getByRole('spinbutton', { name: /^烹調時間/ }).fill('15');
  await page.getByRole('spinbutton', { name: /^份數/ }).fill('2');
  await page.getByRole('textbox', { name: /^第 1 項食材名稱/ }).fill('紅棗');
  await page.getByRole('textbox', { name: /^第 1 項食材份量/ }).fill('6 顆');
  await page.getByRole('button', { name: '新增一項食材' }).click();
  await page.getByRole('textbox', { name: /^第 2 項食材名稱/ }).fill('枸杞');
  await page.getByRole('textbox', { name: /^第 2 項食材份量/ }).fill('1 小匙');
  // a third row added by mistake, then taken away
  await page.getByRole('button', { name: '新增一項食材' }).click();
  await page.getByRole('button', { name: '移除第 3 項食材' }).click();
  await expect(page.getByRole('textbox', { name: /^第 3 項食材名稱/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: /^作法/ }).click();
  await page.keyboard.type('紅棗劃開，與枸杞一同以熱水沖泡十分鐘。');

  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page).toHaveURL(/\/staff\/recipes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '編輯食譜' })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText('目前狀態：草稿', { exact: true })).toBeVisible();
  // a draft is not on the public site
  expect((await page.request.get(`/api/article_recipes/${id}`)).status()).toBe(404);
  // but its preview is the public page as it will be, told not to be indexed
  const href = await page.getByRole('link', { name: '預覽' }).getAttribute('href');
  expect(href).toBe(`/api/staff/recipes/${id}/preview`);
  const preview = await page.request.get(href ?? '');
  expect(preview.status()).toBe(200);
  expect(preview.headers()['x-robots-tag']).toContain('noindex');
  expect(await preview.text()).toContain(subject);

  // the publication task the articles use: say what happens, read it back, done
  await page.getByRole('link', { name: '發布設定' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/recipes/${id}/publish$`));
  await expect(page.getByText(`食譜「${subject}」，目前狀態：草稿。`)).toBeVisible();
  await page.getByRole('radio', { name: /^立即發布/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText(`「${subject}」將立刻發布到網站上。`)).toBeVisible();
  await page.getByRole('button', { name: '確認執行' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '發布狀態已更新', exact: true })).toBeVisible();
  await expect(page.getByText('食譜目前狀態：已發布。')).toBeVisible();
  await page.getByRole('link', { name: '回到食譜', exact: true }).click();
  await expect(page.getByText('目前狀態：已發布', { exact: true })).toBeVisible();

  const [reader] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: '在網站上查看' }).click(),
  ]);
  await reader.waitForLoadState();
  await expect(reader).toHaveURL(new RegExp(`/hence/recipe/article/${id}$`));
  await expect(reader.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const ingredients = reader.getByRole('region', { name: '食材' });
  await expect(ingredients.getByRole('listitem')).toHaveText(['紅棗6 顆', '枸杞1 小匙']);
  await expect(reader.getByText('紅棗劃開，與枸杞一同以熱水沖泡十分鐘。')).toBeVisible();
});
