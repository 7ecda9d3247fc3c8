/**
 * The route manifest: every URL of SPEC §2 as plain data. The server imports it to answer 301/404,
 * to send guests of login-only paths to the sign-in service and to write per-page SEO tags; the
 * client builds its route tree from it. Keeping one list means the two can never disagree on which
 * paths exist or which are protected.
 */

export type Layout = 'default' | 'empty' | 'home';
export type HeaderStyle = 'default' | 'dark' | 'white' | 'transparent';

export interface HeaderOptions {
  style: HeaderStyle;
  /** false: the header scrolls away with the page instead of sticking to the top */
  fixed: boolean;
}

/** Banner ids of SPEC §2 guard 3: which form a guest came from, shown by the sign-in service. */
export const BANNER = {
  others: 1,
  warranty: 2,
  repair: 3,
  fastRepair: 4,
  cleaning: 5,
  inhome: 6,
  giftApply: 7,
  eventApply: 8,
} as const;
export type BannerId = (typeof BANNER)[keyof typeof BANNER];

export interface RouteEntry {
  /** stable id, also the name of the route module in src/routes */
  id: string;
  /** React-Router-style pattern; a segment may carry a literal prefix (`giftid-:giftId`) */
  path: string;
  /** zh-TW page title: the heading, the breadcrumb label and the base of the <title> */
  title: string;
  description: string;
  layout: Layout;
  header: HeaderOptions;
  /** set on login-only routes: the banner the sign-in service shows */
  banner?: BannerId;
  /**
   * the route's validate check (SPEC §2 guard 4): each named param must match its pattern, or the
   * page is a 404 (`paramsValid` in route-guard.ts). Patterns, not zod schemas: the browser checks
   * them before the first page hydrates, and zod is not among the scripts that page waits for
   * (docs/decisions/first-page-speed.md, "Zod after the first page").
   */
  params?: Readonly<Record<string, RegExp>>;
  /** demo pages: only in development, never in a production build */
  devOnly?: boolean;
  /** no entry in sitemap.xml and `noindex` (member pages, forms, search results) */
  noindex?: boolean;
  /**
   * a flow's page (its machine runs in the browser): never rendered on the server. Login-only
   * pages (`banner`) are not either: a page rendered on the server is the same for everyone.
   */
  flow?: boolean;
  /**
   * a flow's page whose frame (heading, intro) the server renders all the same, for crawlers and
   * the first paint; its flow starts once the browser has hydrated it (`useHydrated`)
   */
  frameOnServer?: boolean;
  /** false: the page draws no breadcrumb (a full-bleed opening), so its structured data has none either */
  breadcrumb?: false;
  /** a login-only page the site map page lists all the same (a guest who opens it is asked to sign in) */
  listed?: boolean;
}

const HEADER_DEFAULT: HeaderOptions = { style: 'default', fixed: true };
const HEADER_WHITE: HeaderOptions = { style: 'white', fixed: false };
const HEADER_DARK: HeaderOptions = { style: 'dark', fixed: false };
const HEADER_TRANSPARENT: HeaderOptions = { style: 'transparent', fixed: false };

const numericId = /^[1-9]\d{0,9}$/;
const slug = /^[a-z0-9][a-z0-9-]{0,99}$/;
export const ids = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, numericId]));
const slugs = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, slug]));
const orderNo = { orderNumber: /^[a-z0-9-]{4,40}$/ };
const creditNo = { no: /^[a-z0-9-]{4,40}$/ };
/** a service form's later steps (its first is the form's own address): one of these words exactly */
export const formStep = (...steps: string[]) => ({ step: new RegExp(`^(?:${steps.join('|')})$`) });
const FOUR_STEPS = formStep('step2', 'step3', 'step4', 'done');
/** a repair's later steps; a fast repair's reserve time and a deep cleaning's plan: step 1's second page */
const REPAIR_STEPS = formStep('step2', 'step3', 'step4', 'done');
const FAST_REPAIR_STEPS = formStep('time', 'step2', 'step3', 'step4', 'done');
const CLEANING_STEPS = formStep('plan', 'step2', 'step3', 'step4', 'done');

type Draft = Omit<RouteEntry, 'layout' | 'header' | 'description'> &
  Partial<Pick<RouteEntry, 'layout' | 'header' | 'description'>>;

const SITE = '好生活';
const r = (d: Draft): RouteEntry => ({
  layout: 'default',
  header: HEADER_DEFAULT,
  description: `${d.title}｜${SITE}：居家生活選品、活動與售後服務。`,
  ...d,
});
const member = (d: Omit<Draft, 'banner' | 'noindex'> & { banner?: BannerId }): RouteEntry =>
  r({ banner: BANNER.others, noindex: true, ...d });
