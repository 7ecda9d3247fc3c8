import type { refundMachine } from '../../../machines/refund.machine';
import type { UserOrder } from '../../../schemas/user-order.schema';
import type { FlowPageProps } from '../../components/flow/flow-frame';

/** What the screen loaded for the pages: the order being refunded. */
export interface RefundPageData {
  order: UserOrder;
}

/** What every page of the refund flow gets. */
export type RefundStepProps = FlowPageProps<typeof refundMachine> & RefundPageData;
