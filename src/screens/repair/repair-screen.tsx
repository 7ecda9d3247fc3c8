import { useQuery } from '@tanstack/react-query';
import { repairMachine } from '../../../machines/repair.machine';
import { REPAIR_STEPS, type RepairType } from '../../../schemas/repair.schema';
import { optionQueries } from '../../api/options.queries';
import { submitRepair } from '../../api/services.mutations';
import { serviceOptionQueries } from '../../api/services.queries';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame } from '../../components/flow/flow-frame';
import { useFlow } from '../../components/flow/use-flow';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { draftOwner, useFlowMember } from '../flow/use-flow-member';
import { RepairAddressesStep } from './repair-addresses-step';
import { RepairBookingStep } from './repair-booking-step';
import { RepairDoneStep, RepairPayingStep } from './repair-done-step';
import { RepairInvoiceStep } from './repair-invoice-step';
import { RepairProductStep } from './repair-product-step';
import { RepairReviewStep } from './repair-review-step';
import type { RepairPageData } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';
import { RepairTicketStep } from './repair-ticket-step';

/** SPEC §2: each kind's form (its step 1; the later steps' addresses follow from the machine). */
const FORM_PATH: Record<RepairType, string> = {
  general: '/services/repair/form',
  fast: '/services/fast-repair/form',
  deep: '/services/cleaning/form',
};

/** Each page by its state's name: the kinds' flows share them (`fast.reviewing` and `deep.reviewing`). */
const SCREENS = {
  choosingProduct: RepairProductStep,
  booking: RepairBookingStep,
  choosingTicket: RepairTicketStep,
  givingAddresses: RepairAddressesStep,
  givingInvoice: RepairInvoiceStep,
  reviewing: RepairReviewStep,
  done: RepairDoneStep,
  paying: RepairPayingStep,
};

/**
 * SPEC §2 /services/repair/form, /services/fast-repair/form, /services/cleaning/form: the repair
 * flow of one kind (general, fast, deep: the SPEC's names, used for the form, its draft and its
 * pages), one actor across its step addresses.
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

function RepairFlow({ member, options }: RepairPageData) {
  const { kind } = options;
  const flow = useFlow(repairMachine, {
    name: 'repair',
    steps: REPAIR_STEPS,
    draftKey: draftKey('repair', draftOwner(member), kind),
    base: FORM_PATH[kind],
    calls: { submit: submitRepair },
    input: { kind },
  });
  return <FlowFrame flow={flow} names={T.steps[kind]} screens={SCREENS} props={{ member, options }} />;
}
