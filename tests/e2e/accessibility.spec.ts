import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/e2e-test';
import { PHONE_TAG } from '../support/flow-tags';

/**
 * axe-core over one page of every public kind on the desktop, and of the main kinds (`phone`) on
 * the phone project too, with the seeded demo content: any violation fails, listed with its rule
 * and the elements it found. The
 * experimental rule `label-content-name-mismatch` (WCAG 2.5.3, label in name) is switched on, as
 * voice users say what they see.
 */

const PAGES: readonly { kind: string; path: string; heading: string; phone?: true }[] = [
  { kind: 'home', path: '/', heading: '首頁', phone: true },
  { kind: 'HENCE hub', path: '/hence', heading: 'HENCE 生活誌' },
  { kind: 'HENCE category', path: '/hence/20', heading: '生活提案' },
  { kind: 'HENCE article', path: '/hence/article/67', heading: '冬日餐桌專題：一只鍋的溫度', phone: true },
  { kind: 'HENCE author', path: '/hence/author/1', heading: '林予安' },
  { kind: 'HENCE recipes', path: '/hence/recipe', heading: '節氣食譜' },
  { kind: 'HENCE recipe', path: '/hence/recipe/article/3', heading: '白菜獅子頭' },
  { kind: 'HENCE magazine', path: '/hence/magazine', heading: '電子期刊' },
  { kind: 'HENCE topics', path: '/hence/topic', heading: '專題企劃' },
  { kind: 'blog list', path: '/blog', heading: '部落格' },
  { kind: 'blog article', path: '/blog/article/donabe-rice', heading: '土鍋炊飯的火候筆記' },
  { kind: 'news list', path: '/news', heading: '最新消息' },
  { kind: 'news article', path: '/news/article/25', heading: '冬季料理教室開放報名：土鍋炊飯與燉煮' },
  { kind: 'brands', path: '/brands', heading: '代理品牌' },
  { kind: 'brand', path: '/brand/1', heading: 'Fjällro 菲耶羅｜北國森林裡的鑄鐵鍋' },
  { kind: 'brand story', path: '/brand-story', heading: '品牌故事' },
  { kind: 'locations', path: '/locations', heading: '門市據點', phone: true },
  { kind: 'location', path: '/locations/11', heading: '好生活 台中勤美門市' },
  { kind: 'events', path: '/events', heading: '活動報名', phone: true },
  { kind: 'event', path: '/events/1', heading: '冬季土鍋炊飯教室', phone: true },
  { kind: 'services', path: '/services', heading: '售後服務', phone: true },
  { kind: 'services select', path: '/services/select', heading: '選擇服務項目' },
  { kind: 'service page', path: '/services/cleaning', heading: '深層清潔' },
  { kind: 'warranty page', path: '/services/warranty', heading: '保固登錄', phone: true },
  { kind: 'FAQ', path: '/services/faq', heading: '常見問題' },
  { kind: 'FAQ answer', path: '/services/faq/article/9', heading: '風野吸塵器的保固期間多久？' },
  { kind: 'sustainability', path: '/sustainability', heading: '永續發展' },
  { kind: 'sustainability article', path: '/sustainability/article/79', heading: '出貨包裝全面改用紙材' },
  { kind: 'talent development', path: '/talent-development', heading: '人才發展' },
  { kind: 'ZONEZONE', path: '/zonezone', heading: 'ZONEZONE 概念店' },
  { kind: 'fixed page', path: '/membership-terms', heading: '會員條款' },
  { kind: 'membership', path: '/membership', heading: '會員權益' },
  { kind: 'search', path: '/search?keyword=鑄鐵鍋', heading: '站內搜尋' },
  { kind: 'seo search', path: '/seo_search?keyword=門市', heading: '搜尋結果' },
  { kind: 'sitemap', path: '/sitemap', heading: '網站地圖' },
  { kind: 'contact', path: '/contact', heading: '聯絡我們', phone: true },
  { kind: 'sign-in service: register', path: '/sso/register', heading: '註冊會員', phone: true },
];

for (const { kind, path, heading, phone } of PAGES) {
  test(`${kind} (${path}) has no axe violations`, { tag: phone ? [PHONE_TAG] : [] }, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const found = results.violations.map((v) => ({
      rule: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
    expect(found, `${path}: axe violations`).toEqual([]);
  });
}
