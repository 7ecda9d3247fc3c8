import type { ArticleClass } from '../../schemas/article-category.schema';

/** What a made-up article slug starts with, per class: the seed's slugs and the console's automatic ones. */
export const ARTICLE_SLUG_PREFIX: Record<ArticleClass, string> = {
  articleProject: 'hence',
  articleBlog: 'blog',
  articleBrand: 'brand',
  articleNews: 'news',
  articleEcolife: 'eco',
  articleFaq: 'faq',
  articleReport: 'report',
  articleMagazine: 'magazine',
};
