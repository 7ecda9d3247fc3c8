/** Shapes of the demo data files (server/seed/*.seed.ts), resolved to rows by seed-content.ts. */

export interface CategorySeed {
  key: string;
  slug: string;
  subject: string;
  description?: string;
  image?: string;
  children?: CategorySeed[];
}

/**
 * An article as an editor would write it. `points` become the body: `標題｜段落` gives an h2 and
 * a paragraph, a point without `｜` a paragraph.
 */
export interface ArticleSeed {
  slug?: string;
  subject: string;
  summary: string;
  points: string[];
  /** keys of the class's categories (leaf categories) */
  categories?: string[];
  author?: string;
  brand?: string;
  isTop?: boolean;
  /** YYYY-MM-DD, published at 10:00 Taiwan time */
  date: string;
  image?: string;
}
