import { taipeiYear } from '../../schemas/taipei-date';

/** The main navigation (zh-TW labels shorter than the pages' own titles). */
export const MAIN_NAV = [
  { to: '/brand-story', label: '品牌故事' },
  { to: '/brands', label: '代理品牌' },
  { to: '/hence', label: 'HENCE 生活誌' },
  { to: '/events', label: '活動報名' },
  { to: '/news', label: '最新消息' },
  { to: '/locations', label: '門市據點' },
  { to: '/services', label: '售後服務' },
  { to: '/sustainability', label: '永續發展' },
] as const;

export const FOOTER_NAV = [
  {
    heading: '關於好生活',
    links: [
      { to: '/brand-story', label: '品牌故事' },
      { to: '/sustainability', label: '永續發展' },
      { to: '/talent-development', label: '人才發展' },
      { to: '/zonezone', label: 'ZONEZONE 概念店' },
    ],
  },
  {
    heading: '顧客服務',
    links: [
      { to: '/services', label: '售後服務' },
      { to: '/services/faq', label: '常見問題' },
      { to: '/services/warranty', label: '保固登錄' },
      { to: '/giftchoose/brand-hs', label: '贈品活動' },
      { to: '/contact', label: '聯絡我們' },
    ],
  },
  {
    heading: '會員',
    links: [
      { to: '/membership', label: '會員權益' },
      { to: '/membership-terms', label: '會員條款' },
      { to: '/privacy-policy', label: '隱私權政策' },
      { to: '/complaints-info', label: '消費爭議申訴資訊' },
    ],
  },
] as const;

export const HEADER_TEXT = {
  brand: '好生活',
  tagline: '進口居家生活選品',
  mainNav: '主選單',
  openMenu: '開啟選單',
  closeMenu: '關閉選單',
  search: '站內搜尋',
} as const;

export const FOOTER_TEXT = {
  sitemap: '網站地圖',
  copyright: `© ${taipeiYear()} 好生活 版權所有`,
  footerNav: '頁尾選單',
  note: '好生活代理世界各地的居家生活品牌，提供活動報名、維修保固與售後服務。',
} as const;
