import type { StateValueFrom } from 'xstate';
import type { inhomeMachine } from '../../../machines/inhome.machine';

export type InhomeState = StateValueFrom<typeof inhomeMachine>;

export const INHOME_PATHS = [
  '/services/inhome/form',
  '/services/inhome/form/step2',
  '/services/inhome/form/done',
] as const;

export const INHOME_STEP_OF = {
  requesting: 0,
  reviewing: 1,
  submitting: 1,
  failed: 1,
  done: 2,
} as const satisfies Record<InhomeState, number>;
