import type { StateValueFrom } from 'xstate';
import type { contactMachine } from '../../../machines/contact.machine';

export type ContactState = StateValueFrom<typeof contactMachine>;

/** SPEC §2: the three step URLs of the contact form. */
export const CONTACT_PATHS = ['/contact', '/contact/step2', '/contact/step3'] as const;

/** Which step (and URL) each state of the machine shows; the type checker keeps it complete. */
export const CONTACT_STEP_OF = {
  editing: 0,
  reviewing: 1,
  submitting: 1,
  failed: 1,
  done: 2,
} as const satisfies Record<ContactState, number>;
