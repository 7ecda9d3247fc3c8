// The claim's addresses (both SPEC forms, each with /step2…/step4 and /done) export this one
// loader and component: React keeps the flow mounted as its address changes.
import { GiftApplyPage } from '../screens/gift-apply/gift-apply-screen';
import { loadGiftEvent } from '../screens/gifts/gift-event-loader';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ params, queryClient }: RouteModuleLoaderArgs) {
  await loadGiftEvent(queryClient, Number(params.giftId));
  return null;
}

export const Component = GiftApplyPage;
