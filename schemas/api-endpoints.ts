/**
 * The product API's addresses (SPEC §7), spelled once: the client's query and mutation files call
 * them, and the server (server/spa/page-data.ts) answers some of them into the page under the
 * exact URL the client will ask for. A path is built here; its query string is built by
 * `apiUrl`, the same way on both sides, so the two spellings cannot drift apart.
 */

/** Every product call goes through this prefix (SPEC §7). */
export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** DESIGN "API conventions": array params are sent as `name[]`; empty values are left out. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL a call fetches: `/api` + path + query. */
export function apiUrl(path: string, query?: Query): string {
  return `${API_BASE}${path}${buildQuery(query)}`;
}

/** The path of each call, after `/api`. A record's id goes in its path; filters go in the query. */
export const endpoints = {
  homepage: () => '/homepage',
  henceHub: () => '/homepage/article',
  ecoLife: () => '/homepage/eco_life',
  zonezone: () => '/homepage/zonezone',
  talentDevelopment: () => '/homepage/talent_development',

  legal: (kind: string) => `/legal/${kind}`,

  articles: () => '/articles',
  article: (id: number | string) => `/articles/${id}`,
  articleReports: () => '/article_reports',
  articleMagazines: () => '/article_magazines',
  articleCategories: () => '/article_categories',
  articleAuthor: (id: number | string) => `/article_authors/${id}`,
  articleBlogs: () => '/article_blogs',
  articleBlog: (slug: string) => `/article_blogs/${encodeURIComponent(slug)}`,
  articleBrands: () => '/article_brands',
  articleBrand: (id: number | string) => `/article_brands/${id}`,
  articleFaqs: () => '/article_faqs',
  articleFaq: (id: number | string) => `/article_faqs/${id}`,
  articleNewsList: () => '/article_news',
  articleNews: (id: number | string) => `/article_news/${id}`,
  articleRecommends: (id: number | string) => `/article_recommends/${id}`,
  articleRecipes: () => '/article_recipes',
  articleRecipe: (id: number | string) => `/article_recipes/${id}`,
  recipeItemCategories: () => '/recipe_item_categories',
  solarTerms: () => '/solar_terms',

  events: () => '/events',
  event: (id: number | string) => `/events/${id}`,
  eventCategories: () => '/event_categories',
  calendarEvents: (eventId: number | string) => `/calendar_events/${eventId}`,
  eventRecommends: (eventId: number | string) => `/event_recommends/${eventId}`,
  eventAvailability: () => '/event_availability',
  eventSurvey: (eventId: number | string) => `/event_survey/${eventId}`,
  cart: () => '/cart',
  cartAdd: () => '/cart/add',
  cartClear: () => '/cart/clear',
  cartPay: () => '/cart/pay',
  userOrders: () => '/user/orders',
  userOrder: (orderNumber: string) => `/user/orders/${orderNumber}`,
  userOrderCalendar: (orderNumber: string) => `/user/orders/${orderNumber}/calendar`,
  userCancelOrder: (orderNumber: string) => `/user/cancel_order/${orderNumber}`,
  userPayOrder: (orderNumber: string) => `/user/pay_order/${orderNumber}`,
  userRefundOrder: (orderNumber: string) => `/user/refund_order/${orderNumber}`,
  userCreditNote: (no: string) => `/user/credit_notes/${no}`,
  userFavoriteEvents: () => '/user/favorite_events',
  userCollectEvent: (eventId: number | string) => `/user/collect_events/${eventId}`,

  locations: () => '/locations',
  location: (id: number | string) => `/locations/${id}`,
  locationCities: () => '/location_cities',
  locationCategories: () => '/location_categories',
  locationClasses: () => '/location_classes',

  optionBrands: () => '/option/brands',
  optionAddress: () => '/option/address',
  optionChannels: () => '/option/channels',
  contactClasses: () => '/contact_classes',
  optionProducts: () => '/option/products',
  optionReserveTimes: () => '/option/reserve_times',
  optionReserveStores: () => '/option/reserve_stores',
  optionDeepServices: () => '/option/deep_services',
  subscribeTopics: () => '/subscribe_topics',

  contact: () => '/contact',
  captchaChallenge: () => '/captcha/challenge',
  submitSubscribeTopic: () => '/submit_subscribe_topic',
  submitSubscribeEvent: () => '/submit_subscribe_event',
  search: () => '/search',
  flowEvents: () => '/flow_events',

  authLogin: () => '/auth/login',
  clearCookie: () => '/clear-cookie',
  userProfile: () => '/user/profile',
  userMedias: (kind: string) => `/user/medias/${encodeURIComponent(kind)}`,
  giftBrands: () => '/option/gift_brands',
  giftEvents: () => '/gift_events',
  giftEvent: (id: number | string) => `/gift_events/${id}`,
  submitGiftEvent: () => '/submit_gift_event',
  checkGiftPurchase: () => '/check_gift_purchase',
  uploadGiftMedias: (giftEventId: number | string) => `/user/upload_gift_medias/${giftEventId}`,
  userGiftClaims: () => '/user/gift_claims',
  userRepairs: () => '/user/repairs',
  userRepair: (id: number | string) => `/user/repairs/${id}`,
  userRepairPay: (id: number | string) => `/user/repairs/${id}/pay`,
  userRepairCreditNote: (no: string) => `/user/repair_credit_notes/${encodeURIComponent(no)}`,
  userRepairReceipt: (id: number | string) => `/user/repairs/${id}/receipt`,
  userWarranties: (type = 'all') => `/user/warranties/${type}`,
  userWarrantyRegistration: () => '/user/warranties',
  userInhomeServices: () => '/user/inhome_services',
} as const;
