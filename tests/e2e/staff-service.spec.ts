import sharp from 'sharp';
import { solveCaptcha } from '../support/captcha';
import { signInAsNewMember } from '../support/e2e-member';
import { outboxMails } from '../support/e2e-outbox';
import { productOption } from '../support/e2e-services';
import { adminContext } from '../support/e2e-staff';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/e2e-test';
import { inhomeVisit, taipeiDaysFromNow, validAddresses, validInvoice } from '../support/service-fixtures';

/**
 * Issue 28 items 1-3 in the running app, with a `service` staff member: a member's fast repair
 * takes a store's last place of a day; staff close that day from the calendar, say why, and the
 * member is mailed and finds the booking cancelled. A member's warranty registration is approved
 * from the review screen and the member sees its end date. The roles hold both ways (403).
 * The member's side is set up through the API; staff act through the console. The rules are the
 * API tests' (tests/api/staff-service.test.ts).
 */

test.use({ actionTimeout: 15_000 });

test.beforeEach(({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the console is for desktops and tablets');
});

const originOf = async (request: APIRequestContext) => new URL((await request.get('/api/health')).url()).origin;

/** A new member on `page`, granted `roles` by this worker's admin. */
async function signInWithRoles(browser: Browser, page: Page, roles: string[]) {
  const { email } = await signInAsNewMember(page);
  const admin = await adminContext(browser, await originOf(page.request));
  expect((await admin.request.post('/api/staff/people', { data: { email, roles } })).status()).toBe(200);
  await admin.close();
  return { email };
}

test('service staff close a booked day and approve a warranty; members are told', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const staff = await signInWithRoles(browser, page, ['service']);
  const origin = await originOf(page.request);

  // the roles: service staff reach neither content nor events, an editor not the service screens
  expect((await page.request.get('/api/staff/articles')).status()).toBe(403);
  expect((await page.request.get('/api/staff/home-banners')).status()).toBe(403);
  const editorContext = await browser.newContext({ baseURL: origin });
  const editorPage = await editorContext.newPage();
  await signInWithRoles(browser, editorPage, ['editor']);
  for (const path of ['/api/staff/repairs', '/api/staff/reserve-stores', '/api/staff/warranties'])
    expect((await editorPage.request.get(path)).status(), path).toBe(403);
  await editorContext.close();

  // a member, in a context of their own
  const memberContext = await browser.newContext({ baseURL: origin, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  const member = await memberContext.newPage();
  const { email: memberEmail } = await signInAsNewMember(member);

  // a store's day with one place left: staff open 19:30 with room for one, the member takes it
  const stores = (await (await member.request.get('/api/option/reserve_stores')).json()) as {
    data: { id: number; name: string }[];
  };
  const store = stores.data[0];
  if (!store) throw new Error('no fast-repair store');
  const day = taipeiDaysFromNow(40 + (Date.now() % 40));
  const opened = await page.request.post('/api/staff/reserve-times', {
    data: { store_id: store.id, date: day, times: ['19:30'], capacity: 1 },
  });
  expect(opened.status()).toBe(200);
  const [slot] = ((await opened.json()) as { data: { id: number; time: string }[] }).data.filter(
    (s) => s.time === '19:30',
  );
  if (!slot) throw new Error('the slot was not opened');
  const cooker = await productOption(member.request, 'fast', '星村', '土鍋電子鍋 HS-R5');
  const booked = await member.request.post('/api/user/repairs', {
    data: {
      type: 'fast',
      items: [{ ...cooker, item_id: null, serial: null, problem: '按鍵沒反應。' }],
      ...validAddresses,
      ...validInvoice,
      book_store_id: store.id,
      book_tmp_date: day,
      book_tmp_time: slot.id,
      book_memo: '',
      google_recaptcha_token: await solveCaptcha(origin),
    },
  });
  expect(booked.status()).toBe(200);
  const repairId = ((await booked.json()) as { data: { id: number } }).data.id;

  // staff find the day in the store's calendar and close it, saying why
  await page.goto('/staff');
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '速修預約時段' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '速修預約時段' })).toBeVisible();
  await page.getByRole('combobox', { name: /^門市/ }).selectOption({ label: store.name });
  await page.getByLabel('開始日期').fill(day);
  await page.getByLabel('結束日期').fill(day);
  await page.getByRole('button', { name: '查看' }).click();
  const dayPanel = page.getByRole('region', { name: day });
  await expect(dayPanel.getByRole('row', { name: /19:30/ })).toContainText('王小明');
  await dayPanel.getByRole('button', { name: `關閉 ${day} 整天` }).click();
  const closing = page.getByRole('form', { name: `確認關閉 ${day} 整天` });
  await expect(closing).toContainText('此範圍有 1 筆預約');
  await closing.getByRole('button', { name: '確認關閉' }).click();
  // nobody is cancelled without being told why
  await expect(closing.getByRole('textbox', { name: /^要告訴預約會員的話/ })).toHaveAccessibleDescription(
    /已有會員預約，請填寫要通知預約會員的內容/,
  );
  await closing.getByRole('textbox', { name: /^要告訴預約會員的話/ }).fill('門市盤點停業一天，請改約其他日期。');
  await closing.getByRole('button', { name: '確認關閉' }).click();
  await expect(dayPanel.getByRole('status')).toHaveText(/取消 1 筆預約並已寄信通知/);
  await expect(dayPanel.getByRole('row', { name: /19:30/ })).toContainText('已關閉');

  // the member is mailed (through the outbox) and reads the cancellation with staff's words
  await expect
    .poll(
      () => outboxMails().find((m) => m.to.includes(memberEmail) && m.subject.includes('預約時段取消通知'))?.text ?? '',
      { timeout: 15_000 },
    )
    .toContain('客服說明：門市盤點停業一天，請改約其他日期。');
  await page.goto(`/staff/repairs/${repairId}`);
  await expect(page.getByRole('region', { name: '處理紀錄' })).toContainText('門市盤點停業一天');
  await expect(page.getByText('此案件已結案，沒有下一步。')).toBeVisible();
  await member.goto(`/member/service?repair=${repairId}`);
  await expect(member.getByText('門市盤點停業一天，請改約其他日期。')).toBeAttached();

  // a warranty registered by the member (photo and QR-read invoice), approved from the review screen
  const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const upload = await member.request.post('/api/user/medias/warranty', {
    multipart: { files: { name: 'receipt.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.status()).toBe(200);
  const vacuum = await productOption(member.request, 'all', '風野', '無線吸塵器 KZ-S8');
  const registered = await member.request.post('/api/user/warranties', {
    data: {
      direct: false,
      utm: {},
      ...vacuum,
      serial: 'KZ20261101',
      channel_id: 1,
      order_number: null,
      input_method: 'manual',
      invoice_number: 'AB12345678',
      invoice_date: '2026-01-15',
      scan_invoice_date: null,
      invoice_random: null,
      invoice_amount: null,
      medias: ((await upload.json()) as { data: unknown[] }).data,
      token: await solveCaptcha(origin),
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const warrantyId = ((await registered.json()) as { data: { id: number } }).data.id;
  const caseNumber = `#${String(warrantyId).padStart(10, '0')}`;

  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '保固登錄審核' }).click();
  await page.getByRole('combobox', { name: /^審核狀態/ }).selectOption({ label: '審核中' });
  await page.getByRole('button', { name: '篩選', exact: true }).click();
  await page.getByRole('link', { name: `審核 ${caseNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '審核保固登錄' })).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText('AB12345678');
  await expect
    .poll(() => page.getByRole('img', { name: '發票照片 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('保固期限將至 2027-01-14 止')).toBeVisible();
  await page.getByRole('radio', { name: /^審核通過/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '送出審核結果' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已審核通過' })).toHaveText(/保固期限至 2027-01-14/);
  await expect(page.getByText('此登錄已審核完成。')).toBeVisible();
  expect(staff.email).toContain('@');

  // the member's record shows the decision, its case number and the end date
  await member.goto('/member/service');
  const record = member.getByRole('article', { name: '風野 無線吸塵器 KZ-S8' });
  await expect(record).toContainText(caseNumber);
  await expect(record).toContainText('審核通過');
  await expect(record).toContainText('2027-01-14');
  await memberContext.close();
});

test('service staff schedule an in-home visit; the member reads it and is mailed', async ({ page, browser }) => {
  test.setTimeout(45_000);
  await signInWithRoles(browser, page, ['service']);
  const origin = await originOf(page.request);
  const memberContext = await browser.newContext({ baseURL: origin, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  const member = await memberContext.newPage();
  const { email: memberEmail } = await signInAsNewMember(member);
  const cooker = await productOption(member.request, 'all', '星村', '土鍋電子鍋 HS-R5');
  const asked = await member.request.post('/api/user/inhome_services', {
    data: {
      ...cooker,
      problem: '內鍋加熱不均。',
      ...inhomeVisit(),
      google_recaptcha_token: await solveCaptcha(origin),
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const id = ((await asked.json()) as { data: { id: number } }).data.id;
  const number = `#${String(id).padStart(10, '0')}`;

  // staff find it on the repairs board by its kind, and schedule the visit from its page
  await page.goto('/staff/repairs');
  await page.getByRole('combobox', { name: /^服務類型/ }).selectOption({ label: '到府服務' });
  await page.getByRole('button', { name: '篩選', exact: true }).click();
  await page.getByRole('link', { name: `處理到府服務 ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '處理到府服務申請' })).toBeVisible();
  await page.getByRole('combobox', { name: /^改為/ }).selectOption({ label: '已排定到府' });
  const day = taipeiDaysFromNow(3);
  await page.getByLabel(/^到府日期/).fill(day);
  await page.getByLabel(/^到府時段（起）/).fill('14:00');
  await page.getByLabel(/^到府時段（迄）/).fill('16:00');
  await page.getByRole('textbox', { name: /^給會員的說明/ }).fill('技師出發前會先來電。');
  await page.getByRole('button', { name: '更新狀態' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已更新為' })).toHaveText(
    '已更新為「已排定到府」，並已通知會員。',
  );
  await expect(page.getByRole('region', { name: '處理紀錄' })).toContainText(`${day} 14:00–16:00`);

  // the member is mailed the visit (through the outbox) and reads it at /member/service
  await expect
    .poll(() => outboxMails().find((m) => m.to.includes(memberEmail) && m.subject.includes('已排定到府'))?.text ?? '', {
      timeout: 15_000,
    })
    .toContain(`到府時間：${day} 14:00–16:00`);
  await member.goto('/member/service');
  const record = member.getByRole('article', { name: `${number} 到府服務` });
  await expect(record).toContainText('已排定到府');
  await expect(record).toContainText(`${day} 14:00–16:00`);
  await expect(record).toContainText('技師出發前會先來電。');
  await memberContext.close();
});
