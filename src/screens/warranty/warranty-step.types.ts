import type { ActorRefFrom } from 'xstate';
import type { WarrantyContext, warrantyMachine } from '../../../machines/warranty.machine';
import type { Channel } from '../../../schemas/option.schema';
import type { ProductInfo } from '../../../schemas/product-info.schema';
import type { FlowMember } from '../flow/use-flow-member';
import type { WarrantyState } from './warranty-steps';

export interface WarrantyOptions {
  /** the brands whose products can be registered */
  products: ProductInfo[];
  channels: Channel[];
}

export interface WarrantyStepProps {
  actor: ActorRefFrom<typeof warrantyMachine>;
  context: WarrantyContext;
  state: WarrantyState;
  options: WarrantyOptions;
  member: FlowMember;
}