/**
 * A staff console page (DESIGN "The staff side"): login-only like a member page, and on the empty
 * layout, because the console draws its own frame (StaffShell) inside its route chunks, so that no
 * public or member page loads any of the console's code.
 */
export const staffEntry = (d: Omit<Draft, 'banner' | 'noindex' | 'layout' | 'listed' | 'description'>): RouteEntry =>
  // no description of its own: no search engine reads a console page (noindex, login-only)
  member({ layout: 'empty', breadcrumb: false, ...d, description: `${d.title}｜${SITE}後台。` });

/** The placeholder that stands for every console page in this manifest (see its entry below). */
export const STAFF_CONSOLE_ID = 'staff-console';

export const SITE_NAME = SITE;

export const routeManifest: readonly RouteEntry[] = [
  r({
    id: 'home',
    path: '/',
    title: '首頁',
    layout: 'home',
    description: `${SITE}｜進口居家生活選品：品牌故事、生活誌、活動報名與維修保固服務。`,
  }),

  // Magazine: blog
  r({ id: 'blog', path: '/blog', title: '部落格' }),
  r({ id: 'blog-article', path: '/blog/article/:slug', title: '部落格文章', params: slugs('slug') }),
  r({ id: 'blog-category', path: '/blog/:blogCategory', title: '部落格分類', params: slugs('blogCategory') }),
  r({
    id: 'blog-sub-category',
    path: '/blog/:blogCategory/:blogSubCategory',
    title: '部落格子分類',
    params: slugs('blogCategory', 'blogSubCategory'),
  }),

  // Brands
  r({ id: 'brand-story', path: '/brand-story', title: '品牌故事', header: HEADER_TRANSPARENT }),
  r({ id: 'brand', path: '/brand/:brandId', title: '品牌介紹', params: ids('brandId') }),
  r({ id: 'brands', path: '/brands', title: '代理品牌' }),
  r({ id: 'brands-category', path: '/brands/:brandCategory', title: '品牌分類', params: slugs('brandCategory') }),

  // Fixed pages
  r({ id: 'complaints-info', path: '/complaints-info', title: '消費爭議申訴資訊' }),
  r({ id: 'membership-terms', path: '/membership-terms', title: '會員條款' }),
  r({ id: 'privacy-policy', path: '/privacy-policy', title: '隱私權政策' }),
  r({ id: 'membership', path: '/membership', title: '會員權益', header: HEADER_DARK }),
  r({ id: 'sitemap', path: '/sitemap', title: '網站地圖' }),

  // Contact (three steps)
  r({ id: 'contact', path: '/contact', title: '聯絡我們', flow: true, frameOnServer: true }),
  r({ id: 'contact-step2', path: '/contact/step2', title: '聯絡我們：確認內容', noindex: true, flow: true }),
  r({ id: 'contact-step3', path: '/contact/step3', title: '聯絡我們：送出完成', noindex: true, flow: true }),

  // Events
  r({ id: 'events', path: '/events', title: '活動報名' }),
  r({ id: 'event', path: '/events/:eventId', title: '活動詳情', params: ids('eventId') }),
  member({
    id: 'event-apply',
    path: '/events/:eventId/apply',
    title: '活動報名表',
    banner: BANNER.eventApply,
    params: ids('eventId'),
  }),
  // steps 2–4 and the done page of a free order: the same form, the same banner
  member({
    id: 'event-apply-step',
    path: '/events/:eventId/apply/:step',
    title: '活動報名表',
    banner: BANNER.eventApply,
    params: { ...ids('eventId'), ...FOUR_STEPS },
  }),
  // the waiting list of a full session (two steps, then done), behind the same sign-in banner
  member({
    id: 'waitlist',
    path: '/events/:eventId/waitlist',
    title: '活動候補登記',
    banner: BANNER.eventApply,
    params: ids('eventId'),
  }),
  member({
    id: 'waitlist-step',
    path: '/events/:eventId/waitlist/:step',
    title: '活動候補登記',
    banner: BANNER.eventApply,
    params: { ...ids('eventId'), ...formStep('step2', 'done') },
  }),

  // Gift events
  // SPEC §2 guard 3 and §6 both name the gift choose pages as login-only
  member({ id: 'gift-choose', path: '/giftchoose/brand-hs', title: '贈品活動', listed: true }),
  member({
    id: 'gift-choose-channel',
    path: '/giftchoose/brand-hs/channel-:channelId',
    title: '選擇購買通路',
    params: ids('channelId'),
  }),
  member({
    id: 'gift-choose-menu',
    path: '/giftchoose/brand-hs/menu-:menuId',
    title: '選擇贈品活動',
    params: ids('menuId'),
  }),
  member({ id: 'gift-main', path: '/giftmain/brand-hs/giftid-:giftId', title: '贈品活動說明', params: ids('giftId') }),
  member({
    id: 'gift-apply',
    path: '/giftmain/brand-hs/giftid-:giftId/apply',
    title: '贈品申請',
    banner: BANNER.giftApply,
    params: ids('giftId'),
  }),
  member({
    id: 'gift-apply-step',
    path: '/giftmain/brand-hs/giftid-:giftId/apply/:step',
    title: '贈品申請',
    banner: BANNER.giftApply,
    params: { ...ids('giftId'), ...FOUR_STEPS },
  }),
  member({
    id: 'gift-apply-short',
    path: '/gift/:giftId/apply',
    title: '贈品申請',
    banner: BANNER.giftApply,
    params: ids('giftId'),
  }),
  member({
    id: 'gift-apply-short-step',
    path: '/gift/:giftId/apply/:step',
    title: '贈品申請',
    banner: BANNER.giftApply,
    params: { ...ids('giftId'), ...FOUR_STEPS },
  }),

  // Hence: the content hub
  r({ id: 'hence', path: '/hence', title: 'HENCE 生活誌', header: HEADER_WHITE }),
  r({ id: 'hence-article', path: '/hence/article/:id', title: '生活誌文章', header: HEADER_WHITE, params: ids('id') }),
  r({ id: 'hence-author', path: '/hence/author/:id', title: '作者', header: HEADER_WHITE, params: ids('id') }),
  r({ id: 'hence-magazine', path: '/hence/magazine', title: '電子期刊', header: HEADER_WHITE }),
  r({ id: 'hence-recipe', path: '/hence/recipe', title: '節氣食譜', header: HEADER_WHITE }),
  r({
    id: 'hence-recipe-article',
    path: '/hence/recipe/article/:id',
    title: '食譜',
    header: HEADER_WHITE,
    params: ids('id'),
  }),
  r({ id: 'hence-topic', path: '/hence/topic', title: '專題企劃', header: HEADER_WHITE }),
  r({
    id: 'hence-category',
    path: '/hence/:categoryId',
    title: '生活誌分類',
    header: HEADER_WHITE,
    params: ids('categoryId'),
  }),

  // Store locations
  r({ id: 'locations', path: '/locations', title: '門市據點' }),
  r({ id: 'location', path: '/locations/:locationId', title: '門市資訊', params: ids('locationId') }),

  // Member area (login only)
  member({ id: 'member', path: '/member', title: '會員中心' }),
  member({ id: 'member-activity', path: '/member/activity', title: '我的活動' }),
  member({ id: 'member-edit', path: '/member/edit', title: '編輯會員資料' }),
  member({ id: 'member-service', path: '/member/service', title: '我的服務' }),
  member({ id: 'member-refund', path: '/member/refund/:orderNumber', title: '申請退款', params: orderNo }),
  member({ id: 'member-refund-step2', path: '/member/refund/:orderNumber/step2', title: '申請退款', params: orderNo }),
  member({ id: 'member-refund-step3', path: '/member/refund/:orderNumber/step3', title: '申請退款', params: orderNo }),
  member({
    id: 'member-activity-credit-note',
    path: '/member/activity/credit-note/:no',
    title: '活動折讓單',
    layout: 'empty',
    params: creditNo,
  }),
  member({
    id: 'member-service-credit-note',
    path: '/member/service/credit-note/:no',
    title: '服務折讓單',
    layout: 'empty',
    params: creditNo,
  }),
  member({
    id: 'member-service-receipt',
    path: '/member/service/receipt/:id',
    title: '服務付款收據',
    layout: 'empty',
    params: ids('id'),
  }),

  // The staff console: one placeholder for every page under /staff. The console's own entries are
  // in staff-route-manifest.ts, in the console's chunk: this manifest is in every public page's
  // first scripts, and the page loader swaps the placeholder for the console's entry.
  staffEntry({ id: STAFF_CONSOLE_ID, path: '/staff/*', title: '後台' }),

  // News
  r({ id: 'news', path: '/news', title: '最新消息' }),
  r({ id: 'news-article', path: '/news/article/:newsId', title: '消息內容', params: ids('newsId') }),
  r({ id: 'news-category', path: '/news/:slug', title: '消息分類', params: slugs('slug') }),

  // Search
  r({ id: 'search', path: '/search', title: '站內搜尋', noindex: true }),
  r({ id: 'seo-search', path: '/seo_search', title: '搜尋結果', noindex: true }),

  // Services
  r({ id: 'services', path: '/services', title: '售後服務' }),
  r({ id: 'services-select', path: '/services/select', title: '選擇服務項目' }),
  r({ id: 'services-faq', path: '/services/faq', title: '常見問題' }),
  r({ id: 'services-faq-article', path: '/services/faq/article/:id', title: '常見問題解答', params: ids('id') }),
  r({ id: 'services-cleaning', path: '/services/cleaning', title: '深層清潔' }),
  member({
    id: 'services-cleaning-form',
    path: '/services/cleaning/form',
    title: '深層清潔申請',
    banner: BANNER.cleaning,
  }),
  member({
    id: 'services-cleaning-form-step',
    path: '/services/cleaning/form/:step',
    title: '深層清潔申請',
    banner: BANNER.cleaning,
    params: CLEANING_STEPS,
  }),
  r({ id: 'services-repair', path: '/services/repair', title: '維修服務' }),
  member({ id: 'services-repair-form', path: '/services/repair/form', title: '維修申請', banner: BANNER.repair }),
  member({
    id: 'services-repair-form-step',
    path: '/services/repair/form/:step',
    title: '維修申請',
    banner: BANNER.repair,
    params: REPAIR_STEPS,
  }),
  r({ id: 'services-fast-repair', path: '/services/fast-repair', title: '速修服務' }),
  member({
    id: 'services-fast-repair-form',
    path: '/services/fast-repair/form',
    title: '速修預約',
    banner: BANNER.fastRepair,
  }),
  member({
    id: 'services-fast-repair-form-step',
    path: '/services/fast-repair/form/:step',
    title: '速修預約',
    banner: BANNER.fastRepair,
    params: FAST_REPAIR_STEPS,
  }),
  r({ id: 'services-inhome', path: '/services/inhome', title: '到府服務' }),
  member({ id: 'services-inhome-form', path: '/services/inhome/form', title: '到府服務申請', banner: BANNER.inhome }),
  member({
    id: 'services-inhome-form-step',
    path: '/services/inhome/form/:step',
    title: '到府服務申請',
    banner: BANNER.inhome,
    params: formStep('step2', 'done'),
  }),
  r({ id: 'services-warranty', path: '/services/warranty', title: '保固登錄' }),
  r({ id: 'services-warranty-direct', path: '/services/warranty/direct', title: '保固登錄說明' }),
  member({
    id: 'services-warranty-form',
    path: '/services/warranty/form',
    title: '保固登錄表',
    banner: BANNER.warranty,
  }),
  member({
    id: 'services-warranty-form-step',
    path: '/services/warranty/form/:step',
    title: '保固登錄表',
    banner: BANNER.warranty,
    params: FOUR_STEPS,
  }),

  // Sustainability
  r({
    id: 'sustainability',
    path: '/sustainability',
    title: '永續發展',
    header: HEADER_TRANSPARENT,
    breadcrumb: false,
  }),
  r({
    id: 'sustainability-article',
    path: '/sustainability/article/:id',
    title: '永續文章',
    header: HEADER_TRANSPARENT,
    params: ids('id'),
  }),
  r({
    id: 'sustainability-main',
    path: '/sustainability/:mainId',
    title: '永續主題',
    header: HEADER_TRANSPARENT,
    params: ids('mainId'),
  }),
  r({
    id: 'sustainability-sub',
    path: '/sustainability/:mainId/:subId',
    title: '永續子題',
    header: HEADER_TRANSPARENT,
    params: ids('mainId', 'subId'),
  }),

  r({ id: 'talent-development', path: '/talent-development', title: '人才發展' }),
  r({ id: 'zonezone', path: '/zonezone', title: 'ZONEZONE 概念店', header: HEADER_DARK, breadcrumb: false }),

  // Demo pages: development only
  r({ id: 'demo-qrcode', path: '/qrcode', title: 'QR Code 測試', devOnly: true, noindex: true }),
  r({ id: 'demo-scroll', path: '/scroll', title: '捲動測試', devOnly: true, noindex: true }),
  r({ id: 'demo-gsap', path: '/gsap', title: '動畫測試', devOnly: true, noindex: true }),
];

/** The manifest as a given build sees it: demo pages exist only in development. */
export function routesFor(mode: { dev: boolean }): readonly RouteEntry[] {
  return mode.dev ? routeManifest : routeManifest.filter((e) => !e.devOnly);
}

const registered = new Map<string, RouteEntry>();

/**
 * Entries of a manifest that arrives in a later chunk (the console's, staff-route-manifest.ts),
 * so that routeById finds the page on screen once its chunk has loaded.
 */
export function registerRoutes(entries: readonly RouteEntry[]): void {
  for (const entry of entries) registered.set(entry.id, entry);
}

/** The registered entries, for rules that read the ids of every page known so far (page focus). */
export const registeredRoutes = (): RouteEntry[] => [...registered.values()];

export const routeById = (id: string): RouteEntry | undefined =>
  routeManifest.find((e) => e.id === id) ?? registered.get(id);
