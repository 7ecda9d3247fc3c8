import { expectRenderedPath, scrollTo, scrollY } from '../support/e2e-app';
import { expect, type Page, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';

/**
 * Every public content page of the content issue, on a phone and a desktop, with the seeded demo
 * content: each page shows its own heading and at least one real item from the API. Then the
 * behaviours that need a browser: paging by address, the city filter, search highlighting and the
 * locations list keeping its place.
 */

interface PageCase {
  path: string;
  /** the page's h1 */
  heading: string;
  /** seeded items the page must show (link text or text) */
  items: readonly string[];
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function expectPage(page: Page, { path, heading, items }: PageCase) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await expect(h1(page, heading), `${path} heading`).toBeVisible();
  for (const item of items)
    await expect(page.getByText(item, { exact: true }).first(), `${path}: ${item}`).toBeAttached();
  await expect(page.getByText('載入失敗')).toHaveCount(0);
}

const AREAS: Record<string, readonly PageCase[]> = {
  home: [
    {
      path: '/',
      heading: '首頁',
      items: [
        '好好生活，從一件好用的器物開始',
        '冬日餐桌專題：一只鍋的溫度',
        '年末大掃除線上工作坊',
        '讓器物用得更久',
        '訂閱 HENCE 生活誌',
      ],
    },
  ],
  hence: [
    {
      path: '/hence',
      heading: 'HENCE 生活誌',
      items: [
        '本期必讀',
        '第一只鑄鐵鍋怎麼選',
        '小雪',
        '白菜獅子頭',
        '秋天的保存食：果醬與油漬',
        'HENCE 第 12 期｜冬．圍爐',
        '林予安',
      ],
    },
    { path: '/hence/20', heading: '生活提案', items: ['十分鐘的晨間整理習慣'] },
    { path: '/hence/article/67', heading: '冬日餐桌專題：一只鍋的溫度', items: ['一家四口的土鍋晚餐'] },
    { path: '/hence/author/1', heading: '林予安', items: ['HENCE 生活誌總編輯', '第一只鑄鐵鍋怎麼選'] },
  ],
  'hence pages': [
    { path: '/hence/magazine', heading: '電子期刊', items: ['HENCE 第 12 期｜冬．圍爐'] },
    { path: '/hence/recipe', heading: '節氣食譜', items: ['冬至', '白菜獅子頭', '羊肉爐'] },
    { path: '/hence/recipe/article/3', heading: '白菜獅子頭', items: ['荸薺', '60 分鐘'] },
    { path: '/hence/topic', heading: '專題企劃', items: ['專題：把打掃變成生活節奏'] },
  ],
  blog: [
    { path: '/blog', heading: '部落格', items: ['鑄鐵鍋開鍋全攻略', '土鍋炊飯的火候筆記'] },
    { path: '/blog/kitchen', heading: '廚房日常', items: ['烹調技巧', '土鍋炊飯的火候筆記'] },
    { path: '/blog/kitchen/cooking', heading: '烹調技巧', items: ['週末熬一鍋高湯'] },
    { path: '/blog/article/donabe-rice', heading: '土鍋炊飯的火候筆記', items: ['洗米與浸泡'] },
  ],
  news: [
    { path: '/news', heading: '最新消息', items: ['冬季料理教室開放報名：土鍋炊飯與燉煮', '風野全新手持吸塵器上市'] },
    { path: '/news/event-news', heading: '活動快訊', items: ['HENCE 生活誌讀者聚會報名開始'] },
    {
      path: '/news/article/25',
      heading: '冬季料理教室開放報名：土鍋炊飯與燉煮',
      items: ['課程內容', '母親節門市體驗活動'],
    },
  ],
  brands: [
    {
      path: '/brands',
      heading: '代理品牌',
      items: ['Fjällro 菲耶羅｜北國森林裡的鑄鐵鍋', 'Brisa Casa 布里薩｜里斯本海風裡的琺瑯杯'],
    },
    { path: '/brands/cleaning', heading: '清潔家電', items: ['Kazeno 風野｜輕到忘了它在手上的吸塵器'] },
    { path: '/brand/1', heading: 'Fjällro 菲耶羅｜北國森林裡的鑄鐵鍋', items: ['山城的鑄造技藝', '菲耶羅的常見問題'] },
    { path: '/brand-story', heading: '品牌故事', items: ['從一只鑄鐵鍋開始', '星村'] },
  ],
  locations: [
    { path: '/locations', heading: '門市據點', items: ['全部地區', '好生活 信義旗艦店', '高雄維修服務中心'] },
    { path: '/locations/11', heading: '好生活 台中勤美門市', items: ['04-2322-5858'] },
  ],
  sustainability: [
    {
      path: '/sustainability',
      heading: '永續發展',
      items: ['我們的承諾', '包裝零塑膠', '2025 年永續報告書', '出貨包裝全面改用紙材'],
    },
    { path: '/sustainability/24', heading: '環境永續', items: ['減塑包裝', '出貨包裝全面改用紙材'] },
    { path: '/sustainability/24/26', heading: '產品循環', items: ['維修，是最好的永續'] },
    { path: '/sustainability/article/79', heading: '出貨包裝全面改用紙材', items: ['減塑包裝'] },
    { path: '/talent-development', heading: '人才發展', items: ['培訓體系', '原廠認證'] },
    { path: '/zonezone', heading: 'ZONEZONE 概念店', items: ['二樓：料理教室', 'ZONEZONE 概念店 赤峰街'] },
  ],
  services: [
    { path: '/services', heading: '售後服務', items: ['維修服務'] },
    { path: '/services/select', heading: '選擇服務項目', items: ['深層清潔'] },
    { path: '/services/faq', heading: '常見問題', items: ['免費磨刀服務如何申請？', '風野'] },
    { path: '/services/faq/article/9', heading: '風野吸塵器的保固期間多久？', items: ['風野的常見問題'] },
    { path: '/services/inhome', heading: '到府服務', items: ['專人聯繫'] },
  ],
  'service pages': [
    {
      path: '/services/cleaning',
      heading: '深層清潔',
      items: ['風野 Kazeno', '台北維修服務中心', '深層清潔服務包含哪些項目？'],
    },
    { path: '/services/repair', heading: '維修服務', items: ['菲耶羅 Fjällro', '送修時需要附上哪些配件？'] },
    { path: '/services/fast-repair', heading: '速修服務', items: ['星村 Hoshimura', '好生活 台南門市'] },
    { path: '/services/warranty', heading: '保固登錄', items: ['布里薩 Brisa Casa', '好生活 大安門市'] },
    { path: '/services/warranty/direct', heading: '保固登錄說明', items: ['琺瑯鍋的保固範圍為何？'] },
  ],
  fixed: [
    { path: '/complaints-info', heading: '消費爭議申訴資訊', items: ['申訴管道'] },
    { path: '/membership-terms', heading: '會員條款', items: ['一、條款的同意'] },
    { path: '/privacy-policy', heading: '隱私權政策', items: ['一、蒐集的資料'] },
    { path: '/membership', heading: '會員權益', items: ['活動優先報名'] },
    {
      path: '/sitemap',
      heading: '網站地圖',
      items: ['最新消息', 'Fjällro 菲耶羅｜北國森林裡的鑄鐵鍋', '吸塵器指南', '好生活 信義旗艦店'],
    },
  ],
  events: [
    { path: '/events', heading: '活動報名', items: ['冬季土鍋炊飯教室', '秋季保存食教室'] },
    { path: '/events/1', heading: '冬季土鍋炊飯教室', items: ['課程內容', '好生活 信義旗艦店'] },
  ],
  search: [
    { path: '/search?keyword=鑄鐵鍋', heading: '站內搜尋', items: ['鑄鐵鍋開鍋全攻略'] },
    { path: '/seo_search?keyword=門市', heading: '搜尋結果', items: ['門市購物袋改為可重複使用'] },
  ],
};

/** the areas the phone checks too: the pages a member reaches first from a phone */
const PHONE_AREAS = new Set(['home', 'hence', 'events', 'locations']);

for (const [area, cases] of Object.entries(AREAS)) {
  const tag = PHONE_AREAS.has(area) ? [PHONE_TAG] : [];
  test(`${area}: every page shows its heading and its real content`, { tag }, async ({ page }) => {
    for (const c of cases) await expectPage(page, c);
  });
}

test('news pages by ?page= keep their page through back/forward and a reload', async ({ page }) => {
  await page.goto('/news');
  const pagination = page.getByRole('navigation', { name: '分頁' });
  await expect(pagination.getByText('共 12 筆')).toBeVisible();
  await expect(pagination.getByText('每頁 5 筆')).toBeVisible();
  await pagination.getByRole('link', { name: '前往 第 2 頁' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByRole('link', { name: '線上保固登錄流程更新' })).toBeVisible();
  await expect(pagination.getByRole('link', { name: '前往 第 2 頁' })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(page.getByRole('link', { name: '線上保固登錄流程更新' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('link', { name: '風野全新手持吸塵器上市' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('link', { name: '線上保固登錄流程更新' })).toBeVisible();
});

test('the blog goes to page 2 with 下一頁', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('navigation', { name: '分頁' }).getByRole('link', { name: '下一頁' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByRole('link', { name: '餐盤疊放收納不碰撞' })).toBeVisible();
  await expect(page.getByRole('link', { name: '上一頁' })).toBeVisible();
});

test('locations filter by city, 全部地區 first', async ({ page }) => {
  await page.goto('/locations');
  const cities = page.getByRole('navigation', { name: '依地區篩選' });
  await expect(cities.getByRole('link').first()).toHaveText('全部地區');
  await cities.getByRole('link', { name: /臺中市/ }).click();
  await expect(page).toHaveURL(/\/locations\?city=\d+$/);
  await expect(page.getByRole('link', { name: '好生活 台中勤美門市' })).toBeVisible();
  await expect(page.getByRole('link', { name: '好生活 信義旗艦店' })).toHaveCount(0);
  await expect(cities.getByRole('link', { name: /臺中市/ })).toHaveAttribute('aria-current', 'true');

  // a store keeps the filter, and shows its phone and the map
  await page.getByRole('link', { name: '好生活 台中勤美門市' }).click();
  await expect(page).toHaveURL(/\/locations\/11\?city=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '好生活 台中勤美門市' })).toBeVisible();
  await expect(page.getByRole('link', { name: '04-2322-5858' })).toHaveAttribute('href', 'tel:0423225858');
  await expect(page.getByRole('link', { name: /在 Google 地圖查看/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
});

test('search marks the keyword in the results, and says 無相符資料 when nothing matches', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('searchbox', { name: '搜尋關鍵字' }).fill('鑄鐵鍋');
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=%E9%91%84%E9%90%B5%E9%8D%8B$/);
  const marks = page.locator('.search-result mark');
  await expect(marks.first()).toHaveText('鑄鐵鍋');
  expect(await marks.count()).toBeGreaterThan(3);
  await expect(page.getByRole('heading', { level: 4, name: '鑄鐵鍋開鍋全攻略' }).locator('mark')).toHaveText('鑄鐵鍋');

  await page.goto('/seo_search?keyword=門市%20台中');
  await expect(page.locator('.search-result mark').filter({ hasText: '台中' }).first()).toBeVisible();

  await page.goto('/search?keyword=xyzzy');
  await expect(page.getByText('無相符資料')).toBeVisible();
});

test('the locations list keeps its place when going to a store and back', async ({ page }) => {
  await page.goto('/locations');
  await expectRenderedPath(page, '/locations');
  const last = page.getByRole('link', { name: '高雄維修服務中心' });
  await last.scrollIntoViewIfNeeded();
  // a round number a little above the store, as a reader would leave it
  const y = Math.max(0, Math.round((await scrollY(page)) / 10) * 10 - 50);
  await scrollTo(page, y);
  await last.click();
  await expectRenderedPath(page, '/locations/15');
  await expect(page.getByRole('heading', { level: 1, name: '高雄維修服務中心' })).toBeVisible();
  await page.goBack();
  await expectRenderedPath(page, '/locations');
  await expect.poll(() => scrollY(page)).toBe(y);
  await expect(last).toBeInViewport();
});

test('an unknown article answers the 404 screen', async ({ page }) => {
  const response = await page.goto('/blog/article/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /blog/article/no-such-post')).toBeVisible();
});
