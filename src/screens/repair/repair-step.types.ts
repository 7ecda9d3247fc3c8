import type { ActorRefFrom } from 'xstate';
import type { RepairContext, repairMachine } from '../../../machines/repair.machine';
import type { DeepCleanTicket } from '../../../schemas/deep-clean-ticket.schema';
import type { City } from '../../../schemas/option.schema';
import type { ProductInfo } from '../../../schemas/product-info.schema';
import type { RepairType } from '../../../schemas/repair.schema';
import type { ReserveStore } from '../../../schemas/reserve-time.schema';
import type { serviceOptionQueries } from '../../api/services.queries';
import type { FlowMember } from '../flow/use-flow-member';
import type { RepairState } from './repair-steps';

export interface RepairOptions {
  kind: RepairType;
  products: ProductInfo[];
  cities: City[];
  tickets: DeepCleanTicket[];
  /** the stores that do fast repair (fast repair only) */
  stores: ReserveStore[];
  /** a store's reserve times (the booking step asks for the store the member picks) */
  reserveTimes: typeof serviceOptionQueries.reserveTimes;
}

export interface RepairStepProps {
  actor: ActorRefFrom<typeof repairMachine>;
  context: RepairContext;
  state: RepairState;
  options: RepairOptions;
  member: FlowMember;
}
