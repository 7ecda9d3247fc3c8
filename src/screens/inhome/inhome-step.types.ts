import type { ActorRefFrom } from 'xstate';
import type { InhomeContext, inhomeMachine } from '../../../machines/inhome.machine';
import type { City } from '../../../schemas/option.schema';
import type { ProductInfo } from '../../../schemas/product-info.schema';
import type { FlowMember } from '../flow/use-flow-member';
import type { InhomeState } from './inhome-steps';

export interface InhomeOptions {
  products: ProductInfo[];
  cities: City[];
}

export interface InhomeStepProps {
  actor: ActorRefFrom<typeof inhomeMachine>;
  context: InhomeContext;
  state: InhomeState;
  options: InhomeOptions;
  member: FlowMember;
}
