import type { ActorRefFrom } from 'xstate';
import type { GiftApplyContext, giftApplyMachine } from '../../../machines/gift-apply.machine';
import type { GiftEvent } from '../../../schemas/gift-event.schema';
import type { City } from '../../../schemas/option.schema';
import type { FlowMember } from '../flow/use-flow-member';
import type { GiftApplyState } from './gift-apply-steps';

export type GiftApplyActor = ActorRefFrom<typeof giftApplyMachine>;

/** What the screen hands every step component (steps never fetch). */
export interface GiftStepProps {
  actor: GiftApplyActor;
  context: GiftApplyContext;
  state: GiftApplyState;
  event: GiftEvent;
  cities: City[];
  member: FlowMember;
}
