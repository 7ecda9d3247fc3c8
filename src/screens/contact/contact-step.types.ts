import type { contactMachine } from '../../../machines/contact.machine';
import type { BrandOption } from '../../../schemas/brand.schema';
import type { Channel, City, ContactClass } from '../../../schemas/option.schema';
import type { FlowPageProps } from '../../components/flow/flow-frame';
import type { FlowMember } from '../flow/use-flow-member';

/** The option lists the steps offer, loaded by the screen (steps never fetch). */
export interface ContactOptions {
  classes: ContactClass[];
  channels: Channel[];
  brands: BrandOption[];
  cities: City[];
}

/** What the screen loaded for the pages. */
export interface ContactPageData {
  options: ContactOptions;
  member: FlowMember;
}

/** What every page of the contact flow gets. */
export type ContactStepProps = FlowPageProps<typeof contactMachine> & ContactPageData;
