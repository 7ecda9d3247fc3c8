import type { StateValueFrom } from 'xstate';
import type { warrantyMachine } from '../../../machines/warranty.machine';
import type { WarrantySteps } from '../../../schemas/warranty.schema';

export type WarrantyState = StateValueFrom<typeof warrantyMachine>;

export const WARRANTY_PATHS = [
  '/services/warranty/form',
  '/services/warranty/form/step2',
  '/services/warranty/form/step3',
  '/services/warranty/form/step4',
  '/services/warranty/form/done',
] as const;

export const WARRANTY_STEP_OF = {
  choosingProduct: 0,
  describingPurchase: 1,
  addingPhotos: 2,
  reviewing: 3,
  submitting: 3,
  failed: 3,
  done: 4,
} as const satisfies Record<WarrantyState, number>;

export const WARRANTY_DATA_STEP = {
  choosingProduct: 'product',
  describingPurchase: 'purchase',
  addingPhotos: 'photos',
  reviewing: 'confirm',
  submitting: null,
  failed: null,
  done: null,
} as const satisfies Record<WarrantyState, keyof WarrantySteps | null>;
