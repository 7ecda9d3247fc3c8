import type { inhomeMachine } from '../../../machines/inhome.machine';
import type { City } from '../../../schemas/option.schema';
import type { ProductInfo } from '../../../schemas/product-info.schema';
import type { FlowPageProps } from '../../components/flow/flow-frame';
import type { FlowMember } from '../flow/use-flow-member';

export interface InhomeOptions {
  products: ProductInfo[];
  cities: City[];
}

/** What the screen loaded for the pages. */
export interface InhomePageData {
  options: InhomeOptions;
  member: FlowMember;
}

export type InhomeStepProps = FlowPageProps<typeof inhomeMachine> & InhomePageData;
