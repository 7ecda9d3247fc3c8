import { useQuery } from '@tanstack/react-query';
import { inhomeMachine } from '../../../machines/inhome.machine';
import { INHOME_STEPS, InhomeReceiptSchema } from '../../../schemas/inhome.schema';
import { optionQueries } from '../../api/options.queries';
import { requestInhome } from '../../api/services.mutations';
import { serviceOptionQueries } from '../../api/services.queries';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame } from '../../components/flow/flow-frame';
import { useFlow } from '../../components/flow/use-flow';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { draftOwner, useFlowMember } from '../flow/use-flow-member';
import { FlowDone } from '../service-flow/flow-done';
import { InhomeRequestStep } from './inhome-request-step';
import { InhomeReviewStep } from './inhome-review-step';
import type { InhomePageData, InhomeStepProps } from './inhome-step.types';
import { INHOME_TEXT as T } from './inhome-text';

function InhomeDoneStep({ context }: InhomeStepProps) {
  const receipt = InhomeReceiptSchema.safeParse(context.result);
  return <FlowDone lead={T.doneLead} id={receipt.success ? receipt.data.id : null} />;
}

/** SPEC §2 /services/inhome/form: two steps and the page that says it was sent, one actor across their URLs. */
export function InhomeScreen() {
  const member = useFlowMember();
  const products = useQuery(serviceOptionQueries.products('general'));
  const cities = useQuery(optionQueries.address());
  return (
    <PageShell lead={T.lead}>
      {member.status === 'pending' ? (
        <div className="block-pending" aria-busy="true" />
      ) : (
        <QueryState query={products}>
          {(infos) => <InhomeFlow member={member} options={{ products: infos, cities: cities.data ?? [] }} />}
        </QueryState>
      )}
    </PageShell>
  );
}

function InhomeFlow({ member, options }: InhomePageData) {
  const flow = useFlow(inhomeMachine, {
    name: 'inhome',
    steps: INHOME_STEPS,
    draftKey: draftKey('inhome', draftOwner(member)),
    base: '/services/inhome/form',
    calls: { submit: requestInhome },
  });
  return (
    <FlowFrame
      flow={flow}
      names={T.steps}
      screens={{ requesting: InhomeRequestStep, reviewing: InhomeReviewStep, done: InhomeDoneStep }}
      props={{ member, options }}
    />
  );
}
