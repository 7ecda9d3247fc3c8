import { giftEventQueries } from '../api/gift-events.queries';
import { optionQueries } from '../api/options.queries';
import { warm } from '../lib/content-loaders';
import { useRouteParams } from '../lib/current-page';
import { GiftChooseScreen } from '../screens/gifts/gift-choose-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, request, queryClient }: RouteModuleLoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  await Promise.all([
    warm(queryClient, giftEventQueries.list({ page, channelId: Number(params.channelId) })),
    warm(queryClient, optionQueries.channels()),
  ]);
  return null;
}

export function Component() {
  return <GiftChooseScreen channelId={Number(useRouteParams().channelId)} />;
}
