import { faqQueries } from '../api/faqs.queries';
import { loadRecord } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { FaqArticleScreen } from '../screens/service-info/faq-article-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  await loadRecord(queryClient, faqQueries.detail(Number(params.id)), request);
  return null;
}

export function Component() {
  return <FaqArticleScreen id={Number(useRouteParams().id)} />;
}
