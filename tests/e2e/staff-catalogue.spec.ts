import sharp from 'sharp';
import { axeViolations } from '../support/axe';
import { signInAsNewEditor } from '../support/e2e-staff';
import { expect, test } from '../support/e2e-test';

/**
 * Issue 24 item 3 in the running app: an editor adds a product model through the console's form
 * (its serial check left off), sees the server refuse an unsafe serial rule by its field, then
 * adds a store with a picture, changes its hours, publishes it and finds the new hours and the
 * picture on the public store page.
 * The rules themselves are the API tests' (tests/api/staff-catalogue.test.ts).
 */

test.use({ actionTimeout: 15_000 });

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
});

test('an editor adds a product model and publishes a store with new hours', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  await signInAsNewEditor(page);

  // a product model, by typing and ticking in the form
  await page.goto('/staff');
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '商品型號', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '商品型號' })).toBeVisible();
  await expect(page.getByRole('table', { name: /商品型號列表/ })).toBeVisible();
  expect(await axeViolations(page), '/staff/product-models').toEqual([]);
  await page.getByRole('link', { name: '新增型號' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新增型號' })).toBeVisible();
  await page.getByRole('combobox', { name: /^品牌/ }).selectOption({ label: '菲耶羅' });
  await page.getByRole('textbox', { name: /^型號名稱/ }).fill(`FY-${tag}`);
  const verify = page.getByRole('checkbox', { name: /^需驗證序號/ });
  await verify.check();
  await verify.uncheck();
  await page.getByRole('checkbox', { name: '適用深層清潔服務' }).check();
  await page.getByRole('button', { name: '新增零件' }).click();
  await page.getByRole('textbox', { name: '零件 1' }).fill('集塵盒');
  // the warranty's length, which a registration's approval counts from the invoice date
  const months = page.getByRole('textbox', { name: /^保固期間（月）/ });
  await expect(months).toHaveValue('12');
  await months.fill('24');

  // a pattern whose backtracking grows exponentially: the server refuses it, by the field
  const pattern = page.getByRole('textbox', { name: /^序號規則/ });
  await pattern.fill('^(a+)+$');
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/staff/product-models') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  expect((await refused).status()).toBe(422);
  await expect(pattern).toHaveAttribute('aria-invalid', 'true');
  await expect(pattern).toHaveAccessibleDescription(/不可重複含有重複或「\|」的群組/);
  expect(await axeViolations(page), '/staff/product-models/new').toEqual([]);

  await pattern.fill('^FY\\d{6}$');
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/product-models\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '編輯型號' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^需驗證序號/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: '適用深層清潔服務' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^序號規則/ })).toHaveValue('^FY\\d{6}$');
  await expect(page.getByRole('textbox', { name: '零件 1' })).toHaveValue('集塵盒');
  const modelId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const model = await (await page.request.get(`/api/staff/product-models/${modelId}`)).json();
  expect(model.data).toMatchObject({
    is_verify_code: false,
    is_deep_clean: true,
    code_pattern: '^FY\\d{6}$',
    warranty_months: 24,
  });

  // a store: a new one, so no other spec's store changes under this one
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '門市', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '門市' })).toBeVisible();
  await page.getByRole('link', { name: '新增據點' }).click();
  const name = `好生活 測試門市 ${tag}`;
  await page.getByRole('textbox', { name: /^據點名稱/ }).fill(name);
  await page.getByRole('combobox', { name: /^據點類型/ }).selectOption({ label: '直營門市' });
  await page.getByRole('checkbox', { name: '速修服務' }).check();
  await page.getByRole('combobox', { name: /^縣市/ }).selectOption('臺北市');
  await page.getByRole('combobox', { name: /^鄉鎮市區/ }).selectOption('大安區');
  await page.getByRole('textbox', { name: /^地址/ }).fill('忠孝東路四段 1 號');
  await page.getByRole('textbox', { name: /^電話/ }).fill('02-2720-1188');
  const hours = page.getByRole('textbox', { name: /^營業時間/ });
  await hours.fill('週一至週五 11:00–21:00');
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a9a6b' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('門市照片').setInputFiles({ name: 'store.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('link', { name: 'store.jpg' })).toBeVisible();
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/locations\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByText('目前狀態：草稿')).toBeVisible();
  expect(await axeViolations(page), `/staff/locations/${id}`).toEqual([]);
  expect((await page.request.get(`/api/locations/${id}`)).status()).toBe(404);

  // new hours: publishing waits for the save
  await hours.fill('週一至週日 10:30–22:00\n國定假日照常營業');
  await expect(page.getByRole('button', { name: '發布設定' })).toBeDisabled();
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(page.getByText('已儲存。')).toBeVisible();
  // the articles' publication task, for a store
  await page.getByRole('link', { name: '發布設定' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/locations/${id}/publish$`));
  await page.getByRole('radio', { name: /^立即發布/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText(`「${name}」將立刻發布到網站上。`)).toBeVisible();
  await page.getByRole('button', { name: '確認執行' }).click();
  await expect(page.getByText('據點目前狀態：已發布。')).toBeVisible();

  await page.goto(`/locations/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('週一至週日 10:30–22:00').first()).toBeVisible();
  await expect(page.getByText('國定假日照常營業').first()).toBeVisible();
  await expect(page.getByText('週一至週五 11:00–21:00')).toHaveCount(0);
  await expect(page.locator('.location-detail__image img')).toHaveAttribute('src', /^\/media\/\d+\//);
});
