import { decodeLoginToken } from '../../schemas/login-token.schema';
import { TOKEN_COOKIE } from '../../schemas/login-token-cookie';
import { navigateInApp, signInTarget } from '../support/e2e-app';
import { registerAtService, registrationLinkFor, signInAsNewMember } from '../support/e2e-member';
import { mailedLink } from '../support/e2e-outbox';
import { type BrowserContext, expect, type Locator, type Page, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';

/**
 * Issue 3's story in a real browser: a new member registers at the sign-in service from /member,
 * edits the profile, signs out; a returning member signs in from the repair form; a member who
 * forgot the password resets it from the mailed link. One account per project, walked in order.
 */
test.describe.configure({ mode: 'serial' });

interface Account {
  name: string;
  email: string;
  mobile: string;
  password: string;
}
let account: Account;

test.beforeAll(() => {
  const unique = `${test.info().project.name}.${Date.now().toString(36)}.${process.pid}`;
  account = { name: '林美華', email: `story.${unique}@example.com.tw`, mobile: '0912345678', password: 'first pass 8' };
});

// ------------------------------------------------------------------------------ helpers

/**
 * Checks in the header's navigation, unfolded on phones (the session links live in it). Retried
 * as a whole: the menu folds again when a navigation commits or the first page replaces the
 * loading screen. Folded again afterwards, so that it does not cover the page.
 */
async function inHeader<T>(page: Page, check: (nav: Locator) => Promise<T>): Promise<T> {
  const nav = page.getByRole('navigation', { name: '主選單' });
  let result: T | undefined;
  await expect(async () => {
    const toggle = page.getByRole('button', { name: '開啟選單' });
    if (await toggle.isVisible()) await toggle.click();
    result = await check(nav);
  }).toPass({ timeout: 15_000 });
  await page
    .getByRole('button', { name: '關閉選單' })
    .click({ timeout: 1_000 })
    .catch(() => {});
  return result as T;
}

const QUICK = { timeout: 1_000 };

const expectGuestHeader = (page: Page) =>
  inHeader(page, async (nav) => {
    await expect(nav.getByRole('link', { name: '登入', exact: true })).toBeVisible(QUICK);
    await expect(nav.getByRole('button', { name: '登出' })).toHaveCount(0, QUICK);
    await expect(nav.getByRole('link', { name: '會員中心' })).toHaveCount(0, QUICK);
  });

const expectMemberHeader = (page: Page) =>
  inHeader(page, async (nav) => {
    const member = nav.getByRole('link', { name: '會員中心' });
    await expect(member).toBeVisible(QUICK);
    await expect(member).toHaveAttribute('href', '/member', QUICK);
    // the member link's item is busy while the session machine still checks the profile
    await expect(nav.locator('li').filter({ has: page.getByRole('link', { name: '會員中心' }) })).toHaveAttribute(
      'aria-busy',
      'false',
      QUICK,
    );
    await expect(nav.getByRole('button', { name: '登出' })).toBeVisible(QUICK);
    await expect(nav.getByRole('link', { name: '登入', exact: true })).toHaveCount(0, QUICK);
  });

/** SPEC §3: the cookie `token` (base64 JSON) and `token` + `isLogin` in local storage. */
async function storedToken(page: Page, context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE);
  const local = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    isLogin: localStorage.getItem('isLogin'),
  }));
  return { cookie: cookie ? decodeLoginToken(cookie.value) : null, ...local };
}

