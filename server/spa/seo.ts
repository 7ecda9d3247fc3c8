/** The per-page tags the server writes into index.html's <head>. */
export interface PageSeo {
  title: string;
  description: string;
  /** absolute canonical URL */
  canonical: string;
  /** absolute image URL for OpenGraph */
  image: string;
  type: 'website' | 'article';
  noindex: boolean;
  /** structured data (an article's JSON-LD, the breadcrumb), each written as a data block, never executed */
  jsonLd?: Record<string, unknown>[];
  /** the name the page's breadcrumb ends with, when not the title (a sub-category's own name) */
  heading?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

export const HEAD_MARKER = '<!--app-head-->';

export function renderHead(seo: PageSeo, siteName: string): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(seo.title)}</title>`,
    `<meta name="description" content="${e(seo.description)}">`,
    `<link rel="canonical" href="${e(seo.canonical)}">`,
    seo.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="${e(siteName)}">`,
    '<meta property="og:locale" content="zh_TW">',
    `<meta property="og:type" content="${seo.type}">`,
    `<meta property="og:title" content="${e(seo.title)}">`,
    `<meta property="og:description" content="${e(seo.description)}">`,
    `<meta property="og:url" content="${e(seo.canonical)}">`,
    `<meta property="og:image" content="${e(seo.image)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    // `<` is escaped so that no string in the data can close the script element
    ...(seo.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

export const SITE_LANG = 'zh-Hant-TW';

/**
 * index.html made ready for injection once at start: it gets the site's `lang` and the head
 * marker even if an edit of index.html lost them, so no page ever goes out without its tags.
 */
export function prepareTemplate(indexHtml: string): string {
  let html = /<html\b[^>]*\blang=/i.test(indexHtml)
    ? indexHtml
    : indexHtml.replace(/<html\b/i, `<html lang="${SITE_LANG}"`);
  if (!html.includes(HEAD_MARKER)) html = html.replace(/<\/head>/i, `${HEAD_MARKER}\n</head>`);
  return html;
}

export function injectHead(template: string, head: string): string {
  // a function replacement: `$&` or `$'` inside a title must stay literal text
  return template.replace(HEAD_MARKER, () => head);
}
