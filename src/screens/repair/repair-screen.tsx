import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type ComponentType, useCallback, useMemo } from 'react';
import { createActor, fromPromise } from 'xstate';
import { repairMachine } from '../../../machines/repair.machine';
import { parseDraft, stepHasErrors } from '../../../schemas/flow-steps';
import { REPAIR_STEPS, type RepairType } from '../../../schemas/repair.schema';
import { optionQueries } from '../../api/options.queries';
import { submitRepair } from '../../api/services.mutations';
import { serviceOptionQueries } from '../../api/services.queries';
import { restartFlowActor, useFlowActor } from '../../components/flow/flow-actor';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../components/flow/flow-drafts';
import { StepFrame } from '../../components/flow/step-frame';
import { useStepUrl } from '../../components/flow/use-step-url';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { inspect } from '../../lib/inspector';
import { draftOwner, type FlowMember, useFlowMember } from '../flow/use-flow-member';
import { RepairAddressesStep } from './repair-addresses-step';
import { RepairBookingStep } from './repair-booking-step';
import { RepairDoneStep } from './repair-done-step';
import { RepairInvoiceStep } from './repair-invoice-step';
import { RepairProductStep } from './repair-product-step';
import { RepairReviewStep } from './repair-review-step';
import type { RepairOptions, RepairStepProps } from './repair-step.types';
import { REPAIR_DATA_STEP, REPAIR_STEP_OF, type RepairState, repairPaths, repairUrlOf } from './repair-steps';
import { REPAIR_TEXT as T } from './repair-text';
import { RepairTicketStep } from './repair-ticket-step';
import '../service-flow/service-flow.css';

/** The step map: each state of the machine and the step that shows it (complete by type). */
const STEPS = {
  choosingProduct: { title: T.titles.product, Step: RepairProductStep },
  booking: { title: T.titles.booking, Step: RepairBookingStep },
  choosingTicket: { title: T.titles.ticket, Step: RepairTicketStep },
  givingAddresses: { title: T.titles.addresses, Step: RepairAddressesStep },
  givingInvoice: { title: T.titles.invoice, Step: RepairInvoiceStep },
  reviewing: { title: T.titles.review, Step: RepairReviewStep },
  submitting: { title: T.titles.review, Step: RepairReviewStep },
  failed: { title: T.titles.review, Step: RepairReviewStep },
  paying: { title: T.titles.paying, Step: RepairDoneStep },
  done: { title: T.titles.done, Step: RepairDoneStep },
} satisfies Record<RepairState, { title: string; Step: ComponentType<RepairStepProps> }>;

function createRepairActor(key: string, kind: RepairType) {
  return createActor(
    repairMachine.provide({
      actors: { submit: fromPromise(({ input, signal }) => submitRepair(input, { signal })) },
      actions: {
        saveDraft: ({ context }) => writeDraft(key, context.data),
        clearDraft: () => removeDraft(key),
      },
    }),
    { input: { kind, draft: parseDraft(REPAIR_STEPS, readDraft(key)) }, inspect },
  );
}

/**
 * SPEC §2 /services/repair/form, /services/fast-repair/form, /services/cleaning/form: the repair
 * flow of one kind, one actor across its step URLs.
 */
export function RepairScreen({ kind }: { kind: RepairType }) {
  const member = useFlowMember();
  const products = useQuery(serviceOptionQueries.products(kind));
  const cities = useQuery(optionQueries.address());
  const tickets = useQuery({ ...serviceOptionQueries.deepCleanTickets(), enabled: kind === 'deep' });
  const stores = useQuery({ ...serviceOptionQueries.reserveStores(), enabled: kind === 'fast' });
  return (
    <PageShell lead={T.leads[kind]}>
      {member.status === 'pending' ? (
        <div className="block-pending" aria-busy="true" />
      ) : (
        <QueryState query={products}>
          {(infos) => (
            <RepairFlow
              member={member}
              options={{
                kind,
                products: infos,
                cities: cities.data ?? [],
                tickets: tickets.data ?? [],
                stores: stores.data ?? [],
                reserveTimes: serviceOptionQueries.reserveTimes,
              }}
            />
          )}
        </QueryState>
      )}
    </PageShell>
  );
}

function RepairFlow({ member, options }: { member: FlowMember; options: RepairOptions }) {
  const flow = T.flowNames[options.kind];
  const key = draftKey(flow, draftOwner(member));
  const actor = useFlowActor(key, () => createRepairActor(key, options.kind));
  const snapshot = useSelector(actor, (s) => s);
  const kind = options.kind;
  const paths = useMemo(() => repairPaths(kind), [kind]);
  const stepOf = useCallback((s: { value: unknown }) => repairUrlOf(kind, s.value as RepairState), [kind]);
  useStepUrl({ actor, paths, stepOf, restart: () => restartFlowActor(key) });
  const state = snapshot.value as RepairState;
  const { title, Step } = STEPS[state];
  return (
    <StepFrame
      flow={flow}
      steps={T.steps}
      current={REPAIR_STEP_OF[state]}
      title={title}
      focusField={snapshot.context.focus}
      hasErrors={stepHasErrors(REPAIR_STEPS, snapshot.context.fieldErrors, REPAIR_DATA_STEP[state])}
    >
      <Step actor={actor} context={snapshot.context} state={state} options={options} member={member} />
    </StepFrame>
  );
}
