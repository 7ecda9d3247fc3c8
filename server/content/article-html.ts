import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of rich text (article, recipe and event bodies). Editors' HTML is sanitised
 * before it is stored and again before it is sent, so a row written around this code (a SQL
 * import, an old row kept across a rule change) still cannot reach a reader with a script in it.
 */

const DIMENSION = /^\d{1,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // No javascript:, data: or vbscript: URLs; relative links (the site's own pages) are kept.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Content of these is dropped with the tag, not turned into text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // The page's own title is its only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const out: Record<string, string> = { href };
      if (attribs.title) out.title = attribs.title;
      if (external) {
        // a new tab must not get window.opener, and the target site no referrer
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = { src: attribs.src ?? '', alt: attribs.alt ?? '' };
      if (attribs.width && DIMENSION.test(attribs.width)) out.width = attribs.width;
      if (attribs.height && DIMENSION.test(attribs.height)) out.height = attribs.height;
      // pictures in a body are below the fold
      out.loading = 'lazy';
      out.decoding = 'async';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Bodies on their way out: stored bodies were sanitised on write, so this is the second check for
 * rows written around this code. Parsing HTML on every read cost more than the query; a body is
 * now checked once per process and text (the same stored HTML gives the same output).
 */
const checkedBodies = new LRUCache<string, string>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (clean, stored) => Math.max(1, stored.length + clean.length),
});

export function sanitizeStoredHtml(stored: string): string {
  let clean = checkedBodies.get(stored);
  if (clean === undefined) {
    clean = sanitizeArticleHtml(stored);
    checkedBodies.set(stored, clean);
  }
  return clean;
}

/** The text of a body, for search and excerpts: tags dropped, entities decoded, blanks collapsed. */
const BLOCK_BOUNDARY =
  /<\/?(?:p|h[1-6]|li|ul|ol|blockquote|figure|figcaption|br|hr|tr|td|th|table|caption|pre|div)\b[^>]*>/gi;

export function htmlToText(html: string): string {
  // Blocks end words; inline tags do not (好<strong>生活</strong> must still match 好生活).
  const text = sanitizeHtml(html.replace(BLOCK_BOUNDARY, ' '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text.replace(/\s+/g, ' ').trim();
}

/** What is stored for a rich-text body: the sanitised HTML and its text (for search and excerpts). */
export function prepareRichText(html: string): { body: string; bodyText: string } {
  const body = sanitizeArticleHtml(html);
  return { body, bodyText: htmlToText(body) };
}