async function expectSignInPage(
  page: Page,
  expected: { returnTo: string; banner: number; title: string; text: string },
) {
  await expect(page).toHaveURL(/\/sso\/login\?/);
  expect(signInTarget(page.url(), page.url())).toEqual({
    returnTo: expected.returnTo,
    banner: String(expected.banner),
  });
  const banner = page.getByRole('region', { name: expected.title });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(expected.text);
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

/** The address bar once the session machine has dropped the login query. */
const expectCleanUrl = (page: Page, pathname: string) =>
  expect(page).toHaveURL(
    (url) => url.pathname === pathname && !url.searchParams.has('outer_id') && !url.searchParams.has('id_token'),
  );

const BANNER_1 = { banner: 1, title: '會員登入', text: '登入會員，即可查看活動報名、服務紀錄與個人資料。' };
const BANNER_3 = { banner: 3, title: '維修服務', text: '登入後即可線上申請維修。' };

/** The reset mail for `to` in the server's outbox. */
const resetLinkFor = (to: string) => mailedLink(to, '【好生活】重設密碼連結', /https?:\/\/\S+\/sso\/reset\?\S+/);

// ------------------------------------------------------------------------------ the story

test('a new member registers from /member, edits the profile, and signs out', { tag: PHONE_TAG }, async ({
  page,
  context,
  baseURL,
}) => {
  // the whole first visit in one test: about 20 s alone, more beside other specs
  test.setTimeout(90_000);
  await test.step('a guest opening /member is sent to sign in, with banner 1', async () => {
    await page.goto('/member');
    await expectSignInPage(page, { returnTo: '/member', ...BANNER_1 });
  });

  await test.step('registers at the sign-in service and comes back to /member, signed in', async () => {
    await page.getByRole('link', { name: '還不是會員？立即註冊' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '註冊會員' })).toBeVisible();
    await expect(page.getByRole('region', { name: BANNER_1.title })).toBeVisible();
    await page.getByLabel('姓名').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('手機號碼').fill(account.mobile);
    await page.getByLabel('密碼', { exact: true }).fill(account.password);
    await page.getByLabel('確認密碼').fill(account.password);
    await page.getByLabel('我已閱讀並同意會員條款與隱私權政策').check();
    await page.getByRole('button', { name: '註冊', exact: true }).click();
    // the same answer whether or not the address has an account: the rest is in the mail
    await expect(page.getByRole('status')).toHaveText('我們已寄出一封信到您填寫的 Email，請開啟信中的連結完成註冊。');
    await page.goto((await registrationLinkFor(account.email)).href);
    await expect(page.getByRole('heading', { level: 1, name: '完成註冊' })).toBeVisible();
    await page.getByRole('button', { name: '完成註冊並登入' }).click();

    await expectCleanUrl(page, '/member');
    await expect(page.getByRole('heading', { level: 1, name: '會員中心' })).toBeVisible();
    await expect(page.getByText(`${account.name}，您好`)).toBeVisible();
    const links = page.getByRole('navigation', { name: '會員服務' });
    await expect(links.getByRole('link', { name: /我的活動/ })).toHaveAttribute('href', '/member/activity');
    await expect(links.getByRole('link', { name: /我的服務/ })).toHaveAttribute('href', '/member/service');
    await expect(links.getByRole('link', { name: /編輯會員資料/ })).toHaveAttribute('href', '/member/edit');
    await expectMemberHeader(page);
    const stored = await storedToken(page, context);
    expect(stored.cookie?.token_type).toBe('Bearer');
    expect(JSON.parse(stored.token ?? 'null')).toEqual(stored.cookie);
    expect(stored.isLogin).toBe('true');
  });

  const edited = {
    name: '林美華 Mei',
    mobile: '0987654321',
    gender: '女',
    birthday: '1990-05-20',
    zip: '106',
    city: '臺北市',
    town: '大安區',
    address: '忠孝東路四段 1 號 5 樓',
  };

  await test.step('edits the profile at /member/edit: an error summary and errors by their fields, a busy button, a saved message', async () => {
    await page
      .getByRole('navigation', { name: '會員服務' })
      .getByRole('link', { name: /編輯會員資料/ })
      .click();
    await expect(page).toHaveURL(/\/member\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: '編輯會員資料' })).toBeVisible();
    await expect(page.getByLabel(/^姓名/)).toHaveValue(account.name);
    await expect(page.getByLabel(/^手機號碼/)).toHaveValue(account.mobile);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    // the schema's own messages, by their fields
    await page.getByLabel(/^姓名/).fill('');
    await page.getByLabel(/^手機號碼/).fill('0212345678');
    await page.getByRole('button', { name: '儲存變更' }).click();
    await expect(page.getByLabel(/^姓名/)).toHaveAccessibleDescription('請輸入姓名。');
    await expect(page.getByLabel(/^姓名/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^手機號碼/)).toHaveAccessibleDescription(/請輸入正確的手機號碼（09 開頭共 10 碼）。/);
    const summary = page.getByRole('alert').filter({ hasText: '請修正以下欄位' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['請輸入姓名。', /請輸入正確的手機號碼/]);

    await page.getByLabel(/^姓名/).fill(edited.name);
    await page.getByLabel(/^手機號碼/).fill(edited.mobile);
    await page.getByLabel('性別').selectOption({ label: edited.gender });
    await page.getByLabel('生日').fill(edited.birthday);
    await page.getByLabel('縣市').selectOption(edited.city);
    await page.getByLabel('鄉鎮市區').selectOption(edited.town);
    await expect(page.getByLabel('郵遞區號')).toHaveValue(edited.zip);
    await page.getByLabel('地址').fill(edited.address);
    await page.getByLabel('訂閱好生活電子報').check();

    // hold the save so the busy button can be seen
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/profile', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: '儲存變更' }).click();
    const busy = page.getByRole('button', { name: '儲存中…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('status').filter({ hasText: '會員資料已更新。' })).toBeVisible();
    await expect(page.getByRole('button', { name: '儲存變更' })).toBeEnabled();
    await page.unroute('**/api/user/profile');
  });

  await test.step('the profile persists after a reload', async () => {
    await page.reload();
    await expect(page.getByLabel(/^姓名/)).toHaveValue(edited.name);
    await expect(page.getByLabel(/^手機號碼/)).toHaveValue(edited.mobile);
    await expect(page.getByLabel('性別')).toHaveValue('female');
    await expect(page.getByLabel('生日')).toHaveValue(edited.birthday);
    await expect(page.getByLabel('郵遞區號')).toHaveValue(edited.zip);
    await expect(page.getByLabel('縣市')).toHaveValue(edited.city);
    await expect(page.getByLabel('鄉鎮市區')).toHaveValue(edited.town);
    await expect(page.getByLabel('地址')).toHaveValue(edited.address);
    await expect(page.getByLabel('訂閱好生活電子報')).toBeChecked();
    await navigateInApp(page, '/member');
    await expect(page.getByText(`${edited.name}，您好`)).toBeVisible();
    account.name = edited.name;
  });

  const token = (await storedToken(page, context)).cookie;
  await test.step('signs out: to the home page, a guest again, the session ended on the server', async () => {
    await inHeader(page, (nav) => nav.getByRole('button', { name: '登出' }).click(QUICK));
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectGuestHeader(page);
    expect(await storedToken(page, context)).toEqual({ cookie: null, token: null, isLogin: null });
    const stale = await page.request.get('/api/user/profile', {
      headers: { authorization: `${token?.token_type} ${token?.token}` },
    });
    expect(stale.status(), 'the old session token no longer works').toBe(401);
  });

  await test.step('the header’s 登入 goes to sign in with banner 1 and this page as the return address', async () => {
    const href = await inHeader(page, (nav) =>
      nav.getByRole('link', { name: '登入', exact: true }).getAttribute('href', QUICK),
    );
    expect(signInTarget(href ?? '', page.url())).toEqual({ returnTo: '/', banner: '1' });
  });

  await test.step('/member sends the guest to sign in again, in the app and on a fresh load', async () => {
    await navigateInApp(page, '/member');
    await expectSignInPage(page, { returnTo: '/member', ...BANNER_1 });
    await page.goto('/member/edit');
    await expectSignInPage(page, { returnTo: '/member/edit', ...BANNER_1 });
  });
});

test('a returning member signs in from the repair form (banner 3) and comes back to it', async ({ page }) => {
  await page.goto('/services/repair/form');
  await expectSignInPage(page, { returnTo: '/services/repair/form', ...BANNER_3 });
  await signIn(page, account.email, account.password);
  await expectCleanUrl(page, '/services/repair/form');
  await expect(page.getByRole('heading', { level: 1, name: '維修申請' })).toBeVisible();
  await expectMemberHeader(page);
});

test('a member who forgot the password resets it from the mailed link', async ({ page }) => {
  await page.goto('/member');
  await expectSignInPage(page, { returnTo: '/member', ...BANNER_1 });
  await page.getByRole('link', { name: '忘記密碼？' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '忘記密碼' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: '寄送重設密碼連結' }).click();
  await expect(page.getByRole('status')).toHaveText('若此 Email 已註冊，我們已寄出重設密碼連結。');

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: '設定新密碼' })).toBeVisible();
  const newPassword = 'second pass 9';
  await page.getByLabel('新密碼').fill(newPassword);
  await page.getByLabel('確認密碼').fill(newPassword);
  await page.getByRole('button', { name: '更新密碼' }).click();
  await expect(page.getByRole('status')).toHaveText('密碼已更新，請以新密碼登入。');
  // still on the way back to /member with banner 1
  expect(signInTarget(page.url(), page.url())).toEqual({ returnTo: '/member', banner: '1' });

  await signIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Email 或密碼錯誤。');
  await signIn(page, account.email, newPassword);
  await expectCleanUrl(page, '/member');
  await expect(page.getByText(`${account.name}，您好`)).toBeVisible();
  await expectMemberHeader(page);

  // the link was spent
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('此重設密碼連結已失效或已使用過，請重新申請。');
});

