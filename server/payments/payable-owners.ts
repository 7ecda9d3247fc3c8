import { EVENT_ORDER_KIND, eventOrderOwner } from '../services/event-orders.service';
import { REPAIR_PAYABLE, repairPayableOwner } from '../services/repairs.service';
import type { PayableOwners } from './payment-gateway';

/**
 * Every service whose records are paid through the gateway, by the `kind` its payables carry.
 * A flow that takes payments adds its owner here (one line).
 */
export const PAYABLE_OWNERS: PayableOwners = {
  [EVENT_ORDER_KIND]: eventOrderOwner(),
  [REPAIR_PAYABLE]: repairPayableOwner(),
};
