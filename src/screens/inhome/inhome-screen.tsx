import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { createActor, fromPromise } from 'xstate';
import { inhomeMachine } from '../../../machines/inhome.machine';
import { parseDraft, stepHasErrors } from '../../../schemas/flow-steps';
import { INHOME_STEPS, InhomeReceiptSchema } from '../../../schemas/inhome.schema';
import { optionQueries } from '../../api/options.queries';
import { requestInhome } from '../../api/services.mutations';
import { serviceOptionQueries } from '../../api/services.queries';
import { StepFrame } from '../../components/flow/step-frame';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { restartFlowActor, useFlowActor } from '../../lib/flow-actor';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../lib/flow-drafts';
import { inspect } from '../../lib/inspector';
import { useStepUrl } from '../../lib/use-step-url';
import { draftOwner, type FlowMember, useFlowMember } from '../flow/use-flow-member';
import { FlowDone } from '../service-flow/flow-done';
import { InhomeRequestStep } from './inhome-request-step';
import { InhomeReviewStep } from './inhome-review-step';
import type { InhomeOptions, InhomeStepProps } from './inhome-step.types';
import { INHOME_PATHS, INHOME_STEP_OF, type InhomeState } from './inhome-steps';
import { INHOME_TEXT as T } from './inhome-text';
import '../service-flow/service-flow.css';

function InhomeDoneStep({ context }: InhomeStepProps) {
  const receipt = InhomeReceiptSchema.safeParse(context.result);
  return <FlowDone lead={T.doneLead} id={receipt.success ? receipt.data.id : null} />;
}

const DATA_STEP = {
  requesting: 'request',
  reviewing: 'confirm',
  submitting: null,
  failed: null,
  done: null,
} as const satisfies Record<InhomeState, keyof typeof INHOME_STEPS | null>;

const STEPS = {
  requesting: { title: T.titles.request, Step: InhomeRequestStep },
  reviewing: { title: T.titles.review, Step: InhomeReviewStep },
  submitting: { title: T.titles.review, Step: InhomeReviewStep },
  failed: { title: T.titles.review, Step: InhomeReviewStep },
  done: { title: T.titles.done, Step: InhomeDoneStep },
} satisfies Record<InhomeState, { title: string; Step: ComponentType<InhomeStepProps> }>;

function createInhomeActor(key: string) {
  return createActor(
    inhomeMachine.provide({
      actors: { submit: fromPromise(({ input, signal }) => requestInhome(input, { signal })) },
      actions: {
        saveDraft: ({ context }) => writeDraft(key, context.data),
        clearDraft: () => removeDraft(key),
      },
    }),
    { input: { draft: parseDraft(INHOME_STEPS, readDraft(key)) }, inspect },
  );
}

const stepOf = (snapshot: { value: unknown }) => INHOME_STEP_OF[snapshot.value as InhomeState] ?? 0;

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

function InhomeFlow({ member, options }: { member: FlowMember; options: InhomeOptions }) {
  const key = draftKey('inhome', draftOwner(member));
  const actor = useFlowActor(key, () => createInhomeActor(key));
  const snapshot = useSelector(actor, (s) => s);
  useStepUrl({ actor, paths: INHOME_PATHS, stepOf, restart: () => restartFlowActor(key) });
  const state = snapshot.value as InhomeState;
  const { title, Step } = STEPS[state];
  return (
    <StepFrame
      flow="inhome"
      steps={T.steps}
      current={INHOME_STEP_OF[state]}
      title={title}
      focusField={snapshot.context.focus}
      hasErrors={stepHasErrors(INHOME_STEPS, snapshot.context.fieldErrors, DATA_STEP[state])}
    >
      <Step actor={actor} context={snapshot.context} state={state} options={options} member={member} />
    </StepFrame>
  );
}