test('a member signs out on all devices from /member: the other device is a guest too', async ({ page, browser }) => {
  await page.goto('/member');
  await expectSignInPage(page, { returnTo: '/member', ...BANNER_1 });
  const password = 'second pass 9';
  await signIn(page, account.email, password);
  await expectCleanUrl(page, '/member');

  // another device signs in with the same account
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto('/member');
  await signIn(other, account.email, password);
  await expectCleanUrl(other, '/member');
  await expect(other.getByText(`${account.name}，您好`)).toBeVisible();

  await page.getByRole('button', { name: '登出所有裝置' }).click();
  const ask = page.getByRole('dialog', { name: '登出所有裝置' });
  await expect(ask).toHaveAccessibleDescription('確定要登出所有裝置嗎？這台裝置也會一併登出。');
  await ask.getByRole('button', { name: '登出所有裝置' }).click();
  await expectGuestHeader(page);
  expect(await storedToken(page, page.context())).toEqual({ cookie: null, token: null, isLogin: null });

  // the other device's session is gone on the server: its next page load finds a guest
  await other.goto('/member/edit');
  await expectSignInPage(other, { returnTo: '/member/edit', ...BANNER_1 });
  await phone.close();
});

test('login CSRF: a link carrying someone else’s outer_id and id_token signs no one in, and switches no member', async ({
  page,
  browser,
  baseURL,
}) => {
  // the attacker signs in on their own browser and keeps the login query instead of using it
  const attacker = await browser.newContext();
  const email = `attacker.${Date.now().toString(36)}.${process.pid}@example.com.tw`;
  const back = await registerAtService(attacker.request, new URL(baseURL ?? '').origin, {
    name: '攻擊者',
    email,
    mobile: '0911111111',
    password: 'attacker pass 1',
  });
  await attacker.close();
  const link = `/member?outer_id=${back.searchParams.get('outer_id')}&id_token=${back.searchParams.get('id_token')}`;

  await test.step('a guest opening the link stays a guest and is asked to sign in', async () => {
    const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.goto(link);
    expect((await login).status()).toBe(401);
    await expectSignInPage(page, { returnTo: '/member', ...BANNER_1 });
    expect((await page.context().cookies()).some((c) => c.name === TOKEN_COOKIE)).toBe(false);
  });

  await test.step('a signed-in member opening it is not switched to the attacker’s account', async () => {
    await signInAsNewMember(page);
    const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.goto(link);
    expect([401, 409]).toContain((await login).status());
    const profile = await page.request.get('/api/user/profile');
    if (profile.ok()) expect(((await profile.json()) as { data: { email: string } }).data.email).not.toBe(email);
    await expect(page.getByText('攻擊者，您好')).toHaveCount(0);
  });
});
