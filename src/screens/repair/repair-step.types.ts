import type { repairMachine } from '../../../machines/repair.machine';
import type { DeepCleanTicket } from '../../../schemas/deep-clean-ticket.schema';
import type { City } from '../../../schemas/option.schema';
import type { ProductInfo } from '../../../schemas/product-info.schema';
import type { RepairType } from '../../../schemas/repair.schema';
import type { ReserveStore } from '../../../schemas/reserve-time.schema';
import type { serviceOptionQueries } from '../../api/services.queries';
import type { FlowPageProps } from '../../components/flow/flow-frame';
import type { FlowMember } from '../flow/use-flow-member';

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

/** What the screen loaded for the pages. */
export interface RepairPageData {
  options: RepairOptions;
  member: FlowMember;
}

export type RepairStepProps = FlowPageProps<typeof repairMachine> & RepairPageData;
