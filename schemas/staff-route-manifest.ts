import {
  formStep,
  ids,
  type RouteEntry,
  registerRoutes,
  routesFor,
  STAFF_CONSOLE_ID,
  staffEntry,
} from './route-manifest';

/**
 * The staff console's pages (login-only; the API checks each role). Apart from the public manifest
 * because that one is in every public page's first scripts: the browser reads this list only with
 * the console's chunk (src/app/staff-route-modules.ts), where the page loader swaps the manifest's
 * `/staff/*` placeholder for the entry found here. The server reads both (allRoutesFor).
 */
export const staffRouteManifest: readonly RouteEntry[] = [
  staffEntry({ id: 'staff', path: '/staff', title: '後台總覽' }),
  staffEntry({ id: 'staff-people', path: '/staff/people', title: '人員與角色' }),
  staffEntry({ id: 'staff-audit', path: '/staff/audit', title: '稽核紀錄' }),
  staffEntry({ id: 'staff-mails', path: '/staff/mails', title: '郵件佇列' }),
  staffEntry({ id: 'staff-flow-insight', path: '/staff/flow-insight', title: '流程洞察' }),
  staffEntry({ id: 'staff-articles', path: '/staff/articles', title: '文章' }),
  staffEntry({
    id: 'staff-home',
    path: '/staff/home',
    title: '首頁橫幅與區塊',
  }),
  staffEntry({ id: 'staff-pages', path: '/staff/pages', title: '頁面區塊' }),
  staffEntry({
    id: 'staff-article-new',
    path: '/staff/articles/new',
    title: '新增文章',
  }),
  staffEntry({
    id: 'staff-article',
    path: '/staff/articles/:articleId',
    title: '編輯文章',
    params: ids('articleId'),
  }),
  staffEntry({ id: 'staff-recipes', path: '/staff/recipes', title: '食譜' }),
  staffEntry({
    id: 'staff-recipe-new',
    path: '/staff/recipes/new',
    title: '新增食譜',
  }),
  staffEntry({
    id: 'staff-recipe',
    path: '/staff/recipes/:recipeId',
    title: '編輯食譜',
    params: ids('recipeId'),
  }),
  staffEntry({ id: 'staff-brands', path: '/staff/brands', title: '品牌' }),
  staffEntry({ id: 'staff-brand-new', path: '/staff/brands/new', title: '新增品牌' }),
  staffEntry({
    id: 'staff-brand',
    path: '/staff/brands/:brandId',
    title: '編輯品牌',
    params: ids('brandId'),
  }),
  // the publication task (machines/staff-publication.machine.ts): step 1 here, then /step2 and /step3
  // (its done page counts as step 3, so the flow kit puts it at /step3)
  staffEntry({
    id: 'staff-article-publish',
    path: '/staff/articles/:articleId/publish',
    title: '發布設定',
    params: ids('articleId'),
  }),
  staffEntry({
    id: 'staff-article-publish-step',
    path: '/staff/articles/:articleId/publish/:step',
    title: '發布設定',
    params: { ...ids('articleId'), ...formStep('step2', 'step3') },
  }),
  staffEntry({
    id: 'staff-recipe-publish',
    path: '/staff/recipes/:recipeId/publish',
    title: '發布設定',
    params: ids('recipeId'),
  }),
  staffEntry({
    id: 'staff-recipe-publish-step',
    path: '/staff/recipes/:recipeId/publish/:step',
    title: '發布設定',
    params: { ...ids('recipeId'), ...formStep('step2', 'step3') },
  }),
  // the document task (machines/staff-document-replace.machine.ts): a magazine issue's or a report's
  // PDF; step 1 here, then /step2 (old and new file side by side) and /step3 (done)
  staffEntry({
    id: 'staff-article-document',
    path: '/staff/articles/:articleId/document',
    title: '替換文件',
    params: ids('articleId'),
  }),
  staffEntry({
    id: 'staff-article-document-step',
    path: '/staff/articles/:articleId/document/:step',
    title: '替換文件',
    params: { ...ids('articleId'), ...formStep('step2', 'step3') },
  }),
  staffEntry({
    id: 'staff-legal',
    path: '/staff/legal',
    title: '條款與政策',
  }),

  // the catalogue (issue 24 item 3): each brand's product info, the product models, the stores
  staffEntry({
    id: 'staff-product-infos',
    path: '/staff/product-infos',
    title: '商品資訊',
  }),
  staffEntry({
    id: 'staff-product-info',
    path: '/staff/product-infos/:brandId',
    title: '編輯商品資訊',
    params: ids('brandId'),
  }),
  staffEntry({
    id: 'staff-product-models',
    path: '/staff/product-models',
    title: '商品型號',
  }),
  staffEntry({
    id: 'staff-product-model-new',
    path: '/staff/product-models/new',
    title: '新增型號',
  }),
  staffEntry({
    id: 'staff-product-model',
    path: '/staff/product-models/:modelId',
    title: '編輯型號',
    params: ids('modelId'),
  }),
  staffEntry({ id: 'staff-locations', path: '/staff/locations', title: '門市' }),
  staffEntry({
    id: 'staff-location-new',
    path: '/staff/locations/new',
    title: '新增據點',
  }),
  staffEntry({
    id: 'staff-location',
    path: '/staff/locations/:locationId',
    title: '編輯據點',
    params: ids('locationId'),
  }),
  // the articles' publication task, for a store
  staffEntry({
    id: 'staff-location-publish',
    path: '/staff/locations/:locationId/publish',
    title: '發布設定',
    params: ids('locationId'),
  }),
  staffEntry({
    id: 'staff-location-publish-step',
    path: '/staff/locations/:locationId/publish/:step',
    title: '發布設定',
    params: { ...ids('locationId'), ...formStep('step2', 'step3') },
  }),
  // the console's events (issue 27): the list, the editor on the flow kit
  // (machines/staff-event-edit.machine.ts: step 1 at the base, then /step2…/step5 and /done), the attendees
  staffEntry({ id: 'staff-events', path: '/staff/events', title: '活動' }),
  staffEntry({ id: 'staff-event-new', path: '/staff/events/new', title: '新增活動' }),
  staffEntry({
    id: 'staff-event-new-step',
    path: '/staff/events/new/:step',
    title: '新增活動',
    params: formStep('step2', 'step3', 'step4', 'step5', 'done'),
  }),
  staffEntry({
    id: 'staff-event-edit',
    path: '/staff/events/:eventId/edit',
    title: '編輯活動',
    params: ids('eventId'),
  }),
  staffEntry({
    id: 'staff-event-edit-step',
    path: '/staff/events/:eventId/edit/:step',
    title: '編輯活動',
    params: { ...ids('eventId'), ...formStep('step2', 'step3', 'step4', 'step5', 'done') },
  }),
  staffEntry({
    id: 'staff-event-attendees',
    path: '/staff/events/:eventId/attendees',
    title: '報名名單',
    params: ids('eventId'),
  }),
  // event orders (issue 27 item 3 and 4): search, then one order with its history and refunds
  staffEntry({ id: 'staff-orders', path: '/staff/orders', title: '活動訂單' }),
  staffEntry({
    id: 'staff-order',
    path: '/staff/orders/:orderNumber',
    title: '訂單明細',
    params: { orderNumber: /^\d{8,30}$/ },
  }),

  // the service screens (issue 28 items 1-3, role service): repairs board, reserve calendars, warranty review
  staffEntry({ id: 'staff-repairs', path: '/staff/repairs', title: '維修申請' }),
  staffEntry({
    id: 'staff-repair',
    path: '/staff/repairs/:repairId',
    title: '處理維修申請',
    params: ids('repairId'),
  }),
  staffEntry({
    id: 'staff-inhome',
    path: '/staff/inhome/:inhomeId',
    title: '處理到府服務申請',
    params: ids('inhomeId'),
  }),
  staffEntry({ id: 'staff-reserve-times', path: '/staff/reserve-times', title: '速修預約時段' }),
  staffEntry({ id: 'staff-warranties', path: '/staff/warranties', title: '保固登錄審核' }),
  staffEntry({
    id: 'staff-warranty',
    path: '/staff/warranties/:warrantyId',
    title: '審核保固登錄',
    params: ids('warrantyId'),
  }),

  // service (issue 28): gift claims, gift events and the contact inbox
  staffEntry({ id: 'staff-gift-claims', path: '/staff/gift-claims', title: '贈品申請' }),
  staffEntry({
    id: 'staff-gift-claim',
    path: '/staff/gift-claims/:claimId',
    title: '審核贈品申請',
    params: ids('claimId'),
  }),
  staffEntry({ id: 'staff-gift-events', path: '/staff/gift-events', title: '贈品活動' }),
  staffEntry({
    id: 'staff-gift-event',
    path: '/staff/gift-events/:eventId',
    title: '編輯贈品活動',
    params: ids('eventId'),
  }),
  staffEntry({ id: 'staff-inbox', path: '/staff/inbox', title: '聯絡我們留言' }),
  staffEntry({
    id: 'staff-inbox-message',
    path: '/staff/inbox/:messageId',
    title: '留言內容',
    params: ids('messageId'),
  }),
  // door check-in (issue 27 item 5): the session chosen is `?session=<id>`
  staffEntry({ id: 'staff-checkin', path: '/staff/checkin', title: '入場驗票' }),
];

registerRoutes(staffRouteManifest);

export const staffRouteById = (id: string): RouteEntry | undefined => staffRouteManifest.find((e) => e.id === id);

const full = new Map<boolean, readonly RouteEntry[]>();

/**
 * Every page, the console's in place of its placeholder: what the server guards, titles and
 * describes, so a full page load of a console address is a 404 or its own page on the server too.
 * One array per mode, because the route matcher caches its compiled routes by array.
 */
export function allRoutesFor(mode: { dev: boolean }): readonly RouteEntry[] {
  let routes = full.get(mode.dev);
  if (!routes) {
    routes = [...routesFor(mode).filter((e) => e.id !== STAFF_CONSOLE_ID), ...staffRouteManifest];
    full.set(mode.dev, routes);
  }
  return routes;
}
