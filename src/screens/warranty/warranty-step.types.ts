import type { warrantyMachine } from '../../../machines/warranty.machine';
import type { Channel } from '../../../schemas/option.schema';
import type { ProductInfo } from '../../../schemas/product-info.schema';
import type { FlowPageProps } from '../../components/flow/flow-frame';
import type { FlowMember } from '../flow/use-flow-member';

export interface WarrantyOptions {
  /** the brands whose products can be registered */
  products: ProductInfo[];
  channels: Channel[];
}

/** What the screen loaded for the pages. */
export interface WarrantyPageData {
  options: WarrantyOptions;
  member: FlowMember;
  /** a product's own link named brand and model but not the serial its model requires: the product step starts with them */
  linked: { brand_id: string; model_id: string; model_name: string; serial: string } | null;
}

export type WarrantyStepProps = FlowPageProps<typeof warrantyMachine> & WarrantyPageData;
