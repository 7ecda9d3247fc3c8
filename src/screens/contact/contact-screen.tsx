import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { createActor, fromPromise } from 'xstate';
import { contactMachine } from '../../../machines/contact.machine';
import { CONTACT_STEPS } from '../../../schemas/contact.schema';
import { parseDraft, stepHasErrors } from '../../../schemas/flow-steps';
import { submitContact } from '../../api/contact.mutations';
import { optionQueries } from '../../api/options.queries';
import { StepFrame } from '../../components/flow/step-frame';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { restartFlowActor, useFlowActor } from '../../lib/flow-actor';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../lib/flow-drafts';
import { inspect } from '../../lib/inspector';
import { useStepUrl } from '../../lib/use-step-url';
import { draftOwner, type FlowMember, useFlowMember } from '../flow/use-flow-member';
import { SubscribePanel } from '../subscribe/subscribe-panel';
import { ContactDoneStep } from './contact-done-step';
import { ContactMessageStep } from './contact-message-step';
import { ContactReviewStep } from './contact-review-step';
import type { ContactOptions, ContactStepProps } from './contact-step.types';
import { CONTACT_PATHS, CONTACT_STEP_OF, type ContactState } from './contact-steps';
import { CONTACT_TEXT as T } from './contact-text';
import './contact.css';

/** The step whose data each state's screen edits (the error summary of a refusal opens there). */
const DATA_STEP = {
  editing: 'message',
  reviewing: 'confirm',
  submitting: null,
  failed: null,
  done: null,
} as const satisfies Record<ContactState, keyof typeof CONTACT_STEPS | null>;

/** The step map: each state of the machine and the step that shows it (complete by type). */
const STEPS = {
  editing: { title: T.titles.message, Step: ContactMessageStep },
  reviewing: { title: T.titles.review, Step: ContactReviewStep },
  submitting: { title: T.titles.review, Step: ContactReviewStep },
  failed: { title: T.titles.review, Step: ContactReviewStep },
  done: { title: T.titles.done, Step: ContactDoneStep },
} satisfies Record<ContactState, { title: string; Step: ComponentType<ContactStepProps> }>;

function createContactActor(key: string) {
  return createActor(
    contactMachine.provide({
      actors: { submit: fromPromise(({ input, signal }) => submitContact(input, { signal })) },
      actions: {
        saveDraft: ({ context }) => writeDraft(key, context.data),
        clearDraft: () => removeDraft(key),
      },
    }),
    { input: { draft: parseDraft(CONTACT_STEPS, readDraft(key)) }, inspect },
  );
}

const stepOf = (snapshot: { value: unknown }) => CONTACT_STEP_OF[snapshot.value as ContactState] ?? 0;

/** SPEC §2 /contact, /contact/step2, /contact/step3: one flow, one actor across the three URLs. */
export function ContactScreen() {
  const member = useFlowMember();
  const classes = useQuery(optionQueries.contactClasses());
  const channels = useQuery(optionQueries.channels());
  const brands = useQuery(optionQueries.brands());
  const cities = useQuery(optionQueries.address());
  return (
    <PageShell lead={T.lead}>
      {member.status === 'pending' ? (
        <div className="block-pending" aria-busy="true" />
      ) : (
        <QueryState query={classes}>
          {(contactClasses) => (
            <ContactFlow
              member={member}
              options={{
                classes: contactClasses,
                channels: channels.data ?? [],
                brands: brands.data ?? [],
                cities: cities.data ?? [],
              }}
            />
          )}
        </QueryState>
      )}
      <SubscribePanel />
    </PageShell>
  );
}

function ContactFlow({ member, options }: { member: FlowMember; options: ContactOptions }) {
  const key = draftKey('contact', draftOwner(member));
  const actor = useFlowActor(key, () => createContactActor(key));
  const snapshot = useSelector(actor, (s) => s);
  useStepUrl({ actor, paths: CONTACT_PATHS, stepOf, restart: () => restartFlowActor(key) });

  const state = snapshot.value as ContactState;
  const { title, Step } = STEPS[state];
  return (
    <StepFrame
      flow="contact"
      steps={T.steps}
      current={CONTACT_STEP_OF[state]}
      title={title}
      focusField={snapshot.context.focus}
      hasErrors={stepHasErrors(CONTACT_STEPS, snapshot.context.fieldErrors, DATA_STEP[state])}
    >
      <Step actor={actor} context={snapshot.context} state={state} options={options} member={member} />
    </StepFrame>
  );
}
