import { useRouteParams } from '../lib/current-page';
import { loadGiftEvent } from '../screens/gifts/gift-event-loader';
import { GiftEventScreen } from '../screens/gifts/gift-event-screen';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, queryClient }: RouteModuleLoaderArgs) {
  await loadGiftEvent(queryClient, Number(params.giftId));
  return null;
}

export function Component() {
  return <GiftEventScreen id={Number(useRouteParams().giftId)} />;
}
