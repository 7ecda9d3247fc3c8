import type { ActorRefFrom } from 'xstate';
import type { ContactContext, contactMachine } from '../../../machines/contact.machine';
import type { BrandOption } from '../../../schemas/brand.schema';
import type { Channel, City, ContactClass } from '../../../schemas/option.schema';
import type { FlowMember } from '../flow/use-flow-member';
import type { ContactState } from './contact-steps';

export type ContactActor = ActorRefFrom<typeof contactMachine>;

/** The option lists the steps offer, loaded by the screen (steps never fetch). */
export interface ContactOptions {
  classes: ContactClass[];
  channels: Channel[];
  brands: BrandOption[];
  cities: City[];
}

/** What the screen hands every step component. */
export interface ContactStepProps {
  actor: ContactActor;
  context: ContactContext;
  state: ContactState;
  options: ContactOptions;
  member: FlowMember;
}
