// SPEC §2 also names the gift apply page /gift/{id}/apply: the same screen as the long address.
import { useRouteParams } from '../lib/current-page';
import { GiftApplyScreen } from '../screens/gifts/gift-apply-screen';
import { loadGiftEvent } from '../screens/gifts/gift-event-loader';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, queryClient }: RouteModuleLoaderArgs) {
  await loadGiftEvent(queryClient, Number(params.giftId));
  return null;
}

export function Component() {
  return <GiftApplyScreen id={Number(useRouteParams().giftId)} />;
}
