import type { StateValueFrom } from 'xstate';
import type { repairMachine } from '../../../machines/repair.machine';
import type { RepairSteps, RepairType } from '../../../schemas/repair.schema';

export type RepairState = StateValueFrom<typeof repairMachine>;

const FORM_PATH: Record<RepairType, string> = {
  general: '/services/repair/form',
  fast: '/services/fast-repair/form',
  deep: '/services/cleaning/form',
};

/**
 * SPEC §2: each kind's form and its later steps' URLs. A fast repair's reserve time (`/time`) and
 * a deep cleaning's plan (`/plan`) have their own address, so the browser's buttons reach them.
 */
export const repairPaths = (kind: RepairType): readonly string[] => {
  const base = FORM_PATH[kind];
  const extra = kind === 'fast' ? [`${base}/time`] : kind === 'deep' ? [`${base}/plan`] : [];
  return [base, ...extra, `${base}/step2`, `${base}/step3`, `${base}/step4`, `${base}/done`];
};

/** Which of the kind's URLs (repairPaths) a state shows. */
export function repairUrlOf(kind: RepairType, state: RepairState): number {
  const progress = REPAIR_STEP_OF[state];
  if (kind === 'general') return progress;
  if (state === 'booking' || state === 'choosingTicket') return 1;
  return progress === 0 ? 0 : progress + 1;
}

/** Which step of the four (and the last page) each state shows; the reserve time and the ticket are step 1's second half. */
export const REPAIR_STEP_OF = {
  choosingProduct: 0,
  booking: 0,
  choosingTicket: 0,
  givingAddresses: 1,
  givingInvoice: 2,
  reviewing: 3,
  submitting: 3,
  failed: 3,
  paying: 4,
  done: 4,
} as const satisfies Record<RepairState, number>;

/** The step whose data each state's screen edits (a refusal's error summary opens there). */
export const REPAIR_DATA_STEP = {
  choosingProduct: 'product',
  booking: 'booking',
  choosingTicket: 'ticket',
  givingAddresses: 'addresses',
  givingInvoice: 'invoice',
  reviewing: 'confirm',
  submitting: null,
  failed: null,
  paying: null,
  done: null,
} as const satisfies Record<RepairState, keyof RepairSteps | null>;
