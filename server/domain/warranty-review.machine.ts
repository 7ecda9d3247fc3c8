import { setup, transition } from 'xstate';

/**
 * A warranty registration's review (issue 28 item 3), the one authority on which decision may
 * follow which, as the repair life cycle is for repairs. A registration waits in `pending` until
 * staff approve it (its end date set from the model's months) or refuse it with a reason the
 * member reads; either decision is final: a member whose registration was refused registers again
 * with corrected details, so the first decision and its mail stay what the member was told.
 */
export const WARRANTY_STATUSES = ['pending', 'approved', 'refused'] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

export type WarrantyReviewEvent = { type: 'review.approve' } | { type: 'review.refuse'; reason: string | null };

export const warrantyReviewMachine = setup({
  types: {} as { events: WarrantyReviewEvent },
  guards: {
    // a refusal the member cannot understand is no answer: it must say why
    reasonGiven: ({ event }) => event.type === 'review.refuse' && Boolean(event.reason?.trim()),
  },
}).createMachine({
  id: 'warrantyReview',
  initial: 'pending',
  states: {
    pending: {
      on: {
        'review.approve': { target: 'approved' },
        'review.refuse': { guard: 'reasonGiven', target: 'refused' },
      },
    },
    approved: { type: 'final' },
    refused: { type: 'final' },
  },
});

/** Where a registration in `from` goes on `event`: the new status, or null when the machine refuses it. */
export function nextWarrantyStatus(from: WarrantyStatus, event: WarrantyReviewEvent): WarrantyStatus | null {
  const snapshot = warrantyReviewMachine.resolveState({ value: from, context: undefined });
  if (!snapshot.can(event)) return null;
  return transition(warrantyReviewMachine, snapshot, event)[0].value as WarrantyStatus;
}

/** The decisions a registration in `from` still takes (the console offers only these). */
export const warrantyDecisions = (from: WarrantyStatus): ('approve' | 'refuse')[] =>
  (['approve', 'refuse'] as const).filter(
    (d) =>
      nextWarrantyStatus(
        from,
        d === 'approve' ? { type: 'review.approve' } : { type: 'review.refuse', reason: '—' },
      ) !== null,
  );

/**
 * The warranty's last day: `months` after the invoice date, less a day (bought 2026-01-15 with 12
 * months: covered to 2027-01-14). A date past the end of a shorter month lands on its last day.
 */
export function warrantyEndDate(invoiceDate: string, months: number): string {
  const [y, m, d] = invoiceDate.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, month, Math.min(d, lastDay)) - 86_400_000);
  return end.toISOString().slice(0, 10);
}
