import { optionQueries } from '../api/options.queries';
import { warm } from '../lib/content-loaders';
import { FaqScreen, faqListOptions } from '../screens/service-info/faq-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ request, queryClient }: RouteModuleLoaderArgs) {
  await Promise.all([
    warm(queryClient, optionQueries.brands('faq')),
    warm(queryClient, faqListOptions(new URL(request.url).searchParams)),
  ]);
  return null;
}

export function Component() {
  return <FaqScreen />;
}
