import type { ArticleClass } from './article-category.schema';

/**
 * HENCE's topics category (專題企劃) has a page of its own, `/hence/topic`: its one address. Its
 * numbered address (`/hence/{id}`) answers 301 there (issue 23 §7: one section, one address).
 */
export const TOPICS_SLUG = 'topics';
export const TOPICS_PATH = '/hence/topic';

/**
 * The site path of each kind of content (SPEC §2 routes). One place, so that links in API answers,
 * search results, sitemap.xml and the client's own links cannot disagree.
 */
export const contentPath = {
  article(a: { class: ArticleClass; id: number; slug: string; brand_id?: number | null }): string | null {
    switch (a.class) {
      case 'articleProject':
        return `/hence/article/${a.id}`;
      case 'articleBlog':
        return `/blog/article/${a.slug}`;
      case 'articleNews':
        return `/news/article/${a.id}`;
      case 'articleBrand':
        return `/brand/${a.id}`;
      case 'articleEcolife':
        return `/sustainability/article/${a.id}`;
      case 'articleFaq':
        return `/services/faq/article/${a.id}`;
      case 'articleMagazine':
        return '/hence/magazine';
      // reports are documents listed on the sustainability page, with no page of their own
      case 'articleReport':
        return null;
    }
  },
  articleCategory(c: { class: ArticleClass; id: number; slug: string }, parent?: { id: number; slug: string } | null) {
    switch (c.class) {
      case 'articleProject':
        return !parent && c.slug === TOPICS_SLUG ? TOPICS_PATH : `/hence/${c.id}`;
      case 'articleBlog':
        return parent ? `/blog/${parent.slug}/${c.slug}` : `/blog/${c.slug}`;
      case 'articleNews':
        return `/news/${c.slug}`;
      case 'articleBrand':
        return `/brands/${c.slug}`;
      case 'articleEcolife':
        return parent ? `/sustainability/${parent.id}/${c.id}` : `/sustainability/${c.id}`;
      default:
        return null;
    }
  },
  author: (id: number) => `/hence/author/${id}`,
  recipe: (id: number) => `/hence/recipe/article/${id}`,
  /** a magazine issue's or a report's PDF (server/routes/documents.routes.ts) */
  document: (articleId: number) => `/documents/${articleId}.pdf`,
  event: (id: number) => `/events/${id}`,
  location: (id: number) => `/locations/${id}`,
};
