import type { giftApplyMachine } from '../../../machines/gift-apply.machine';
import type { GiftEvent } from '../../../schemas/gift-event.schema';
import type { City } from '../../../schemas/option.schema';
import type { FlowPageProps } from '../../components/flow/flow-frame';
import type { FlowMember } from '../flow/use-flow-member';

/** What the screen loaded for the pages (steps never fetch): the event, the cities, the member. */
export interface GiftApplyPageData {
  event: GiftEvent;
  cities: City[];
  member: FlowMember;
}

/** What every page of the gift claim gets. */
export type GiftApplyStepProps = FlowPageProps<typeof giftApplyMachine> & GiftApplyPageData;
