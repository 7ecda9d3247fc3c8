import type { QueryClient } from '@tanstack/react-query';
import type { ArticleCategory } from '../../../schemas/article-category.schema';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { faqQueries } from '../../api/faqs.queries';
import { locationQueries } from '../../api/locations.queries';
import { optionQueries } from '../../api/options.queries';
import { warm } from '../../lib/content-loaders';
import type { ServiceInfo } from './service-info-text';

export const faqCategoryOf = (categories: readonly ArticleCategory[] | undefined, slug: string | undefined) =>
  slug ? categories?.find((c) => c.slug === slug) : undefined;

/** A service page's data: its brands, the stores offering it and its FAQs (three small lists). */
export async function loadServiceInfo(queryClient: QueryClient, info: ServiceInfo): Promise<void> {
  await Promise.all([
    info.brandType && warm(queryClient, optionQueries.brands(info.brandType)),
    info.storeCategory &&
      warm(queryClient, locationQueries.categories()).then((categories) => {
        const category = categories?.find((c) => c.name === info.storeCategory);
        return category && warm(queryClient, locationQueries.list({ categoryId: category.id }));
      }),
    info.faqCategory &&
      warm(queryClient, articleCategoryQueries.list('articleFaq')).then((categories) => {
        const category = faqCategoryOf(categories, info.faqCategory);
        return category && warm(queryClient, faqQueries.list({ page: 1, categoryId: category.id }));
      }),
  ]);
}
