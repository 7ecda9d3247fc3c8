import { faqQueries } from '../api/faqs.queries';
import { useRouteParams } from '../app/current-page';
import { loadRecord } from '../lib/content-loaders';
import type { RouteModuleLoaderArgs } from '../route-module.types';
import { FaqArticleScreen } from '../screens/service-info/faq-article-screen';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await loadRecord(queryClient, faqQueries.detail(Number(params.id)), request);
  return null;
}

export function Component() {
  return <FaqArticleScreen id={Number(useRouteParams().id)} />;
}
